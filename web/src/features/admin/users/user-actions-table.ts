import { adminRoutes, type AdminUser } from '@inkpace/contracts/api/admin';
import { messages } from '@inkpace/contracts/messages';
import { ADMIN_TRANSITIONS, ADMIN_TYPED_USERNAME_ACTIONS, adminProfileActionsAllowed, adminStateActions, type AdminStateAction } from '@inkpace/contracts/rules/admin';
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

type Words = Pick<AdminUserActionInfo, 'label' | 'verb' | 'loadingLabel' | 'title' | 'explain' | 'success'>;

const toState = (action: AdminStateAction) => ADMIN_TRANSITIONS.find((t) => t.action === action)?.to ?? 'active';
/** A state change (spec §4): harm done is red; deleting and restoring ask for the username. */
const stateAction = (action: AdminStateAction, words: Words): AdminUserActionInfo => ({
  ...words,
  danger: action === 'suspend' || action === 'delete',
  typedUsername: ADMIN_TYPED_USERNAME_ACTIONS.includes(action),
  send: (user, reason) => call(adminRoutes.setUserState, { params: { id: user.id }, body: { state: toState(action), reason } }),
});
/** Verify by fiat and the mails: no harm, a POST with only the reason. */
type ProfileRoute = typeof adminRoutes.verifyEmailByFiat | typeof adminRoutes.sendPasswordResetEmail | typeof adminRoutes.sendVerifyEmail;
const profileAction = (route: ProfileRoute, words: Words): AdminUserActionInfo => ({
  ...words,
  danger: false,
  typedUsername: false,
  send: (user, reason) => call(route, { params: { id: user.id }, body: reason === undefined ? {} : { reason } }),
});

const done = messages.success.adminUser;

export const ADMIN_USER_ACTIONS: Record<AdminUserAction, AdminUserActionInfo> = {
  suspend: stateAction('suspend', {
    label: 'Suspend', verb: 'suspending', loadingLabel: 'Suspending...', title: (u) => `Suspend ${u.username}?`,
    explain: (u) => `${u.username} is logged out everywhere and cannot log in, and their API keys stop working, until the account is activated again.`,
    success: (u) => done.suspend(u.username),
  }),
  delete: stateAction('delete', {
    label: 'Delete', verb: 'deleting', loadingLabel: 'Deleting...', title: (u) => `Delete ${u.username}?`,
    explain: (u) => `${u.username} can no longer log in, and their API keys stop working. Their data is kept, so the account can be restored.`,
    success: (u) => done.delete(u.username),
  }),
  activate: stateAction('activate', {
    label: 'Activate', verb: 'activating', loadingLabel: 'Activating...', title: (u) => `Activate ${u.username}?`,
    explain: (u) => `${u.username} can log in again, and their API keys work again.`,
    success: (u) => done.activate(u.username),
  }),
  restore: stateAction('restore', {
    label: 'Restore', verb: 'restoring', loadingLabel: 'Restoring...', title: (u) => `Restore ${u.username}?`,
    explain: (u) => `${u.username}'s account comes back as it was: they can log in again, and their API keys work again.`,
    success: (u) => done.restore(u.username),
  }),
  verifyByFiat: profileAction(adminRoutes.verifyEmailByFiat, {
    label: 'Verify email by fiat', verb: 'verifying', loadingLabel: 'Verifying...', title: (u) => `Verify ${u.username}'s email address?`,
    explain: (u) => `${u.email} is marked as verified without a link being followed.`,
    success: (u) => done.verifyByFiat(u.username),
  }),
  sendPasswordReset: profileAction(adminRoutes.sendPasswordResetEmail, {
    label: 'Send Password Reset', verb: 'sending a password reset to', loadingLabel: 'Sending...', title: (u) => `Send ${u.username} a password reset link?`,
    explain: (u) => `A link to choose a new password is mailed to ${u.email}.`,
    success: (u) => done.sendPasswordReset(u.username),
  }),
  sendVerification: profileAction(adminRoutes.sendVerifyEmail, {
    label: 'Send Email Verification', verb: 'sending a verification link to', loadingLabel: 'Sending...', title: (u) => `Send ${u.username} a new verification link?`,
    explain: (u) => `A new link to verify the address is mailed to ${u.email}.`,
    success: (u) => done.sendVerification(u.username),
  }),
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
