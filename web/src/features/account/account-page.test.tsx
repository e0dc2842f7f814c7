import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { signedIn, userAtom } from '../../app/session.ts';
import { testUser } from '../../test/data.ts';
import { fail, fakeServer, ok } from '../../test/fake-server.ts';
import { renderAt } from '../../test/render.tsx';
import AccountPage from './account-page.tsx';

beforeEach(() => signedIn(testUser()));
// The time zone list has some 400 options: typing into it takes seconds when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

describe('the account page', () => {
  test('the info form sends only what changed', async () => {
    const server = fakeServer({ 'PATCH /api/v1/me': ok(testUser({ displayName: 'Ally' })) });
    renderAt('/account', <AccountPage />);
    const form = screen.getByRole('form', { name: 'Account info' });
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const user = userEvent.setup();
    const displayName = within(form).getByLabelText(/Display name/);
    await user.clear(displayName);
    await user.type(displayName, 'Al');
    expect(within(form).getByText(messages.validation.displayNameMin)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.type(displayName, 'ly');
    await user.click(save);
    await vi.waitFor(() => expect(server.sent).toEqual([{ method: 'PATCH', url: '/api/v1/me', body: { displayName: 'Ally' } }]));
  });

  test('a taken username shows the spec message', async () => {
    fakeServer({ 'PATCH /api/v1/me': fail('USERNAME_EXISTS', 'taken') });
    renderAt('/account', <AccountPage />);
    const form = screen.getByRole('form', { name: 'Account info' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/Username/), '2');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(messages.errors.usernameExists);
  });

  test.each([
    ['INCORRECT_CREDS', 'nope', messages.errors.currentPasswordMismatch],
    ['VALIDATION_FAILED', 'New password must be at least 8 characters long.', 'New password must be at least 8 characters long.'],
    ['SERVER_ERROR', 'boom', messages.errors.changePasswordFailed],
  ])('changing the password: %s shows the spec message', async (code, serverMessage, shown) => {
    fakeServer({ 'POST /api/auth/password': fail(code, serverMessage) });
    renderAt('/account', <AccountPage />);
    const form = screen.getByRole('form', { name: 'Change password' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/New password/), 'short');
    expect(within(form).getByText(messages.validation.newPasswordMin)).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/New password/), 'erthan8');
    await user.type(within(form).getByLabelText(/Current password/), 'old password');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(shown);
  });

  test('the password form says API keys keep working and links to them', () => {
    renderAt('/account', <AccountPage />);
    const form = screen.getByRole('form', { name: 'Change password' });
    expect(within(form).getByText(messages.notes.apiKeysKeepWorking, { exact: false })).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Manage API keys' })).toHaveAttribute('href', '/account/api-keys');
  });

  test('the danger zone is collapsed until opened', async () => {
    renderAt('/account', <AccountPage />);
    const toggle = screen.getByRole('button', { name: 'Show danger zone' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Delete Account' })).not.toBeInTheDocument();
    await userEvent.setup().click(toggle);
    expect(await screen.findByRole('button', { name: 'Delete Account' })).toBeEnabled();
  });

  test('deleting the account asks for the username typed exactly, then signs out and goes home', async () => {
    const server = fakeServer({ 'DELETE /api/v1/me': ok(null) });
    const { history } = renderAt('/account', <AccountPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show danger zone' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Account' }));
    expect(dialog.getByText(messages.confirm.aboutTo('delete your account'))).toBeInTheDocument();
    const confirm = dialog.getByRole('button', { name: 'Delete Account' });
    expect(confirm).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: 'Type your username to confirm' }), 'Alice');
    expect(dialog.getByText(messages.validation.typedUsername)).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    expect(server.sent).toEqual([]);

    await user.clear(dialog.getByRole('textbox', { name: 'Type your username to confirm' }));
    await user.type(dialog.getByRole('textbox', { name: 'Type your username to confirm' }), 'alice');
    await user.click(confirm);
    await vi.waitFor(() => expect(history.at(-1)).toBe('/'));
    expect(server.sent.map((r) => `${r.method} ${r.url}`)).toEqual(['DELETE /api/v1/me']);
    expect(getDefaultStore().get(userAtom)).toBeNull();
  });

  test('a failed account deletion shows the spec message and stays', async () => {
    fakeServer({ 'DELETE /api/v1/me': fail('SERVER_ERROR', 'boom', 500) });
    const { history } = renderAt('/account', <AccountPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show danger zone' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Account' }));
    await user.type(dialog.getByRole('textbox', { name: 'Type your username to confirm' }), 'alice{Enter}');
    expect(await dialog.findByRole('alert')).toHaveTextContent(messages.errors.deleteAccountFailed);
    expect(history).toEqual(['/account']);
  });
});
