import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { defaultUserSettings } from '@inkpace/contracts/api/account';
import { messages } from '@inkpace/contracts/messages';
import { signedIn } from '../../app/session.ts';
import { testUser } from '../../test/data.ts';
import { fail, fakeServer, ok } from '../../test/fake-server.ts';
import { renderAt } from '../../test/render.tsx';
import { newApiKeySchema } from './new-api-key-form.tsx';
import NewApiKeyPage from './new-api-key-page.tsx';

const created = { id: 5, name: 'Scrivener sync', expiresAt: null, createdAt: '2026-03-15T10:00:00Z', updatedAt: '2026-03-15T10:00:00Z', lastUsed: null, token: 'ink_secret_token' };

describe('the new API key flow', () => {
  test('step 1 validates the name; step 2 shows the token once, with focus on the new step', async () => {
    const server = fakeServer({ 'POST /api/v1/api-key': ok(created, 201) });
    renderAt('/account/api-keys/new', <NewApiKeyPage />);
    const submit = screen.getByRole('button', { name: 'Create API Key' });
    expect(submit).toBeDisabled();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Name/), ' ');
    expect(screen.getByText(messages.validation.apiKeyName)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Name/), 'Scrivener sync');
    await user.click(screen.getByRole('radio', { name: 'Never' }));
    await user.click(submit);

    expect(await screen.findByText('ink_secret_token')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Your new API key/ })).toHaveFocus();
    expect(screen.getByText(/will not be able to see it again/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy token' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to API keys' })).toHaveAttribute('href', '/account/api-keys');
    expect(server.sent).toEqual([{ method: 'POST', url: '/api/v1/api-key', body: { name: 'Scrivener sync', expiresAt: null } }]);
  });

  test('a preset sends an instant in the future', async () => {
    const server = fakeServer({ 'POST /api/v1/api-key': ok(created, 201) });
    renderAt('/account/api-keys/new', <NewApiKeyPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Name/), 'CLI');
    await user.click(screen.getByRole('radio', { name: 'In 1 year' }));
    await user.click(screen.getByRole('button', { name: 'Create API Key' }));
    await screen.findByText('ink_secret_token');
    const sent = server.sent[0]?.body as { expiresAt: string };
    expect(Date.parse(sent.expiresAt)).toBeGreaterThan(Date.now() + 360 * 24 * 3600 * 1000);
  });

  test('a server failure shows the create-failed message', async () => {
    fakeServer({ 'POST /api/v1/api-key': fail('SERVER_ERROR', 'boom', 500) });
    renderAt('/account/api-keys/new', <NewApiKeyPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Name/), 'CLI');
    await user.click(screen.getByRole('button', { name: 'Create API Key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.errors.apiKeyCreateFailed);
  });

  test('a writer at the key limit is told so, with the server\'s message', async () => {
    fakeServer({ 'POST /api/v1/api-key': fail('CONFLICT', messages.errors.apiKeyLimit, 409) });
    renderAt('/account/api-keys/new', <NewApiKeyPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Name/), 'CLI');
    await user.click(screen.getByRole('button', { name: 'Create API Key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.errors.apiKeyLimit);
  });

  test.each([
    [{ expiry: 'custom', customDate: '2026-03-14' }, messages.validation.apiKeyExpiryPast],
    [{ expiry: 'custom', customDate: null }, messages.validation.apiKeyExpiryInvalid],
    [{ expiry: 'custom', customDate: '2026-03-15' }, null],
    [{ expiry: 'never', customDate: '2020-01-01' }, null],
  ] as const)('custom dates must be today or later: %j', (values, message) => {
    const result = newApiKeySchema('2026-03-15').safeParse({ name: 'CLI', ...values });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });

  // Issue 27 #8: a past or impossible date typed in was wiped when leaving the field, with no word of why.
  test('a custom date in the past, or one that is not a date, is kept with the reason it cannot be used', { timeout: 15_000 }, async () => {
    fakeServer({});
    renderAt('/account/api-keys/new', <NewApiKeyPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Name/), 'CLI');
    await user.click(screen.getByRole('radio', { name: 'On a date' }));
    const date = screen.getByRole('textbox', { name: /Expiration date/ });
    await user.click(date);
    await user.paste('2020-01-01');
    await user.tab();
    expect(await screen.findByText(messages.validation.apiKeyExpiryPast)).toBeInTheDocument();
    expect(date).toHaveValue('2020-01-01');
    expect(screen.getByRole('button', { name: 'Create API Key' })).toBeDisabled();

    await user.clear(date);
    await user.paste('2031-02-30');
    await user.tab();
    expect(await screen.findByText(messages.validation.apiKeyExpiryInvalid)).toBeInTheDocument();
    expect(screen.queryByText(messages.validation.apiKeyExpiryPast)).toBeNull();
    expect(screen.getByRole('button', { name: 'Create API Key' })).toBeDisabled();

    await user.clear(date);
    await user.paste('2031-02-28');
    await user.tab();
    await waitFor(() => expect(screen.queryByText(messages.validation.apiKeyExpiryInvalid)).toBeNull());
    expect(screen.getByRole('button', { name: 'Create API Key' })).toBeEnabled();
  });

  test.each([
    [0, 'Su'],
    [1, 'Mo'],
    [3, 'We'],
  ])("the expiry calendar starts its weeks on the writer's week start (%i: %s)", async (weekStartDay, first) => {
    signedIn(testUser({ userSettings: { ...defaultUserSettings, weekStartDay } }));
    fakeServer({});
    renderAt('/account/api-keys/new', <NewApiKeyPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'On a date' }));
    await user.click(screen.getByRole('textbox', { name: /Expiration date/ }));
    // The calendar's weekday row (read whether or not its opening animation has ended).
    const weekdays = await screen.findAllByRole('columnheader', { hidden: true });
    expect(weekdays.map((cell) => cell.textContent)[0]).toBe(first);
    expect(weekdays).toHaveLength(7);
  });
});
