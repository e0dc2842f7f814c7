import { leaderboardSummary, type LeaderboardSummary } from '@inkpace/contracts/api/leaderboard';
import type { MemberBio, Team } from '@inkpace/contracts/api/leaderboard-member';
import { standings, type StandingsValue } from '@inkpace/contracts/api/leaderboard-standings';
import { testUser } from './data.ts';

/**
 * A leaderboard and its standings as the server sends them, for the board page's tests. Every fixture goes
 * through the contract's zod schema, so it cannot drift from what the server answers.
 */

export const BOARD_UUID = '5b0e8f4c-2d7a-4e3b-9c1f-0a6d2e8b7c41';
const stamp = '2026-03-01T12:00:00.000Z';
const uuidOf = (n: number) => `00000000-0000-4000-8000-${String(5000 + n).padStart(12, '0')}`;

/** Member n; member 1 is the signed-in test user (Alice), an owner taking part. */
export function testMember(id: number, overrides: Partial<MemberBio> = {}): MemberBio {
  return {
    id, isParticipant: true, isOwner: id === 1, userUuid: id === 1 ? testUser().uuid : uuidOf(id),
    displayName: ['', 'Alice', 'Bram', 'Chen', 'Dara', 'Emil'][id] ?? `Writer ${id}`, avatar: null, teamId: null, color: '', ...overrides,
  };
}

export function testTeam(id: number, name: string, color = ''): Team {
  return { id, uuid: uuidOf(100 + id), createdAt: stamp, updatedAt: stamp, name, color, boardId: 1 };
}

export function testBoard(overrides: Partial<LeaderboardSummary> = {}): LeaderboardSummary {
  return leaderboardSummary.parse({
    id: 1, uuid: BOARD_UUID, createdAt: stamp, updatedAt: stamp, state: 'active', ownerId: 1,
    title: 'March Madness', description: 'Write **every** day.', measures: ['word', 'time'], startDate: '2026-03-01', endDate: '2026-03-31',
    goal: { word: 50000 }, enableTeams: false, individualGoalMode: false, fundraiserMode: false, starred: false, isJoinable: true, isPublic: false,
    teams: [], members: [testMember(1), testMember(2), testMember(3)],
    ...overrides,
  });
}

type Row = StandingsValue['rows'][number];

/** A standings row: defaults to words, no par, nobody moved. */
export function testRow(memberId: number, position: number, progress: number, overrides: Partial<Row> = {}): Row {
  return {
    memberId, measure: 'word', progress, yesterdayProgress: progress, lastActivity: '2026-03-04', goal: 50000, percent: null,
    position, yesterdayPosition: position, movement: 0, par: null, vsPar: null, ...overrides,
  };
}

export function testStandings(overrides: Partial<StandingsValue> = {}): StandingsValue {
  return standings.parse({
    version: 'v1', today: '2026-03-05', measure: 'word', measures: ['word', 'time'], notice: null,
    people: [1, 2, 3].map((id) => ({ memberId: id, displayName: testMember(id).displayName, avatar: null, color: id === 2 ? 'teal' : '', teamId: null })),
    rows: [testRow(2, 1, 3000, { movement: 2 }), testRow(1, 2, 1200, { movement: -1 }), testRow(3, 2, 1200)],
    teams: [], dates: ['2026-03-01', '2026-03-02', '2026-03-03'],
    series: [
      { kind: 'member', id: 2, memberIds: [2], total: [0, 1000, 3000] },
      { kind: 'member', id: 1, memberIds: [1], total: [500, 500, 1200] },
      { kind: 'member', id: 3, memberIds: [3], total: [0, 1200, 1200] },
    ],
    parLine: null, fundraiser: null,
    ...overrides,
  });
}
