import { usernameKey } from '@inkpace/contracts/api/fields';
import { DomainError } from '@inkpace/contracts/errors';
import { resetRequestStream, sessionStream, usernameStream, userStream, type UserEvent } from '@inkpace/contracts/events/user';
import { messages } from '@inkpace/contracts/messages';
import { notFound } from '@inkpace/contracts/rules/access';
import { isDueForSuspension, RESET_LINK_TTL_MS, VERIFY_LINK_TTL_MS, type AccountState } from '@inkpace/contracts/rules/account';
import { countInBounds } from '@inkpace/contracts/rules/count-bounds';
import { mayMailReset } from '@inkpace/contracts/rules/limits';
import { DAY_END_HOUR_MAX } from '@inkpace/contracts/rules/settings';
import type { SettingsChange } from '@inkpace/contracts/api/account';
import type { Loaded } from '../pipeline/aggregate.ts';
import { claimWrite, releaseWrite, type Claim } from '../pipeline/claims.ts';
import { newStream, writeTo, type Decision } from '../pipeline/decision.ts';
import type { SessionState } from './session-aggregate.ts';
import { revokePendingResets, usableLink, usernameClaims, type UserState } from './user-aggregate.ts';

/**
 * Accounts as pure decisions: given what was loaded (the user's state, the username claims involved, a session),
 * what to append. Everything random or slow (ids, uuids, link secrets, password hashes and their checks) is made
 * before and passed in; the time is passed in too.
 */

/** A one-time link's request id and the hash of its token (links.ts makes them). */
export interface LinkSecret {
  requestId: string;
  tokenHash: string;
}

/** The stream that holds the claim of a username (any case). */
export const usernameClaimStream = (username: string): string => usernameStream(usernameKey(username));

const usernameTaken = () => new DomainError('USERNAME_EXISTS', messages.errors.usernameExists);

/** Verification links last 10 days; the event carries only the token's hash and the address it was sent to. */
export const verificationRequested = (link: LinkSecret, email: string, now: Date): UserEvent => ({
  type: 'EmailVerificationRequested',
  data: { requestId: link.requestId, email, tokenHash: link.tokenHash, expiresAt: new Date(now.getTime() + VERIFY_LINK_TTL_MS).toISOString() },
});

/** Reset links last an hour; `requestedAt` counts the account's reset mails per hour. */
export const resetRequested = (link: LinkSecret, now: Date): UserEvent => ({
  type: 'PasswordResetRequested',
  data: { ...link, expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS).toISOString(), requestedAt: now.toISOString() },
});

export interface NewUser {
  id: number;
  uuid: string;
  username: string;
  email: string;
  passwordHash: string;
}

/** Signing up claims the username and starts the user's stream, with its first verification link, in one append. */
export function decideSignUp(user: NewUser, claim: Claim, link: LinkSecret, now: Date): Decision {
  const claimed = claimWrite(usernameClaims, claim, user.uuid, usernameTaken);
  const signedUp: UserEvent = { type: 'UserSignedUp', data: { ...user, displayName: user.username } };
  return [...(claimed ? [claimed] : []), newStream(userStream(user.uuid), [signedUp, verificationRequested(link, user.email, now)])];
}

/** An account as login sees it (the read models). */
export interface LoginUser {
  id: number;
  uuid: string;
  state: AccountState;
}

/**
 * Wrong username, wrong password and a deleted account answer alike. `passwordOk` is the result of checking the
 * password against the account's hash (or a dummy one, so an unknown name takes as long).
 */
export function checkCredentials<U extends LoginUser>(user: U | null, passwordOk: boolean): U {
  if (!user || !passwordOk || user.state === 'deleted') throw new DomainError('INCORRECT_CREDS', messages.errors.incorrectCreds);
  return user;
}

/** A new session (always a new id) for the right credentials of an active account. */
export function decideStartSession(user: LoginUser, session: { sessionId: string; tokenHash: string }): Decision {
  if (user.state !== 'active') throw new DomainError('ACCOUNT_NOT_ACTIVE', messages.errors.accountSuspended);
  return [newStream(sessionStream(session.sessionId), [{ type: 'SessionStarted', data: { ...session, userId: user.id, userUuid: user.uuid } }])];
}

