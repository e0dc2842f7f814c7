import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { AdminUser } from '@inkpace/contracts/api/admin';
import { messages } from '@inkpace/contracts/messages';
import { NOT_FOUND_PAGE } from '@inkpace/contracts/not-found-message';
import { invalidateAll } from '../../../app/cache.ts';
import { userAtom } from '../../../app/session.ts';
import { testUser } from '../../../test/data.ts';
import { fail, fakeServer, ok, writes, type Answer } from '../../../test/fake-server.ts';
import { renderAt } from '../../../test/render.tsx';
import { adminUser } from '../../../test/admin-data.ts';
import UserPage from './user-page.tsx';

const store = getDefaultStore();
const USER = 'GET /api/admin/user/7';
const HISTORY = 'GET /api/admin/user/7/history';

beforeEach(() => {
  invalidateAll();
  // The administrator looking (user 1), not the user shown.
  store.set(userAtom, testUser({ id: 1, username: 'boss' }));
});
afterEach(() => notifications.clean());

function serve(user: AdminUser, more: Record<string, Answer> = {}) {
  return fakeServer({ [USER]: ok({ user, auditEvents: [] }), [HISTORY]: ok({ items: [], nextCursor: null }), ...more });
}

const show = (id = '7') =>
  renderAt(
    `/admin/users/${id}`,
    <>
      <Notifications />
      <UserPage params={{ userId: id }} />
    </>,
  );

const actionButtons = async (): Promise<string[]> => {
  const actions = await screen.findByRole('region', { name: 'Actions' });
  return within(actions).getAllByRole('button').map((b) => b.textContent ?? '');
};

