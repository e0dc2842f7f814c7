import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { API_KEYS_PER_WRITER } from '@inkpace/contracts/rules/limits';
import { invalidateAll } from '../../app/cache.ts';
import { fail, fakeServer, ok } from '../../test/fake-server.ts';
import { renderAt } from '../../test/render.tsx';
import ApiKeysPage from './api-keys-page.tsx';

beforeEach(() => invalidateAll());

const key = (id: number, name: string, expiresAt: string | null, lastUsed: string | null = null) => ({
  id, name, expiresAt, lastUsed, createdAt: `2026-01-0${id}T10:00:00Z`, updatedAt: `2026-01-0${id}T10:00:00Z`,
});

describe('the API key list', () => {
  test('shows each key with its expiry ("Never", "Expired" or a date) and last use', async () => {
    fakeServer({
      'GET /api/v1/api-key': ok([key(3, 'Forever', null), key(2, 'Later', '2999-01-01T00:00:00Z', '2026-02-01T10:00:00Z'), key(1, 'Old', '2020-01-01T00:00:00Z')]),
    });
    renderAt('/account/api-keys', <ApiKeysPage />);
    const rows = await screen.findAllByRole('row');
    expect(rows.map((r) => within(r).queryAllByRole('cell')[0]?.textContent)).toEqual([undefined, 'Forever', 'Later', 'Old']);
    expect(within(rows[1] as HTMLElement).getAllByText('Never')).toHaveLength(2);
    expect(within(rows[3] as HTMLElement).getByText('Expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New API Key' })).toHaveAttribute('href', '/account/api-keys/new');
  });

  test('at the limit, New API Key is turned off and the page says why; below it, it is on', async () => {
    const full = Array.from({ length: API_KEYS_PER_WRITER }, (_, i) => ({ ...key(1, `Key ${i}`, null), id: 100 + i }));
    const server = fakeServer({ 'GET /api/v1/api-key': ok(full) });
    renderAt('/account/api-keys', <ApiKeysPage />);
    expect(await screen.findByText(messages.errors.apiKeyLimit)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New API Key' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'New API Key' })).toBeNull();
    // Once a key is deleted (the list reloads), there is room again.
    server.replies['GET /api/v1/api-key'] = ok(full.slice(1));
    invalidateAll();
    expect(await screen.findByRole('link', { name: 'New API Key' })).toBeInTheDocument();
    expect(screen.queryByText(messages.errors.apiKeyLimit)).toBeNull();
  });

  test('an empty list shows the empty state', async () => {
    fakeServer({ 'GET /api/v1/api-key': ok([]) });
    renderAt('/account/api-keys', <ApiKeysPage />);
    expect(await screen.findByText('You have no API keys yet.')).toBeInTheDocument();
  });

  test('a failed load shows the server message and can retry', async () => {
    const server = fakeServer({ 'GET /api/v1/api-key': fail('SERVER_ERROR', 'Something went wrong server-side.', 500) });
    renderAt('/account/api-keys', <ApiKeysPage />);
    expect(await screen.findByText('Something went wrong server-side.')).toBeInTheDocument();
    server.replies['GET /api/v1/api-key'] = ok([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no API keys yet.')).toBeInTheDocument();
  });

  test('deleting asks first, then reloads the list', async () => {
    let keys = [key(1, 'CLI', null)];
    const server = fakeServer({
      'GET /api/v1/api-key': () => ok(keys),
      'DELETE /api/v1/api-key/1': () => {
        keys = [];
        return ok(key(1, 'CLI', null));
      },
    });
    renderAt('/account/api-keys', <ApiKeysPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete CLI' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete API key?' });
    expect(server.sent).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You have no API keys yet.')).toBeInTheDocument();
    await waitFor(() => expect(server.sent.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/v1/api-key', 'DELETE /api/v1/api-key/1', 'GET /api/v1/api-key']));
  });
});