/** Ending a session that is already over, or was never there, is nothing to do. */
export function decideEndSession(session: Loaded<SessionState>, sessionId: string): Decision {
  if (!session.exists || session.state.ended) return [];
  return [writeTo(sessionStream(sessionId), session, [{ type: 'SessionEnded', data: { sessionId, reason: 'logout' } }])];
}

/** The user's state, or a 404 when there is no such user. */
function existing(user: Loaded<UserState>): UserState {
  if (!user.exists) throw notFound();
  return user.state;
}

const toUser = (user: Loaded<UserState>, events: UserEvent[]): Decision =>
  (events.length === 0 ? [] : [writeTo(userStream(user.state.uuid), user, events)]);

export function decideResendVerification(user: Loaded<UserState>, link: LinkSecret, now: Date): Decision {
  const s = existing(user);
  if (s.emailVerified) throw new DomainError('VALIDATION_FAILED', messages.errors.alreadyVerified);
  return toUser(user, [verificationRequested(link, s.email, now)]);
}

/** A link that is unknown, used or expired, or sent to an address the user has since changed, verifies nothing. */
export function decideVerifyEmail(user: Loaded<UserState>, requestId: string, now: Date): Decision {
  const request = usableLink(user.state, requestId, now);
  if (!user.exists || !request || request.kind !== 'verify' || request.email !== user.state.email) throw notFound(messages.errors.verifyLinkInvalid);
  return toUser(user, [{ type: 'EmailVerified', data: { email: user.state.email, requestId } }]);
}

/** Asking for a reset link only records the ask, on a stream of its own: nothing tells whether the name exists. */
export function decideAskReset(requestId: string, username: string): Decision {
  return [newStream(resetRequestStream(requestId), [{ type: 'PasswordResetAsked', data: { requestId, username } }])];
}

/**
 * A reset link for an active account that has not had its hourly share yet, nor its address (`mailedToAddress`:
 * links to that address within the window, any account's); anything else issues nothing.
 */
export function decideIssueResetLink(user: Loaded<UserState>, link: LinkSecret, mailedToAddress: number, now: Date): Decision {
  if (!user.exists || user.state.state !== 'active' || !mayMailReset(user.state.resetRequestedAt, mailedToAddress, now)) return [];
  return toUser(user, [resetRequested(link, now)]);
}

/** A usable reset link of an active account sets the password and voids every other pending reset link. */
export function decideResetPassword(user: Loaded<UserState>, requestId: string, passwordHash: string, now: Date): Decision {
  const request = usableLink(user.state, requestId, now);
  if (!user.exists || !request || request.kind !== 'reset' || user.state.state !== 'active') throw notFound(messages.errors.resetLinkInvalid);
  return toUser(user, [{ type: 'PasswordReset', data: { requestId, passwordHash } }, ...revokePendingResets(user.state, requestId)]);
}

const passwordMismatch = () => new DomainError('INCORRECT_CREDS', messages.errors.currentPasswordMismatch);

/** The hash the current password was found to match; null (it matched none) is refused. */
export function currentPasswordChecked(matchedHash: string | null): string {
  if (matchedHash === null) throw passwordMismatch();
  return matchedHash;
}

/**
 * `checkedHash` is the hash the current password was found to match (currentPasswordChecked). It must still be the
 * account's, so a change that slipped in meanwhile is not overwritten. Keeps `keepSessionId`, ends the others.
 */
export function decideChangePassword(user: Loaded<UserState>, checkedHash: string, passwordHash: string, keepSessionId: string | null): Decision {
  if (!user.exists || user.state.passwordHash !== checkedHash) throw passwordMismatch();
  return toUser(user, [{ type: 'PasswordChanged', data: { passwordHash, keepSessionId } }, ...revokePendingResets(user.state)]);
}

export interface AccountChange {
  username?: string | undefined;
  displayName?: string | undefined;
  email?: string | undefined;
}

/** Claims for a rename: the current name's, and the new name's when it changes other than in case. */
export interface RenameClaims {
  current: Claim;
  next: Claim | null;
}

/**
 * Changes only the fields sent that differ. A rename moves the claim (the new name claimed, the old released) in
 * the same append; a new address is unverified and gets its own link.
 */
