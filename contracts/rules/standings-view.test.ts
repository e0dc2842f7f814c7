import { describe, expect, test } from 'vitest';
import { addDays } from './dates.ts';
import { GOAL_HORIZON_DAYS } from './goal-horizon.ts';
import { keptChartIndexes, STANDINGS_CHART_DAYS, standingsView, type StandingsBoardView } from './standings-view.ts';
import type { LeaderboardDay, StandingsMember } from './standings.ts';
import { leaderboardSeries } from './team-standings.ts';

const TODAY = '2026-11-10';
const NOVEMBER: StandingsBoardView = {
  startDate: '2026-11-01', endDate: '2026-11-30', goal: { word: 30_000 }, measures: ['word', 'time'],
  enableTeams: false, individualGoalMode: false, fundraiserMode: false, teamIds: [],
};
const words = (...pairs: [string, number][]): LeaderboardDay[] => pairs.map(([date, word]) => ({ date, counts: { word } }));
const member = (id: number, days: LeaderboardDay[], more: Partial<StandingsMember> = {}): StandingsMember => ({ id, today: TODAY, isParticipant: true, teamId: null, goal: null, days, ...more });

describe('keptChartIndexes: every day up to the limit, then whole weeks counted back from the last day', () => {
  test.each([
    { length: 1, lines: 1, expected: [0] },
    { length: 30, lines: 200, expected: Array.from({ length: 30 }, (_, i) => i) },
  ])('$length days, $lines lines: all of them', ({ length, lines, expected }) => {
    expect(keptChartIndexes(length, lines)).toEqual(expected);
  });

  test('a two-year window keeps the first day and every 14th day back from the last (730 days > 400: ceil(730/400)=2 → 1 week is too few, 2 weeks)', () => {
    const kept = keptChartIndexes(730, 1);
    expect(kept[0]).toBe(0);
    expect(kept.at(-1)).toBe(729);
    expect(kept[kept.length - 2]).toBe(729 - 7);
    expect(kept.length).toBeLessThanOrEqual(STANDINGS_CHART_DAYS);
  });

  test('many lines on a short window: fewer dates so values stay under 40,000 (1,000 lines → 40 dates)', () => {
    const kept = keptChartIndexes(100, 1_000);
    expect(kept.length * 1_000).toBeLessThanOrEqual(40_000 + 1_000);
    expect(kept.at(-1)).toBe(99);
    expect(kept[0]).toBe(0);
  });
});

