import { describe, expect, test } from 'vitest';
import type { DomainError } from '@inkpace/contracts/errors';
import { messages } from '@inkpace/contracts/messages';
import { RESET_LINK_TTL_MS, VERIFY_LINK_TTL_MS, type AccountState } from '@inkpace/contracts/rules/account';
import type { Loaded } from '../pipeline/aggregate.ts';
import { userAggregate, type LinkSecret, type UserState } from '../accounts/index.ts';
import { decideAdminUpdate, decideSendReset, decideSendVerification, decideSetState, decideVerifyByFiat } from './decide.ts';

const uuid = 'c0ffee00-0000-4000-8000-000000000007';
const adminUuid = '11111111-2222-4333-8444-555555555555';
const now = new Date('2026-03-01T12:00:00.000Z');
const link: LinkSecret = { requestId: '9a1b2c3d-0000-4000-8000-00000000000a', tokenHash: 'hash-of-token' };
const user = (over: Partial<UserState> = {}, exists = true): Loaded<UserState> => ({
  state: { ...userAggregate.initial, id: 7, uuid, username: 'Quill', displayName: 'Quill', email: 'q@example.com', passwordHash: 'h1', ...over },
  exists, revision: 4,
});
const thrown = (fn: () => unknown): DomainError | null => { try { fn(); } catch (e) { return e as DomainError; } return null; };
const e = messages.errors;

describe('state changes (spec §4)', () => {
  test.each<[AccountState, AccountState, string]>([
    ['active', 'suspended', 'suspended by an administrator'],
    ['active', 'deleted', 'deleted by an administrator'],
    ['suspended', 'active', 'activated by an administrator'],
    ['deleted', 'active', 'restored by an administrator'],
  ])('%s → %s is allowed', (from, to, reason) => {
    expect(decideSetState(user({ state: from }), adminUuid, to, undefined)).toEqual([
      { streamId: `user-${uuid}`, expected: 4, events: [{ type: 'AccountStateChanged', data: { state: to, reason } }] },
    ]);
  });

  test('the admin\'s reason replaces the default one', () => {
    expect(decideSetState(user(), adminUuid, 'suspended', 'spam')[0]?.events).toEqual([{ type: 'AccountStateChanged', data: { state: 'suspended', reason: 'spam' } }]);
  });

  test.each<[AccountState, AccountState, string, string]>([
    ['suspended', 'deleted', 'CONFLICT', e.adminTransition('suspended', 'deleted')],
    ['deleted', 'suspended', 'CONFLICT', e.adminTransition('deleted', 'suspended')],
    ['active', 'active', 'CONFLICT', e.adminSameState('active')],
    ['suspended', 'suspended', 'CONFLICT', e.adminSameState('suspended')],
    ['deleted', 'deleted', 'CONFLICT', e.adminSameState('deleted')],
  ])('%s → %s is refused', (from, to, code, message) => {
    expect(thrown(() => decideSetState(user({ state: from }), adminUuid, to, undefined))).toMatchObject({ code, message });
  });

  test('an administrator cannot suspend or delete their own account, but nothing stops the rest', () => {
    for (const to of ['suspended', 'deleted'] as const) {
      expect(thrown(() => decideSetState(user({ uuid: adminUuid }), adminUuid, to, undefined))).toMatchObject({ code: 'FORBIDDEN', message: e.adminOwnAccount });
    }
  });

  test('no such user: 404', () => {
    expect(thrown(() => decideSetState(user({}, false), adminUuid, 'suspended', undefined))).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('profile actions, only while active', () => {
  test('verify by fiat marks the current address verified, once', () => {
    expect(decideVerifyByFiat(user())[0]?.events).toEqual([{ type: 'EmailVerified', data: { email: 'q@example.com', requestId: null } }]);
    expect(decideVerifyByFiat(user({ emailVerified: true }))).toEqual([]);
  });

  test('a verification link goes to the current address; an address already verified gets none (409)', () => {
    const expected = [{ type: 'EmailVerificationRequested', data: { ...link, email: 'q@example.com', expiresAt: new Date(now.getTime() + VERIFY_LINK_TTL_MS).toISOString() } }];
    expect(decideSendVerification(user(), link, now)[0]?.events).toEqual(expected);
    expect(thrown(() => decideSendVerification(user({ emailVerified: true }), link, now))).toMatchObject({ code: 'CONFLICT', message: e.adminAlreadyVerified });
  });

  test('a reset link is issued even past the hourly cap of self-service requests', () => {
    const busy = user({ resetRequestedAt: Array.from({ length: 10 }, () => now.toISOString()) });
    expect(decideSendReset(busy, link, now)[0]?.events).toEqual([{ type: 'PasswordResetRequested', data: {
      ...link, expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS).toISOString(), requestedAt: now.toISOString(),
    } }]);
  });

  test.each<AccountState>(['suspended', 'deleted'])('a %s account gets none of them (409)', (state) => {
    for (const decide of [() => decideVerifyByFiat(user({ state })), () => decideSendVerification(user({ state }), link, now), () => decideSendReset(user({ state }), link, now)]) {
      expect(thrown(decide)).toMatchObject({ code: 'CONFLICT', message: e.adminNotActive(state) });
    }
  });

  test('no such user: 404', () => {
    expect(thrown(() => decideVerifyByFiat(user({}, false)))).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('profile edits', () => {
  const claims = { current: { streamId: 'username-quill', holder: uuid, revision: 0, lapsed: false }, next: null };

  test('an active account\'s display name and email change as the writer\'s own edit would (a new address gets a link)', () => {
    expect(decideAdminUpdate(user(), { displayName: 'Q. Uill', email: 'new@example.com' }, claims, link, now)[0]?.events.map((ev) => ev.type))
      .toEqual(['DisplayNameChanged', 'EmailChanged', 'EmailVerificationRequested']);
  });

  test.each<AccountState>(['suspended', 'deleted'])('a %s account is not edited (409)', (state) => {
    expect(thrown(() => decideAdminUpdate(user({ state }), { displayName: 'Other' }, claims, link, now))).toMatchObject({ code: 'CONFLICT' });
  });
});