export function decideUpdateAccount(user: Loaded<UserState>, change: AccountChange, claims: RenameClaims, link: LinkSecret, now: Date): Decision {
  const s = existing(user);
  const events: UserEvent[] = [];
  const renamed = change.username !== undefined && change.username !== s.username;
  if (renamed && change.username !== undefined) {
    events.push({ type: 'UsernameChanged', data: { username: change.username, previous: s.username } });
  }
  if (change.displayName !== undefined && change.displayName !== s.displayName) {
    events.push({ type: 'DisplayNameChanged', data: { displayName: change.displayName } });
  }
  if (change.email !== undefined && change.email !== s.email) {
    events.push({ type: 'EmailChanged', data: { email: change.email } }, verificationRequested(link, change.email, now));
  }
  const writes = toUser(user, events);
  if (renamed && claims.next) {
    const claimed = claimWrite(usernameClaims, claims.next, s.uuid, usernameTaken);
    const released = releaseWrite(usernameClaims, claims.current, s.uuid);
    if (claimed) writes.push(claimed);
    if (released) writes.push(released);
  }
  return writes;
}

/**
 * The numbers a settings change stores are bounded here too, whoever sends it (the route's schema says the same):
 * each lifetime balance count within ±COUNT_LIMIT (it is added to the grand totals), a week start 0–6, a day end
 * 0–DAY_END_HOUR_MAX.
 */
function checkSettingsBounds(change: SettingsChange): void {
  const v = messages.validation;
  const counts = Object.values(change.lifetimeStartingBalance ?? {});
  if (counts.some((count) => count !== undefined && !countInBounds(count))) throw new DomainError('VALIDATION_FAILED', v.countTooLarge);
  const within = (n: number | undefined, max: number) => n === undefined || (Number.isInteger(n) && n >= 0 && n <= max);
  if (!within(change.weekStartDay, 6)) throw new DomainError('VALIDATION_FAILED', v.weekStartDay);
  if (!within(change.dayEndHour, DAY_END_HOUR_MAX)) throw new DomainError('VALIDATION_FAILED', v.dayEndHour);
}

/** Changes only the settings sent that differ (a balance with its measures in another order is the same). */
export function decideUpdateSettings(user: Loaded<UserState>, change: SettingsChange): Decision {
  const s = existing(user);
  checkSettingsBounds(change);
  const same = (a: unknown, b: unknown) => JSON.stringify(a && typeof a === 'object' ? Object.entries(a).sort() : a)
    === JSON.stringify(b && typeof b === 'object' ? Object.entries(b).sort() : b);
  const changes = Object.fromEntries(Object.entries(change).filter(([key, value]) =>
    value !== undefined && !same(value, s.settings[key as keyof SettingsChange]))) as SettingsChange;
  return Object.keys(changes).length === 0 ? [] : toUser(user, [{ type: 'SettingsChanged', data: { changes } }]);
}

/** What an avatar change decides, and the file it replaces (deleted once the change is recorded). */
export interface AvatarDecision {
  decision: Decision;
  previous: string | null;
}

/** A new avatar (a stored file) for the user. */
export function decideSetAvatar(user: Loaded<UserState>, avatar: string): AvatarDecision {
  const s = existing(user);
  return { decision: toUser(user, [{ type: 'UserAvatarSet', data: { avatar } }]), previous: s.avatar };
}

/** Removing an avatar when there is none is nothing to do. */
export function decideRemoveAvatar(user: Loaded<UserState>): AvatarDecision {
  const s = existing(user);
  if (s.avatar === null) return { decision: [], previous: null };
  return { decision: toUser(user, [{ type: 'UserAvatarRemoved', data: {} }]), previous: s.avatar };
}

/** Deleting keeps the account's history (an administrator can restore it) and keeps its username claimed. */
export function decideDeleteAccount(user: Loaded<UserState>): Decision {
  const s = existing(user);
  return s.state === 'deleted' ? [] : toUser(user, [{ type: 'AccountStateChanged', data: { state: 'deleted', reason: 'deleted by user' } }]);
}

/** Suspends an active account still unverified 10 days after `signedUpAt`; anything else is left alone. */
export function decideSuspendIfUnverified(user: Loaded<UserState>, signedUpAt: Date, now: Date): Decision {
  if (!user.exists || user.state.state !== 'active' || !isDueForSuspension(signedUpAt, user.state.emailVerified, now)) return [];
  return toUser(user, [{ type: 'AccountStateChanged', data: { state: 'suspended', reason: 'email not verified within 10 days' } }]);
}

export function decideGrantAdmin(user: Loaded<UserState>): Decision {
  return existing(user).isAdmin ? [] : toUser(user, [{ type: 'AdminGranted', data: {} }]);
}
