import { describe, expect, test } from 'vitest';
import { fundraiserTotals } from './fundraiser.ts';
import type { LeaderboardDay, StandingsBoard, StandingsMember } from './standings.ts';

const TODAY = '2026-11-10';
const BOARD: StandingsBoard = {
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  goal: { word: 10_000 },
  enableTeams: false,
  individualGoalMode: false,
  fundraiserMode: true,
  teamIds: [],
};
const words = (...pairs: [string, number][]): LeaderboardDay[] => pairs.map(([date, word]) => ({ date, counts: { word } }));
const member = (id: number, teamId: number | null, days: LeaderboardDay[], more: Partial<StandingsMember> = {}): StandingsMember => ({ id, today: TODAY, isParticipant: true, teamId, goal: null, days, ...more });

const MEMBERS = [
  member(1, 10, words(['2026-11-01', 1_000], ['2026-11-09', 500])), // 1,500
  member(2, 10, words(['2026-11-02', 3_000], ['2026-11-20', 5_000])), // 3,000 (the 20th is not yet)
  member(3, 11, words(['2026-11-02', 200], ['2026-11-03', -700])), // −500: left off the meter
  member(4, 11, words(['2026-11-04', 3_000])), // 3,000, ties with 2
  member(5, null, words(['2026-11-05', 0])), // 0: not a positive contribution
  member(6, 10, words(['2026-11-01', 50_000]), { isParticipant: false }), // a spectator
];

describe('fundraiserTotals: positive contributions, biggest first', () => {
  test('per participant: 2 and 4 (3,000 each, in members\' order), then 1; 1,500 + 3,000 + 3,000 = 7,500 of 10,000', () => {
    expect(fundraiserTotals(BOARD, MEMBERS, 'word')).toEqual({
      contributions: [{ kind: 'member', id: 2, total: 3_000 }, { kind: 'member', id: 4, total: 3_000 }, { kind: 'member', id: 1, total: 1_500 }],
      grandTotal: 7_500,
      goal: 10_000,
      meterMax: 10_000,
      percent: 75,
    });
  });

  test('per team: 10 has 1,500 + 3,000 = 4,500; 11 has −500 + 3,000 = 2,500; member 5 is on no team', () => {
    const totals = fundraiserTotals({ ...BOARD, enableTeams: true, teamIds: [11, 10] }, MEMBERS, 'word');
    expect(totals.contributions).toEqual([{ kind: 'team', id: 10, total: 4_500 }, { kind: 'team', id: 11, total: 2_500 }]);
    // 4,500 + 2,500 = 7,000 = 70 % of 10,000
    expect([totals.grandTotal, totals.meterMax, totals.percent]).toEqual([7_000, 10_000, 70]);
  });

  test.each([
    // past the goal: the meter runs to the total; 7,500 × 100 ÷ 5,000 = 150 %
    { label: 'a goal passed', goal: { word: 5_000 }, meterMax: 7_500, percent: 150, expectedGoal: 5_000 },
    { label: 'no goal in the measure', goal: { time: 600 }, meterMax: 7_500, percent: null, expectedGoal: null },
    { label: 'a goal of 0', goal: { word: 0 }, meterMax: 7_500, percent: null, expectedGoal: 0 },
  ])('$label: meter to $meterMax', ({ goal, meterMax, percent, expectedGoal }) => {
    expect(fundraiserTotals({ ...BOARD, goal }, MEMBERS, 'word')).toMatchObject({ grandTotal: 7_500, goal: expectedGoal, meterMax, percent });
  });

  test('nobody has given anything yet: an empty meter of the goal', () => {
    expect(fundraiserTotals(BOARD, [member(1, null, words(['2026-11-03', -10]))], 'word')).toEqual({ contributions: [], grandTotal: 0, goal: 10_000, meterMax: 10_000, percent: 0 });
  });
});
