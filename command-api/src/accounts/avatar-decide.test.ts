import { describe, expect, test } from 'vitest';
import type { Loaded } from '../pipeline/aggregate.ts';
import { decideRemoveAvatar, decideSetAvatar } from './decide.ts';
import { userAggregate, type UserState } from './user-aggregate.ts';

const uuid = 'c0ffee00-0000-4000-8000-000000000007';
const first = '0b3c2b1e-7a6f-4a8e-9f00-1234567890ab.webp';
const second = '5d2e9c1a-3b4f-4c6d-8e7f-0a1b2c3d4e5f.webp';
const user = (over: Partial<UserState> = {}, exists = true): Loaded<UserState> => ({
  state: { ...userAggregate.initial, id: 7, uuid, username: 'Quill', ...over }, exists, revision: 4,
});
const eventsOf = (decision: ReturnType<typeof decideSetAvatar>['decision']) => decision.flatMap((w) => w.events);

describe('avatar decisions', () => {
  test.each([
    ['a first avatar', null, null],
    ['a new avatar replacing one', first, first],
  ])('%s: UserAvatarSet with the new file; the replaced file is named for deletion', (_what, current, previous) => {
    const decided = decideSetAvatar(user({ avatar: current }), second);
    expect(eventsOf(decided.decision)).toEqual([{ type: 'UserAvatarSet', data: { avatar: second } }]);
    expect(decided.previous).toBe(previous);
  });

  test('removing one: UserAvatarRemoved, and its file is named for deletion; removing none decides nothing', () => {
    expect(decideRemoveAvatar(user({ avatar: first }))).toMatchObject({ previous: first });
    expect(eventsOf(decideRemoveAvatar(user({ avatar: first })).decision)).toEqual([{ type: 'UserAvatarRemoved', data: {} }]);
    expect(decideRemoveAvatar(user({ avatar: null }))).toEqual({ decision: [], previous: null });
  });

  test('an unknown user is a 404', () => {
    expect(() => decideSetAvatar(user({}, false), first)).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
    expect(() => decideRemoveAvatar(user({}, false))).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
  });

  test('the aggregate follows the events', () => {
    const stamp = { at: '2026-01-01T00:00:00.000Z', by: 'user' } as const;
    const set = userAggregate.evolve(user().state, { type: 'UserAvatarSet', data: { avatar: first } }, stamp);
    expect(set.avatar).toBe(first);
    expect(userAggregate.evolve(set, { type: 'UserAvatarRemoved', data: {} }, stamp).avatar).toBeNull();
  });
});
