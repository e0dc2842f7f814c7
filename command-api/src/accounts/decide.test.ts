import { describe, expect, test } from 'vitest';
import type { DomainError } from '@inkpace/contracts/errors';
import { messages } from '@inkpace/contracts/messages';
import { RESET_LINK_TTL_MS, UNVERIFIED_SUSPENSION_MS, VERIFY_LINK_TTL_MS } from '@inkpace/contracts/rules/account';
import { COUNT_LIMIT } from '@inkpace/contracts/rules/count-bounds';
import { RESET_MAIL_WINDOW_MS, RESET_MAILS_PER_WINDOW } from '@inkpace/contracts/rules/limits';
import { evolveAll, type Loaded } from '../pipeline/aggregate.ts';
import type { Claim } from '../pipeline/claims.ts';
import {
  checkCredentials, currentPasswordChecked, decideAskReset, decideChangePassword, decideDeleteAccount, decideEndSession, decideGrantAdmin,
  decideIssueResetLink, decideResendVerification, decideResetPassword, decideSignUp, decideStartSession, decideSuspendIfUnverified,
  decideUpdateAccount, decideVerifyEmail, usernameClaimStream, type LinkSecret, decideUpdateSettings,
} from './decide.ts';
import { userAggregate, type UserState } from './user-aggregate.ts';

