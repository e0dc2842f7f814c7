import { adminRoutes, type AdminUser } from '@inkpace/contracts/api/admin';
import { messages } from '@inkpace/contracts/messages';
import { ADMIN_TRANSITIONS, adminProfileActionsAllowed, adminStateActions, type AdminStateAction } from '@inkpace/contracts/rules/admin';
import { call } from '../../../app/api.ts';

/** What an administrator can do to an account (spec §4): the four state changes and, while active, three more. */
export type AdminUserAction = AdminStateAction | 'verifyByFiat' | 'sendPasswordReset' | 'sendVerification';

export interface AdminUserActionInfo {
  /** The button, e.g. 'Suspend'. */
  label: string;
  /** The spec §8 toast's verb: 'Error {verb} user ({code})'. */
  verb: string;
  /** The confirmation's title and what will happen. */
  title(user: AdminUser): string;
  explain(user: AdminUser): string;
  loadingLabel: string;
  /** Harm done (red), or harm undone and mail sent (the app's colour). */
  danger: boolean;
  /** Spec §4: deleting and restoring ask for the username, typed exactly. */
  typedUsername: boolean;
  send(user: AdminUser, reason: string | undefined): Promise<unknown>;
  success(user: AdminUser): string;
}

const toState = (action: AdminStateAction) => ADMIN_TRANSITIONS.find((t) => t.action === action)?.to ?? 'active';
const changeState = (action: AdminStateAction) => (user: AdminUser, reason: string | undefined) =>
  call(adminRoutes.setUserState, { params: { id: user.id }, body: { state: toState(action), reason } });
const body = (reason: string | undefined) => (reason === undefined ? {} : { reason });

const done = messages.success.adminUser;

export const ADMIN_USER_ACTIONS: Record<AdminUserAction, AdminUserActionInfo> = {
  suspend: {
    label: 'Suspend', verb: 'suspending', loadingLabel: 'Suspending...', danger: true, typedUsername: false,
    title: (u) => `Suspend ${u.username}?`,
    explain: (u) => `${u.username} is logged out everywhere and cannot log in, and their API keys stop working, until the account is activated again.`,
    send: changeState('suspend'), success: (u) => done.suspend(u.username),
  },
  delete: {
    label: 'Delete', verb: 'deleting', loadingLabel: 'Deleting...', danger: true, typedUsername: true,
    title: (u) => `Delete ${u.username}?`,
    explain: (u) => `${u.username} can no longer log in, and their API keys stop working. Their data is kept, so the account can be restored.`,
    send: changeState('delete'), success: (u) => done.delete(u.username),
  },
  activate: {
    label: 'Activate', verb: 'activating', loadingLabel: 'Activating...', danger: false, typedUsername: false,
    title: (u) => `Activate ${u.username}?`,
    explain: (u) => `${u.username} can log in again, and their API keys work again.`,
    send: changeState('activate'), success: (u) => done.activate(u.username),
  },
  restore: {
    label: 'Restore', verb: 'restoring', loadingLabel: 'Restoring...', danger: false, typedUsername: true,
    title: (u) => `Restore ${u.username}?`,
    explain: (u) => `${u.username}'s account comes back as it was: they can log in again, and their API keys work again.`,
    send: changeState('restore'), success: (u) => done.restore(u.username),
  },
  verifyByFiat: {
    label: 'Verify email by fiat', verb: 'verifying', loadingLabel: 'Verifying...', danger: false, typedUsername: false,
    title: (u) => `Verify ${u.username}'s email address?`,
    explain: (u) => `${u.email} is marked as verified without a link being followed.`,
    send: (u, reason) => call(adminRoutes.verifyEmailByFiat, { params: { id: u.id }, body: body(reason) }),
    success: (u) => done.verifyByFiat(u.username),
  },
  sendPasswordReset: {
    label: 'Send Password Reset', verb: 'sending a password reset to', loadingLabel: 'Sending...', danger: false, typedUsername: false,
    title: (u) => `Send ${u.username} a password reset link?`,
    explain: (u) => `A link to choose a new password is mailed to ${u.email}.`,
    send: (u, reason) => call(adminRoutes.sendPasswordResetEmail, { params: { id: u.id }, body: body(reason) }),
    success: (u) => done.sendPasswordReset(u.username),
  },
  sendVerification: {
    label: 'Send Email Verification', verb: 'sending a verification link to', loadingLabel: 'Sending...', danger: false, typedUsername: false,
    title: (u) => `Send ${u.username} a new verification link?`,
    explain: (u) => `A new link to verify the address is mailed to ${u.email}.`,
    send: (u, reason) => call(adminRoutes.sendVerifyEmail, { params: { id: u.id }, body: body(reason) }),
    success: (u) => done.sendVerification(u.username),
  },
};

/**
 * The actions to offer (spec §4): the state changes the account's state allows, and the others only while it is
 * active. Administrators cannot suspend or delete their own account here, so those are not offered on it.
 */
export function offeredActions(user: AdminUser, isSelf: boolean): AdminUserAction[] {
  const states = adminStateActions(user.state).filter((a) => !(isSelf && (a === 'suspend' || a === 'delete')));
  const others: AdminUserAction[] = adminProfileActionsAllowed(user.state) ? ['verifyByFiat', 'sendPasswordReset', 'sendVerification'] : [];
  return [...states, ...others];
}
