import { describe, expect, test } from 'vitest';
import type { LeaderboardDay, StandingsBoard, StandingsMember } from './standings.ts';
import { boardTeams, leaderboardSeries, teamStandings } from './team-standings.ts';

const TODAY = '2026-11-10';
const TEAMS: StandingsBoard = {
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  goal: { word: 30_000 },
  enableTeams: true,
  individualGoalMode: false,
  fundraiserMode: false,
  teamIds: [10, 11, 12],
};
const words = (...pairs: [string, number][]): LeaderboardDay[] => pairs.map(([date, word]) => ({ date, counts: { word } }));
const member = (id: number, teamId: number | null, days: LeaderboardDay[], more: Partial<StandingsMember> = {}): StandingsMember => ({ id, today: TODAY, isParticipant: true, teamId, goal: null, days, ...more });

const MEMBERS = [
  member(1, 10, words(['2026-11-01', 1_000], ['2026-11-10', 500])), // 1,500 today, 1,000 yesterday
  member(2, 10, words(['2026-11-03', 2_000])), // 2,000
  member(3, 11, words(['2026-11-02', 4_000], ['2026-11-10', -1_000])), // 3,000 today after a cut, 4,000 yesterday
  member(4, null, words(['2026-11-01', 9_000])), // on no team: out of team charts and standings
  member(5, 99, words(['2026-11-01', 9_000])), // on another board's team (§0 item 2): as no team
  member(6, 11, words(['2026-11-01', 9_000]), { isParticipant: false }), // a spectator: never counted
  member(7, 11, [{ date: '2026-11-01', counts: { time: 45 } }]), // on team 11 with no words yet: in the word race at 0
];

describe('boardTeams: eligible members per board team', () => {
  test('team 10 has 1 and 2, team 11 3 and 7 (no words yet), team 12 nobody', () => {
    const teams = boardTeams(TEAMS, MEMBERS, 'word');
    expect([...teams].map(([id, list]) => [id, list.map((m) => m.id)])).toEqual([[10, [1, 2]], [11, [3, 7]], [12, []]]);
  });
});

describe('teamStandings: members added up, ranked like people', () => {
  // Team 10: 1,500 + 2,000 = 3,500 (yesterday 1,000 + 2,000 = 3,000), last active on the 10th (member 1).
  // Team 11: 3,000 (yesterday 4,000), last active on the 10th. Team 12: 0, never active.
  // Today 10 (1), 11 (2), 12 (3); yesterday 11 (1), 10 (2), 12 (3).
  test.each([
    { teamId: 10, memberIds: [1, 2], progress: 3_500, yesterdayProgress: 3_000, lastActivity: '2026-11-10', position: 1, yesterdayPosition: 2, movement: 1 },
    { teamId: 11, memberIds: [3, 7], progress: 3_000, yesterdayProgress: 4_000, lastActivity: '2026-11-10', position: 2, yesterdayPosition: 1, movement: -1 },
    { teamId: 12, memberIds: [], progress: 0, yesterdayProgress: 0, lastActivity: null, position: 3, yesterdayPosition: 3, movement: 0 },
  ])('team $teamId: $progress, position $position', (row) => {
    expect(teamStandings(TEAMS, MEMBERS, 'word').find((r) => r.teamId === row.teamId)).toEqual(row);
  });
});

describe('leaderboardSeries: per team with teams, per member without', () => {
  const from = '2026-11-01';
  const to = '2026-11-04';
  test('teams: daily sums of their members, running totals; an empty team is flat', () => {
    const series = leaderboardSeries(TEAMS, MEMBERS, 'word', from, to);
    expect(series.map(({ kind, id, memberIds, daily, total }) => ({ kind, id, memberIds, daily, total }))).toEqual([
      // member 1's 1,000 on the 1st, member 2's 2,000 on the 3rd
      { kind: 'team', id: 10, memberIds: [1, 2], daily: [1_000, 0, 2_000, 0], total: [1_000, 1_000, 3_000, 3_000] },
      { kind: 'team', id: 11, memberIds: [3, 7], daily: [0, 4_000, 0, 0], total: [0, 4_000, 4_000, 4_000] },
      { kind: 'team', id: 12, memberIds: [], daily: [0, 0, 0, 0], total: [0, 0, 0, 0] },
    ]);
  });
  test('without teams: every participant, team or not, word-less 7 at 0 (spectator 6 left out)', () => {
    const series = leaderboardSeries({ ...TEAMS, enableTeams: false }, MEMBERS, 'word', from, to);
    expect(series.map(({ kind, id, total }) => [kind, id, total])).toEqual([
      ['member', 1, [1_000, 1_000, 1_000, 1_000]],
      ['member', 2, [0, 0, 2_000, 2_000]],
      ['member', 3, [0, 4_000, 4_000, 4_000]],
      ['member', 4, [9_000, 9_000, 9_000, 9_000]],
      ['member', 5, [9_000, 9_000, 9_000, 9_000]],
      ['member', 7, [0, 0, 0, 0]],
    ]);
  });
});

describe('individual-goal mode teams: the average percent of their eligible members', () => {
  const board: StandingsBoard = { ...TEAMS, startDate: null, endDate: null, goal: {}, individualGoalMode: true, teamIds: [10, 11] };
  const members = [
    member(1, 10, words(['2026-11-01', 500], ['2026-11-02', 250]), { goal: { measure: 'word', count: 1_000 } }), // 50 %, then 25 %: 75 %
    member(2, 10, [{ date: '2026-11-01', counts: { time: 300 } }], { goal: { measure: 'time', count: 600 } }), // 50 %
    member(3, 10, words(['2026-11-02', 100]), { goal: { measure: 'word', count: 0 } }), // goal 0: 0 %, but counts as a member
    member(4, 11, [{ date: '2026-11-02', counts: { page: 5 } }], { goal: { measure: 'page', count: 10 } }), // 50 %
    member(5, 11, words(['2026-11-02', 100])), // no goal: not eligible, not in the average
  ];
  test('series: team 10 (50 + 50) ÷ 3 = 33.33 on the 1st, (25 + 0) ÷ 3 = 8.33 on the 2nd; team 11 50 ÷ 1', () => {
    const [ten, eleven] = leaderboardSeries(board, members, 'word', '2026-11-01', '2026-11-02');
    expect(ten?.memberIds).toEqual([1, 2, 3]);
    expect(ten?.daily[0]).toBeCloseTo(33.333, 3);
    expect(ten?.daily[1]).toBeCloseTo(8.333, 3);
    expect(ten?.total[1]).toBeCloseTo(41.667, 3);
    expect(eleven).toMatchObject({ memberIds: [4], daily: [0, 50], total: [0, 50] });
  });
  test('standings: team 11 (50) ahead of team 10 ((75 + 50 + 0) ÷ 3 = 41.67)', () => {
    const rows = teamStandings(board, members, 'word');
    expect(rows.map((r) => [r.teamId, r.position, r.movement])).toEqual([[11, 1, 0], [10, 2, 0]]);
    expect(rows[1]?.progress).toBeCloseTo(41.667, 3);
    expect(rows[0]?.progress).toBe(50);
  });
});