const uuid = 'c0ffee00-0000-4000-8000-000000000007';
const other = '11111111-2222-4333-8444-555555555555';
const now = new Date('2026-03-01T12:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const link: LinkSecret = { requestId: '9a1b2c3d-0000-4000-8000-00000000000a', tokenHash: 'hash-of-token' };
const free = (name: string): Claim => ({ streamId: usernameClaimStream(name), holder: null, revision: 'no_stream', lapsed: false });
const held = (name: string, holder: string, lapsed = false): Claim => ({ streamId: usernameClaimStream(name), holder, revision: 0, lapsed });
const user = (over: Partial<UserState> = {}, exists = true): Loaded<UserState> => ({
  state: { ...userAggregate.initial, id: 7, uuid, username: 'Quill', displayName: 'Quill', email: 'q@example.com', passwordHash: 'h1', ...over },
  exists, revision: 4,
});
const missing = user({ uuid: '' }, false);
/** A user whose state has been folded from `events` on top of `over`. */
const after = (events: Parameters<typeof userAggregate.evolve>[1][], over: Partial<UserState> = {}) =>
  ({ ...user(over), state: evolveAll(userAggregate, events, { at: '2026-01-01T00:00:00.000Z', by: 'user' }, user(over).state) });
const thrown = (fn: () => unknown): DomainError | null => { try { fn(); } catch (e) { return e as DomainError; } return null; };
const types = (decision: ReturnType<typeof decideSignUp>) => decision.map((w) => [w.streamId, w.events.map((e) => e.type)]);
const verifyLink = (email = 'q@example.com', at = now) => ({ type: 'EmailVerificationRequested' as const,
  data: { ...link, email, expiresAt: new Date(at.getTime() + VERIFY_LINK_TTL_MS).toISOString() } });
const resetLink = (requestId = link.requestId, at = now) => ({ type: 'PasswordResetRequested' as const,
  data: { requestId, tokenHash: 't', expiresAt: new Date(at.getTime() + RESET_LINK_TTL_MS).toISOString(), requestedAt: at.toISOString() } });

describe('signing up', () => {
  const fresh = { id: 7, uuid, username: 'Quill', email: 'q@example.com', passwordHash: 'h1' };

  test('claims the username and starts the user with a verification link for 10 days, in one decision', () => {
    expect(decideSignUp(fresh, free('Quill'), link, now)).toEqual([
      { streamId: 'username-quill', expected: 'no_stream', events: [{ type: 'UsernameClaimed', data: { userUuid: uuid } }] },
      { streamId: `user-${uuid}`, expected: 'no_stream', events: [
        { type: 'UserSignedUp', data: { ...fresh, displayName: 'Quill' } },
        { type: 'EmailVerificationRequested', data: { ...link, email: 'q@example.com', expiresAt: later(VERIFY_LINK_TTL_MS).toISOString() } },
      ] },
    ]);
  });

  test('a name someone holds, in any case, is taken: USERNAME_EXISTS and nothing decided', () => {
    expect(thrown(() => decideSignUp({ ...fresh, username: 'QUILL' }, held('quill', other), link, now)))
      .toMatchObject({ code: 'USERNAME_EXISTS', message: messages.errors.usernameExists });
  });

  test('a lapsed claim (its holder never came to be) is taken over at its revision', () => {
    expect(decideSignUp(fresh, held('quill', other, true), link, now)[0]).toMatchObject({ expected: 0, events: [{ type: 'UsernameClaimed' }] });
  });
});

describe('logging in and out', () => {
  const account = { id: 7, uuid, state: 'active' as const };
  const session = { sessionId: other, tokenHash: 'session-hash' };

  test('an unknown name, a wrong password and a deleted account answer alike', () => {
    for (const [found, ok] of [[null, true], [account, false], [{ ...account, state: 'deleted' as const }, true]] as const) {
      expect(thrown(() => checkCredentials(found, ok))).toMatchObject({ code: 'INCORRECT_CREDS', message: messages.errors.incorrectCreds });
    }
    expect(checkCredentials(account, true)).toBe(account);
  });

  test('the right credentials start a new session stream holding only the token hash', () => {
    expect(decideStartSession(account, session)).toEqual([{ streamId: `session-${other}`, expected: 'no_stream', events: [
      { type: 'SessionStarted', data: { sessionId: other, tokenHash: 'session-hash', userId: 7, userUuid: uuid } },
    ] }]);
  });

  test('a suspended account may not log in, though its credentials are right', () => {
    expect(checkCredentials({ ...account, state: 'suspended' as const }, true)).toMatchObject({ state: 'suspended' });
    expect(thrown(() => decideStartSession({ ...account, state: 'suspended' }, session)))
      .toMatchObject({ code: 'ACCOUNT_NOT_ACTIVE', status: 403, message: messages.errors.accountSuspended });
  });

  test('logging out ends the session once; an ended or unknown one is nothing to do', () => {
    expect(decideEndSession({ state: { ended: false }, exists: true, revision: 0 }, other)).toEqual([
      { streamId: `session-${other}`, expected: 0, events: [{ type: 'SessionEnded', data: { sessionId: other, reason: 'logout' } }] },
    ]);
    expect(decideEndSession({ state: { ended: true }, exists: true, revision: 1 }, other)).toEqual([]);
    expect(decideEndSession({ state: { ended: false }, exists: false, revision: 'no_stream' }, other)).toEqual([]);
  });
});

describe('verifying the email address', () => {
  test('a resend mails a new link for the current address; a verified user may not resend', () => {
    expect(decideResendVerification(user(), link, now)).toEqual([{ streamId: `user-${uuid}`, expected: 4, events: [verifyLink()] }]);
    expect(thrown(() => decideResendVerification(user({ emailVerified: true }), link, now)))
      .toMatchObject({ code: 'VALIDATION_FAILED', message: messages.errors.alreadyVerified });
    expect(thrown(() => decideResendVerification(missing, link, now))).toMatchObject({ status: 404 });
  });

  test('a usable link verifies the address it was sent to', () => {
    expect(decideVerifyEmail(after([verifyLink()]), link.requestId, now).flatMap((w) => w.events))
      .toEqual([{ type: 'EmailVerified', data: { email: 'q@example.com', requestId: link.requestId } }]);
  });

  test('a used, expired, unknown or reset link, or one sent to a former address, verifies nothing', () => {
    const invalid = { status: 404, message: messages.errors.verifyLinkInvalid };
    const verified = after([verifyLink(), { type: 'EmailVerified', data: { email: 'q@example.com', requestId: link.requestId } }]);
    expect(thrown(() => decideVerifyEmail(verified, link.requestId, now))).toMatchObject(invalid);
    expect(thrown(() => decideVerifyEmail(after([verifyLink()]), link.requestId, later(VERIFY_LINK_TTL_MS)))).toMatchObject(invalid);
    expect(decideVerifyEmail(after([verifyLink()]), link.requestId, later(VERIFY_LINK_TTL_MS - 1))).toHaveLength(1);
    expect(thrown(() => decideVerifyEmail(after([verifyLink()]), other, now))).toMatchObject(invalid);
    expect(thrown(() => decideVerifyEmail(after([resetLink()]), link.requestId, now))).toMatchObject(invalid);
    const moved = after([verifyLink(), { type: 'EmailChanged', data: { email: 'new@example.com' } }]);
    expect(thrown(() => decideVerifyEmail(moved, link.requestId, now))).toMatchObject(invalid);
  });
});

describe('password resets', () => {
  test('asking records only the ask, on a new stream of its own', () => {
    expect(decideAskReset(link.requestId, 'maybe-nobody')).toEqual([{ streamId: `resetrequest-${link.requestId}`, expected: 'no_stream', events: [
      { type: 'PasswordResetAsked', data: { requestId: link.requestId, username: 'maybe-nobody' } },
    ] }]);
  });

  test('an active account gets a link for an hour, at most 3 an hour, and its address too', () => {
    expect(decideIssueResetLink(user(), link, 0, now).flatMap((w) => w.events)).toEqual([
      { type: 'PasswordResetRequested', data: { ...link, expiresAt: later(RESET_LINK_TTL_MS).toISOString(), requestedAt: now.toISOString() } },
    ]);
    const asked = (at: Date) => ({ resetRequestedAt: Array.from({ length: RESET_MAILS_PER_WINDOW }, () => at.toISOString()) });
    expect(decideIssueResetLink(user(asked(later(-RESET_MAIL_WINDOW_MS + 1000))), link, 0, now)).toEqual([]);
    expect(decideIssueResetLink(user(asked(later(-RESET_MAIL_WINDOW_MS))), link, 0, now)).toHaveLength(1);
    // Nor when the address had its share through other accounts.
    expect(decideIssueResetLink(user(), link, RESET_MAILS_PER_WINDOW, now)).toEqual([]);
  });

  test('a suspended, deleted or missing account gets none', () => {
    expect(decideIssueResetLink(user({ state: 'suspended' }), link, 0, now)).toEqual([]);
    expect(decideIssueResetLink(user({ state: 'deleted' }), link, 0, now)).toEqual([]);
    expect(decideIssueResetLink(missing, link, 0, now)).toEqual([]);
  });

  test('a usable link sets the password and voids every other pending reset link', () => {
    const pending = after([resetLink(other), resetLink()]);
    expect(decideResetPassword(pending, link.requestId, 'h2', now).flatMap((w) => w.events)).toEqual([
      { type: 'PasswordReset', data: { requestId: link.requestId, passwordHash: 'h2' } },
      { type: 'ResetLinksRevoked', data: { requestIds: [other] } },
    ]);
    expect(decideResetPassword(after([resetLink()]), link.requestId, 'h2', now).flatMap((w) => w.events.map((e) => e.type))).toEqual(['PasswordReset']);
  });

  test('a used, revoked, expired or verification link, or a suspended account, answers the reset message', () => {
    const invalid = { status: 404, message: messages.errors.resetLinkInvalid };
    const used = after([resetLink(), { type: 'PasswordReset', data: { requestId: link.requestId, passwordHash: 'h2' } }]);
    expect(thrown(() => decideResetPassword(used, link.requestId, 'h3', now))).toMatchObject(invalid);
    const revoked = after([resetLink(), { type: 'ResetLinksRevoked', data: { requestIds: [link.requestId] } }]);
    expect(thrown(() => decideResetPassword(revoked, link.requestId, 'h3', now))).toMatchObject(invalid);
    expect(thrown(() => decideResetPassword(after([resetLink()]), link.requestId, 'h3', later(RESET_LINK_TTL_MS)))).toMatchObject(invalid);
    expect(thrown(() => decideResetPassword(after([verifyLink()]), link.requestId, 'h3', now))).toMatchObject(invalid);
    expect(thrown(() => decideResetPassword(after([resetLink()], { state: 'suspended' }), link.requestId, 'h3', now))).toMatchObject(invalid);
  });
});

describe('changing the password', () => {
  test('keeps this session, ends the others (the projection does) and voids pending reset links', () => {
    expect(decideChangePassword(after([resetLink()]), 'h1', 'h2', other).flatMap((w) => w.events)).toEqual([
      { type: 'PasswordChanged', data: { passwordHash: 'h2', keepSessionId: other } },
      { type: 'ResetLinksRevoked', data: { requestIds: [link.requestId] } },
    ]);
  });

  test('a wrong current password, or a change that slipped in since it was checked, is refused', () => {
    const mismatch = { code: 'INCORRECT_CREDS', message: messages.errors.currentPasswordMismatch };
    expect(thrown(() => currentPasswordChecked(null))).toMatchObject(mismatch);
    expect(currentPasswordChecked('h1')).toBe('h1');
    expect(thrown(() => decideChangePassword(user({ passwordHash: 'h-meanwhile' }), 'h1', 'h2', null))).toMatchObject(mismatch);
  });
});

describe('updating the account', () => {
  const keep = { current: held('quill', uuid), next: null };

  test('only the fields sent that differ; nothing that differs appends nothing', () => {
    expect(decideUpdateAccount(user(), { displayName: 'Quill Writer', username: 'Quill' }, keep, link, now).flatMap((w) => w.events))
      .toEqual([{ type: 'DisplayNameChanged', data: { displayName: 'Quill Writer' } }]);
    expect(decideUpdateAccount(user(), { displayName: 'Quill', email: 'q@example.com' }, keep, link, now)).toEqual([]);
  });

  test('a rename moves the claim: the new name claimed and the old released, with the change', () => {
    const decision = decideUpdateAccount(user(), { username: 'Inkwell' }, { current: held('quill', uuid), next: free('Inkwell') }, link, now);
    expect(types(decision)).toEqual([[`user-${uuid}`, ['UsernameChanged']], ['username-inkwell', ['UsernameClaimed']], ['username-quill', ['UsernameReleased']]]);
    expect(decision[0]?.events[0]).toEqual({ type: 'UsernameChanged', data: { username: 'Inkwell', previous: 'Quill' } });
  });

  test('a name someone else holds is taken; changing only the case keeps the claim', () => {
    expect(thrown(() => decideUpdateAccount(user(), { username: 'Inkwell' }, { current: held('quill', uuid), next: held('inkwell', other) }, link, now)))
      .toMatchObject({ code: 'USERNAME_EXISTS', message: messages.errors.usernameExists });
    expect(types(decideUpdateAccount(user(), { username: 'QUILL' }, keep, link, now))).toEqual([[`user-${uuid}`, ['UsernameChanged']]]);
  });

  test('a new address is unverified and gets its own link', () => {
    expect(decideUpdateAccount(user({ emailVerified: true }), { email: 'new@example.com' }, keep, link, now).flatMap((w) => w.events))
      .toEqual([{ type: 'EmailChanged', data: { email: 'new@example.com' } }, verifyLink('new@example.com')]);
  });

  test('no such user: 404', () => {
    expect(thrown(() => decideUpdateAccount(missing, { displayName: 'Ghost' }, keep, link, now))).toMatchObject({ status: 404, message: messages.errors.notFound });
  });
});

describe('account state', () => {
  test('deleting marks the account deleted once (its name stays claimed: no release)', () => {
    expect(decideDeleteAccount(user())).toEqual([{ streamId: `user-${uuid}`, expected: 4, events: [
      { type: 'AccountStateChanged', data: { state: 'deleted', reason: 'deleted by user' } },
    ] }]);
    expect(decideDeleteAccount(user({ state: 'deleted' }))).toEqual([]);
    expect(thrown(() => decideDeleteAccount(missing))).toMatchObject({ status: 404 });
  });

  test('suspends an active account unverified 10 days after sign-up, and nothing else', () => {
    const signedUp = new Date(now.getTime() - UNVERIFIED_SUSPENSION_MS);
    expect(decideSuspendIfUnverified(user(), signedUp, now).flatMap((w) => w.events)).toEqual([
      { type: 'AccountStateChanged', data: { state: 'suspended', reason: 'email not verified within 10 days' } },
    ]);
    expect(decideSuspendIfUnverified(user(), new Date(signedUp.getTime() + 1), now)).toEqual([]);
    expect(decideSuspendIfUnverified(user({ emailVerified: true }), signedUp, now)).toEqual([]);
    expect(decideSuspendIfUnverified(user({ state: 'suspended' }), signedUp, now)).toEqual([]);
    expect(decideSuspendIfUnverified(user({ state: 'deleted' }), signedUp, now)).toEqual([]);
    expect(decideSuspendIfUnverified(missing, signedUp, now)).toEqual([]);
  });

  test('granting admin once; a missing user is a 404', () => {
    expect(decideGrantAdmin(user()).flatMap((w) => w.events)).toEqual([{ type: 'AdminGranted', data: {} }]);
    expect(decideGrantAdmin(user({ isAdmin: true }))).toEqual([]);
    expect(thrown(() => decideGrantAdmin(missing))).toMatchObject({ status: 404 });
  });
});

describe('settings', () => {
  test('only the settings sent that differ are in the event; a balance in another order is the same', () => {
    const base = user({ settings: { ...user().state.settings, lifetimeStartingBalance: { word: 5, page: 1 } } });
    expect(decideUpdateSettings(base, { timeZone: 'Europe/Berlin', weekStartDay: 0, lifetimeStartingBalance: { page: 1, word: 5 } }).flatMap((w) => w.events))
      .toEqual([{ type: 'SettingsChanged', data: { changes: { timeZone: 'Europe/Berlin' } } }]);
    expect(decideUpdateSettings(base, { weekStartDay: 0 })).toEqual([]);
  });

  test('the numbers a change stores are bounded in the decision too: nothing is decided past them', () => {
    const v = messages.validation;
    expect(() => decideUpdateSettings(user(), { lifetimeStartingBalance: { word: COUNT_LIMIT + 1 } })).toThrow(v.countTooLarge);
    expect(() => decideUpdateSettings(user(), { lifetimeStartingBalance: { time: -COUNT_LIMIT - 1 } })).toThrow(v.countTooLarge);
    expect(() => decideUpdateSettings(user(), { lifetimeStartingBalance: { page: 1.5 } })).toThrow(v.countTooLarge);
    expect(() => decideUpdateSettings(user(), { weekStartDay: 7 })).toThrow(v.weekStartDay);
    expect(() => decideUpdateSettings(user(), { dayEndHour: -1 })).toThrow(v.dayEndHour);
    expect(decideUpdateSettings(user(), { lifetimeStartingBalance: { word: COUNT_LIMIT, time: -COUNT_LIMIT } }).flatMap((w) => w.events)).toHaveLength(1);
  });

  test('the aggregate keeps the settings the events set', () => {
    const s = after([{ type: 'SettingsChanged', data: { changes: { dayEndHour: 3 } } }, { type: 'SettingsChanged', data: { changes: { timeZone: 'Asia/Tokyo' } } }]);
    expect(s.state.settings).toMatchObject({ dayEndHour: 3, timeZone: 'Asia/Tokyo', weekStartDay: 0 });
  });
});
