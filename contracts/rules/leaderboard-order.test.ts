import { describe, expect, test } from 'vitest';
import { sortLeaderboards, sortMembers, sortTeams } from './leaderboard-order.ts';

describe('leaderboard ordering (spec §4)', () => {
  test.each([
    { label: 'starred first, then title', boards: [['Beta', false], ['Alpha', false], ['Zulu', true]], order: ['Zulu', 'Alpha', 'Beta'] },
    { label: 'natural numbers in titles', boards: [['Sprint 10', false], ['Sprint 2', false]], order: ['Sprint 2', 'Sprint 10'] },
    { label: 'case ignored', boards: [['beta', false], ['Alpha', false]], order: ['Alpha', 'beta'] },
    { label: 'several starred sort by title too', boards: [['B', true], ['A', true], ['0', false]], order: ['A', 'B', '0'] },
  ] as const)('boards: $label', ({ boards, order }) => {
    const listed = boards.map(([title, starred]) => ({ title, starred }));
    expect(sortLeaderboards(listed).map((b) => b.title)).toEqual(order);
  });

  test.each([
    {
      label: 'owners, then participants, then spectators',
      members: [['Sam', false, false], ['Pat', false, true], ['Olga', true, false]],
      order: ['Olga', 'Pat', 'Sam'],
    },
    { label: 'within a role by display name', members: [['zoe', false, true], ['Adam', false, true]], order: ['Adam', 'zoe'] },
    { label: 'an owner who spectates still comes first', members: [['Ann', false, true], ['Bob', true, false]], order: ['Bob', 'Ann'] },
  ] as const)('members: $label', ({ members, order }) => {
    const listed = members.map(([displayName, isOwner, isParticipant]) => ({ displayName, isOwner, isParticipant }));
    expect(sortMembers(listed).map((m) => m.displayName)).toEqual(order);
  });

  test('teams by name in natural order', () => {
    expect(sortTeams([{ name: 'Team 10' }, { name: 'team 2' }]).map((t) => t.name)).toEqual(['team 2', 'Team 10']);
  });
});