describe('standingsView', () => {
  test('lines equal the full series on the kept dates; par runs on the same dates; the measure is the first offered', () => {
    const members = [member(1, words(['2026-11-01', 1_000], ['2026-11-05', 500])), member(2, words(['2026-11-02', 2_000]))];
    const view = standingsView(NOVEMBER, members, undefined, TODAY);
    expect(view.measure).toBe('word');
    expect(view.measures).toEqual(['word']);
    expect(view.notice).toBeNull();
    expect(view.dates).toHaveLength(30);
    const full = leaderboardSeries(NOVEMBER, members, 'word', '2026-11-01', '2026-11-30');
    expect(view.series.map((s) => s.total)).toEqual(full.map((s) => s.total));
    // 30,000 over 30 days: 1,000 a day, the whole goal on the last.
    expect(view.parLine?.[9]).toBe(10_000);
    expect(view.parLine?.at(-1)).toBe(30_000);
    expect(view.rows.map((r) => [r.memberId, r.position, r.par, r.vsPar])).toEqual([[2, 1, 10_000, -8_000], [1, 2, 10_000, -8_500]]);
  });

  test('a line stops at its member\'s own today: an entry dated after it shows nowhere yet', () => {
    const members = [member(1, words(['2026-11-10', 100], ['2026-11-11', 50]), { today: '2026-11-10' }), member(2, words(['2026-11-11', 70]), { today: '2026-11-11' })];
    const view = standingsView(NOVEMBER, members, undefined, '2026-11-11');
    expect(view.series.map((s) => s.total[10])).toEqual([100, 70]);
    expect(view.rows.map((r) => [r.memberId, r.progress])).toEqual([[1, 100], [2, 70]]);
  });

  test('a measure not offered falls back to the first offered one', () => {
    expect(standingsView(NOVEMBER, [member(1, words(['2026-11-01', 5]))], 'time', TODAY).measure).toBe('word');
  });

  test.each([
    { label: 'only the owner, spectating', members: [member(1, [], { isParticipant: false })], notice: 'noParticipants' },
    { label: 'everyone spectating', members: [member(1, [], { isParticipant: false }), member(2, [], { isParticipant: false })], notice: 'onlySpectators' },
    { label: 'participants without progress', members: [member(1, [])], notice: 'noProgress' },
  ])('notice: $label', ({ members, notice }) => {
    expect(standingsView(NOVEMBER, members, undefined, TODAY).notice).toBe(notice);
  });

  test('teams on, nobody on one of the board\'s teams (a team id of another board counts as none): noTeamParticipants', () => {
    const board = { ...NOVEMBER, enableTeams: true, teamIds: [7] };
    expect(standingsView(board, [member(1, words(['2026-11-01', 5]), { teamId: 99 })], undefined, TODAY).notice).toBe('noTeamParticipants');
  });

  test('individual-goal mode: no measure, percents, par to 100; without any goal: noGoals', () => {
    const board = { ...NOVEMBER, individualGoalMode: true, measures: [], goal: {} };
    expect(standingsView(board, [member(1, words(['2026-11-01', 5]))], undefined, TODAY).notice).toBe('noGoals');
    const view = standingsView(board, [member(1, words(['2026-11-01', 500]), { goal: { measure: 'word', count: 1_000 } })], undefined, TODAY);
    expect(view.measure).toBeNull();
    expect(view.rows[0]?.percent).toBe(50);
    expect(view.series[0]?.total.at(-1)).toBe(50);
    expect(view.parLine?.at(-1)).toBe(100);
  });

  test('fundraiser: the meter, and no par line', () => {
    const board = { ...NOVEMBER, fundraiserMode: true };
    const view = standingsView(board, [member(1, words(['2026-11-01', 700])), member(2, words(['2026-11-02', 300]))], undefined, TODAY);
    expect(view.fundraiser).toMatchObject({ grandTotal: 1_000, goal: 30_000, meterMax: 30_000 });
    expect(view.parLine).toBeNull();
  });

  test('an open board with entries centuries apart: a century\'s chart, whose lines still end at the table\'s totals', () => {
    const open = { ...NOVEMBER, startDate: null, endDate: null };
    const ahead = standingsView(open, [member(1, words(['2026-11-01', 2], ['2999-12-31', 4]))], undefined, TODAY);
    expect([ahead.dates[0], ahead.dates.at(-1)]).toEqual(['2026-11-01', addDays('2026-11-01', GOAL_HORIZON_DAYS)]);
    expect(ahead.dates.length).toBeLessThanOrEqual(STANDINGS_CHART_DAYS);
    expect([ahead.rows[0]?.progress, ahead.series[0]?.total.at(-1)]).toEqual([2, 2]); // the 2999 entry is not yet
    const back = standingsView(open, [member(1, words(['1000-01-01', 5], ['2026-11-01', 2]))], undefined, TODAY);
    expect(back.dates[0]).toBe(addDays(TODAY, -GOAL_HORIZON_DAYS));
    expect([back.rows[0]?.progress, back.series[0]?.total[0], back.series[0]?.total.at(-1)]).toEqual([7, 5, 7]);
  });

  test('a board spanning a century stays small: at most 400 dates, the last total is exact', () => {
    const board = { ...NOVEMBER, startDate: '1950-01-01', endDate: '2049-12-31' };
    const view = standingsView(board, [member(1, words(['1950-01-01', 1], ['2026-11-01', 2]))], undefined, TODAY);
    expect(view.dates.length).toBeLessThanOrEqual(STANDINGS_CHART_DAYS);
    expect(view.dates.at(-1)).toBe('2049-12-31');
    expect(view.series[0]?.total.at(-1)).toBe(3);
  });
});
