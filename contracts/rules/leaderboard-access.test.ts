import { describe, expect, test } from 'vitest';
import { DomainError } from '../errors.ts';
import { MEMBERS_PER_BOARD } from '../api/leaderboard-member.ts';
import { boardRole, isSoleOwner, requireBoardMember, requireBoardOwner, requireJoinable, requireLiveBoard } from './leaderboard-access.ts';

const uuid = '00000000-0000-4000-8000-000000000001';
const owner = { isOwner: true };
const member = { isOwner: false };
const codeOf = (fn: () => unknown): string | null => { try { fn(); } catch (e) { return (e as DomainError).code; } return null; };

describe('leaderboard access', () => {
  test.each([
    ['owner of a live board', { live: true, membership: owner }, 'owner', null, null],
    ['member of a live board', { live: true, membership: member }, 'member', null, 'FORBIDDEN'],
    ['stranger to a live board', { live: true, membership: null }, 'none', 'NOT_FOUND', 'NOT_FOUND'],
    ['owner of a deleted board', { live: false, membership: owner }, 'none', 'NOT_FOUND', 'NOT_FOUND'],
    ['no board at all', null, 'none', 'NOT_FOUND', 'NOT_FOUND'],
  ] as const)('%s', (_name, access, role, asMember, asOwner) => {
    expect(boardRole(access)).toBe(role);
    expect(codeOf(() => requireBoardMember(access, uuid))).toBe(asMember);
    expect(codeOf(() => requireBoardOwner(access, uuid))).toBe(asOwner);
  });

  test('a stranger is told the board cannot be found, in the words of the spec', () => {
    expect(() => requireBoardOwner(null, uuid)).toThrow(`Could not find a leaderboard with uuid ${uuid}.`);
    expect(() => requireLiveBoard({ live: false }, uuid)).toThrow(DomainError);
    expect(requireLiveBoard({ live: true }, uuid)).toEqual({ live: true });
  });

  test('a board takes new members while it is open to them and not full', () => {
    expect(codeOf(() => requireJoinable({ isJoinable: true, memberCount: MEMBERS_PER_BOARD - 1 }))).toBeNull();
    expect(codeOf(() => requireJoinable({ isJoinable: false, memberCount: 1 }))).toBe('CANNOT_JOIN');
    expect(codeOf(() => requireJoinable({ isJoinable: true, memberCount: MEMBERS_PER_BOARD }))).toBe('CANNOT_JOIN');
  });
});

describe('isSoleOwner: the one owner a board must keep', () => {
  test.each([
    { label: 'the only owner', member: { isOwner: true }, owners: 1, sole: true },
    { label: 'one of two owners', member: { isOwner: true }, owners: 2, sole: false },
    { label: 'a member beside the only owner', member: { isOwner: false }, owners: 1, sole: false },
  ])('$label → $sole', ({ member, owners, sole }) => {
    expect(isSoleOwner(member, owners)).toBe(sole);
  });
});
