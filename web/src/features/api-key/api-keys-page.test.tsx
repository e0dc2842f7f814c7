import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { invalidateAll } from '../../app/cache.ts';
import { fail, ok, renderAt, stubFetch } from '../../ui/testing.tsx';
import ApiKeysPage from './api-keys-page.tsx';

beforeEach(() => invalidateAll());
afterEach(() => vi.unstubAllGlobals());

const key = (id: number, name: string, expiresAt: string | null, lastUsed: string | null = null) => ({
  id, name, expiresAt, lastUsed, createdAt: `2026-01-0${id}T10:00:00Z`, updatedAt: `2026-01-0${id}T10:00:00Z`,
});

describe('the API key list', () => {
  test('shows each key with its expiry ("Never", "Expired" or a date) and last use', async () => {
    stubFetch(ok([key(3, 'Forever', null), key(2, 'Later', '2999-01-01T00:00:00Z', '2026-02-01T10:00:00Z'), key(1, 'Old', '2020-01-01T00:00:00Z')]));
    renderAt('/account/api-keys', <ApiKeysPage />);
    const rows = await screen.findAllByRole('row');
    expect(rows.map((r) => within(r).queryAllByRole('cell')[0]?.textContent)).toEqual([undefined, 'Forever', 'Later', 'Old']);
    expect(within(rows[1] as HTMLElement).getAllByText('Never')).toHaveLength(2);
    expect(within(rows[3] as HTMLElement).getByText('Expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New API Key' })).toHaveAttribute('href', '/account/api-keys/new');
  });

  test('an empty list shows the empty state', async () => {
    stubFetch(ok([]));
    renderAt('/account/api-keys', <ApiKeysPage />);
    expect(await screen.findByText('You have no API keys yet.')).toBeInTheDocument();
  });

  test('a failed load shows the server message and can retry', async () => {
    stubFetch(fail('SERVER_ERROR', 'Something went wrong server-side.', 500), ok([]));
    renderAt('/account/api-keys', <ApiKeysPage />);
    expect(await screen.findByText('Something went wrong server-side.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no API keys yet.')).toBeInTheDocument();
  });

  test('deleting asks first, then reloads the list', async () => {
    const calls = stubFetch(ok([key(1, 'CLI', null)]), ok(key(1, 'CLI', null)), ok([]));
    renderAt('/account/api-keys', <ApiKeysPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete CLI' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete API key?' });
    expect(calls).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You have no API keys yet.')).toBeInTheDocument();
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/v1/api-key', 'DELETE /api/v1/api-key/1', 'GET /api/v1/api-key']));
  });
});