describe('the user page', () => {
  test('shows the profile: username, display name, email, verification and state', async () => {
    serve(adminUser(7, { username: 'ann', displayName: 'Ann Writer', email: 'ann@example.com', isEmailVerified: true }));
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'ann' })).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Ann Writer')).toBeInTheDocument();
    expect(within(profile).getByText('ann@example.com')).toBeInTheDocument();
    expect(within(profile).getByText('Verified')).toBeInTheDocument();
    expect(within(profile).getByText('Active')).toBeInTheDocument();
    expect(within(profile).getByText('Created').nextElementSibling?.querySelector('time')).toHaveAttribute('datetime', '2026-03-01T12:00:00.000Z');
  });

  test('offers the actions spec §4 allows in each state', async () => {
    serve(adminUser(7));
    show();
    expect(await actionButtons()).toEqual(['Suspend', 'Delete', 'Verify email by fiat', 'Send Password Reset', 'Send Email Verification']);
  });

  test('a suspended user can only be activated, a deleted one only restored', async () => {
    serve(adminUser(7, { state: 'suspended' }));
    const first = show();
    expect(await actionButtons()).toEqual(['Activate']);
    first.unmount();
    invalidateAll();
    serve(adminUser(7, { state: 'deleted' }));
    show();
    expect(await actionButtons()).toEqual(['Restore']);
  });

  test('with the email verified, the verification actions are turned off', async () => {
    serve(adminUser(7, { isEmailVerified: true }));
    show();
    await actionButtons();
    expect(screen.getByRole('button', { name: 'Verify email by fiat' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send Email Verification' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send Password Reset' })).toBeEnabled();
  });

  test("an administrator's own account offers no suspend or delete", async () => {
    serve(adminUser(7, { uuid: testUser().uuid }));
    show();
    expect(await actionButtons()).toEqual(['Verify email by fiat', 'Send Password Reset', 'Send Email Verification']);
    expect(screen.getByText(messages.errors.adminOwnAccount)).toBeInTheDocument();
  });

  test('suspending asks first, sends the reason, says so and shows the new state', async () => {
    let user = adminUser(7, { username: 'ann' });
    const server = serve(user, {
      [USER]: () => ok({ user, auditEvents: [] }),
      'PATCH /api/admin/user/7/state': () => {
        user = { ...user, state: 'suspended' };
        return ok(user);
      },
    });
    show();
    const click = userEvent.setup();
    await click.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend ann?' });
    await click.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'spam reports');
    await click.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText(messages.success.adminUser.suspend('ann'))).toBeInTheDocument();
    expect(writes(server.sent).map((r) => [r.method, r.url, r.body])).toEqual([['PATCH', '/api/admin/user/7/state', { state: 'suspended', reason: 'spam reports' }]]);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Profile' })).toHaveTextContent('Suspended'));
    expect(await actionButtons()).toEqual(['Activate']);
  });

  test('deleting and restoring ask for the username, typed exactly', async () => {
    let user = adminUser(7, { username: 'Ann_W' });
    const server = serve(user, {
      [USER]: () => ok({ user, auditEvents: [] }),
      'PATCH /api/admin/user/7/state': ({ body }) => {
        user = { ...user, state: (body as { state: AdminUser['state'] }).state };
        return ok(user);
      },
    });
    show();
    const click = userEvent.setup();
    await click.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Ann_W?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    const typed = within(dialog).getByRole('textbox', { name: 'Username' });
    expect(confirm).toBeDisabled();
    await click.type(typed, 'ann_w');
    expect(within(dialog).getByText(messages.validation.typedExactly('the username'))).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await click.clear(typed);
    await click.type(typed, 'Ann_W');
    expect(confirm).toBeEnabled();
    await click.click(confirm);
    await click.click(await screen.findByRole('button', { name: 'Restore' }));
    const restore = await screen.findByRole('dialog', { name: 'Restore Ann_W?' });
    expect(within(restore).getByRole('button', { name: 'Restore' })).toBeDisabled();
    await click.type(within(restore).getByRole('textbox', { name: 'Username' }), 'Ann_W');
    await click.click(within(restore).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(messages.success.adminUser.restore('Ann_W'))).toBeInTheDocument();
    expect(writes(server.sent).map((r) => r.body)).toEqual([{ state: 'deleted' }, { state: 'active' }]);
  }, 20_000);

  test("a refused action shows spec §8's toast: 'Error {action} user ({code})' over the server's message", async () => {
    serve(adminUser(7), { 'PATCH /api/admin/user/7/state': fail('FORBIDDEN', messages.errors.adminOwnAccount, 403) });
    show();
    const click = userEvent.setup();
    await click.click(await screen.findByRole('button', { name: 'Suspend' }));
    await click.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Suspend' }));
    const toast = await screen.findByText('Error suspending user (FORBIDDEN)');
    expect(toast.closest('.mantine-Notification-root')).toHaveTextContent(messages.errors.adminOwnAccount);
  });

  test('the mail actions post to their routes', async () => {
    const server = serve(adminUser(7, { username: 'ann' }), {
      'POST /api/admin/user/7/send-password-reset-email': ok({}, 201),
      'POST /api/admin/user/7/send-verify-email': fail('CONFLICT', messages.errors.adminAlreadyVerified, 409),
    });
    show();
    const click = userEvent.setup();
    await click.click(await screen.findByRole('button', { name: 'Send Password Reset' }));
    await click.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send Password Reset' }));
    expect(await screen.findByText(messages.success.adminUser.sendPasswordReset('ann'))).toBeInTheDocument();
    await click.click(screen.getByRole('button', { name: 'Send Email Verification' }));
    await click.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send Email Verification' }));
    expect(await screen.findByText('Error sending a verification link to user (CONFLICT)')).toBeInTheDocument();
    expect(writes(server.sent).map((r) => [r.url, r.body])).toEqual([
      ['/api/admin/user/7/send-password-reset-email', {}],
      ['/api/admin/user/7/send-verify-email', {}],
    ]);
  });

  test('an unknown user shows the 404 page', async () => {
    fakeServer({ 'GET /api/admin/user/99': fail('NOT_FOUND', 'Not found.', 404) });
    show('99');
    expect(await screen.findByText(NOT_FOUND_PAGE)).toBeInTheDocument();
  });

  test('a failed load shows the server message', async () => {
    fakeServer({ [USER]: fail('SERVER_ERROR', 'The database is asleep.', 500) });
    show();
    expect(await screen.findByText('The database is asleep.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
