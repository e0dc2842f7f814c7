import { describe, expect, test } from 'vitest';
import { addDays } from './dates.ts';
import { GOAL_HORIZON_DAYS } from './goal-horizon.ts';
import {
  boardGoal,
  goalPercent,
  leaderboardChartDates,
  leaderboardChartRange,
  leaderboardPar,
  leaderboardParLine,
  leaderboardParWindow,
  showsPar,
} from './leaderboard-par.ts';

/** November 2026: 30 days. */
const NOVEMBER = { start: '2026-11-01', end: '2026-11-30' };

describe('leaderboardPar: prorated by days elapsed over total days with an end date', () => {
  test.each([
    { label: 'a week before the start', date: '2026-10-25', par: 0 },
    { label: 'the day before the start (daysAlong 0)', date: '2026-10-31', par: 0 },
    // ceil(50,000 × 1 ÷ 30) = ceil(1,666.67) = 1,667
    { label: 'the first day', date: '2026-11-01', par: 1_667 },
    // ceil(50,000 × 10 ÷ 30) = ceil(16,666.67) = 16,667
    { label: 'day 10', date: '2026-11-10', par: 16_667 },
    // 50,000 × 15 ÷ 30 = 25,000 exactly
    { label: 'mid-way (day 15)', date: '2026-11-15', par: 25_000 },
    // ceil(50,000 × 29 ÷ 30) = ceil(48,333.33) = 48,334
    { label: 'the day before the end', date: '2026-11-29', par: 48_334 },
    { label: 'the last day', date: '2026-11-30', par: 50_000 },
    { label: 'after the end', date: '2026-12-05', par: 50_000 },
  ])('$label ($date) → $par', ({ date, par }) => {
    expect(leaderboardPar(50_000, NOVEMBER, date)).toBe(par);
  });

  test.each([
    { label: 'before the start', date: '2026-10-25' },
    { label: 'the first day', date: '2026-11-01' },
    { label: 'mid-way', date: '2026-11-15' },
    { label: 'after the "end" that is not there', date: '2027-01-01' },
  ])('without an end date the whole goal: $label', ({ date }) => {
    expect(leaderboardPar(50_000, { start: NOVEMBER.start, end: null }, date)).toBe(50_000);
  });

  test.each([
    // ceil(3,000 × 1 ÷ 7) = ceil(428.57) = 429, so −429 (the reference's Math.ceil(−428.57) gives −428)
    { label: 'a cut, day 1', goal: -3_000, date: '2026-03-02', par: -429 },
    // ceil(3,000 × 3 ÷ 7) = ceil(1,285.71) = 1,286
    { label: 'a cut, day 3', goal: -3_000, date: '2026-03-04', par: -1_286 },
    { label: 'a cut, last day', goal: -3_000, date: '2026-03-08', par: -3_000 },
    { label: 'a goal of 0', goal: 0, date: '2026-03-04', par: 0 },
  ])('$label → $par', ({ goal, date, par }) => {
    expect(leaderboardPar(goal, { start: '2026-03-02', end: '2026-03-08' }, date)).toBe(par);
  });

  test('whole pars stay whole: 50 over 22 days on day 11 is 25 (50 ÷ 22 × 11 = 25.000000000000004 would ceil to 26)', () => {
    expect(leaderboardPar(50, { start: '2026-02-01', end: '2026-02-22' }, '2026-02-11')).toBe(25);
  });

  test('a start after the end is a one-day window on the end date', () => {
    const window = { start: '2026-05-05', end: '2026-05-03' };
    expect([leaderboardPar(900, window, '2026-05-02'), leaderboardPar(900, window, '2026-05-03')]).toEqual([0, 900]);
  });

  test('across a leap day: 29 February counts (2024-02-28..2024-03-01 is 3 days)', () => {
    // ceil(100 × 2 ÷ 3) = ceil(66.67) = 67
    expect(leaderboardPar(100, { start: '2024-02-28', end: '2024-03-01' }, '2024-02-29')).toBe(67);
  });
});

describe('leaderboardParLine: the table\'s par on every date', () => {
  test('a 4-day board with a goal of 10: ceil(2.5), 5, ceil(7.5), 10', () => {
    const dates = ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04'];
    expect(leaderboardParLine(10, { start: '2026-01-01', end: '2026-01-04' }, dates)).toEqual([3, 5, 8, 10]);
  });
  test('no end date: the whole goal from day 1', () => {
    expect(leaderboardParLine(10, { start: '2026-01-01', end: null }, ['2026-01-01', '2026-01-02'])).toEqual([10, 10]);
  });
});

describe('leaderboardParWindow: the board\'s start, else the earliest entry, else today', () => {
  test.each([
    { board: { startDate: '2026-11-01', endDate: '2026-11-30' }, earliest: '2026-11-03', window: { start: '2026-11-01', end: '2026-11-30' } },
    { board: { startDate: null, endDate: '2026-11-30' }, earliest: '2026-11-03', window: { start: '2026-11-03', end: '2026-11-30' } },
    { board: { startDate: null, endDate: null }, earliest: null, window: { start: '2026-11-20', end: null } },
  ])('$board.startDate/$earliest', ({ board, earliest, window }) => {
    expect(leaderboardParWindow(board, earliest, '2026-11-20')).toEqual(window);
  });
});

describe('showsPar and boardGoal', () => {
  test.each([
    { label: 'a goal in the measure', board: { individualGoalMode: false, fundraiserMode: false, goal: { word: 50_000 } }, shows: true, goal: 50_000 },
    { label: 'a goal of 0 is still a goal', board: { individualGoalMode: false, fundraiserMode: false, goal: { word: 0 } }, shows: true, goal: 0 },
    { label: 'a goal in another measure only', board: { individualGoalMode: false, fundraiserMode: false, goal: { time: 600 } }, shows: false, goal: null },
    { label: 'a fundraiser has no par', board: { individualGoalMode: false, fundraiserMode: true, goal: { word: 50_000 } }, shows: false, goal: 50_000 },
    { label: 'individual-goal mode always has par', board: { individualGoalMode: true, fundraiserMode: false, goal: {} }, shows: true, goal: null },
  ])('$label', ({ board, shows, goal }) => {
    expect(showsPar(board, 'word')).toBe(shows);
    expect(boardGoal(board.goal, 'word')).toBe(goal);
  });
});

describe('goalPercent', () => {
  test.each([
    { progress: 25_000, goal: 50_000, percent: 50 },
    { progress: 60_000, goal: 50_000, percent: 120 },
    { progress: -500, goal: 1_000, percent: -50 },
    { progress: -500, goal: -1_000, percent: 50 },
    { progress: 0, goal: 1_000, percent: 0 },
    { progress: 700, goal: 0, percent: null },
    { progress: 700, goal: null, percent: null },
  ])('$progress of $goal → $percent', ({ progress, goal, percent }) => {
    expect(goalPercent(progress, goal)).toBe(percent);
  });
  test('equal ratios give equal numbers, so they tie: 1 of 3 and 2 of 6', () => {
    expect(goalPercent(1, 3)).toBe(goalPercent(2, 6));
    expect(goalPercent(1, 3)).toBeCloseTo(33.333, 3);
  });
});

describe('leaderboardChartDates', () => {
  const TODAY = '2026-05-10';
  test.each([
    { label: 'the board\'s dates', board: { startDate: '2026-11-01', endDate: '2026-11-03' }, first: null, last: null, from: '2026-11-01', to: '2026-11-03', days: 3 },
    { label: 'no dates: first to last entry', board: { startDate: null, endDate: null }, first: '2026-05-04', last: '2026-05-06', from: '2026-05-04', to: '2026-05-06', days: 3 },
    { label: 'no dates, no entries: today and 6 more', board: { startDate: null, endDate: null }, first: null, last: null, from: TODAY, to: '2026-05-16', days: 7 },
    { label: 'a future start, no end: a week from it', board: { startDate: '2026-06-01', endDate: null }, first: null, last: null, from: '2026-06-01', to: '2026-06-07', days: 7 },
    // April 1..30 (30) + May 1..16 (16) = 46
    { label: 'a past start, no end, no entries: to a week after today', board: { startDate: '2026-04-01', endDate: null }, first: null, last: null, from: '2026-04-01', to: '2026-05-16', days: 46 },
    { label: 'an end before the start is swapped', board: { startDate: '2026-05-05', endDate: '2026-05-03' }, first: null, last: null, from: '2026-05-03', to: '2026-05-05', days: 3 },
  ])('$label', ({ board, first, last, from, to, days }) => {
    const dates = leaderboardChartDates(board, first, last, TODAY);
    expect([dates[0], dates.at(-1), dates.length]).toEqual([from, to, days]);
  });
});

describe('the century goals hold (GOAL_HORIZON_DAYS) holds for a board\'s chart and par', () => {
  const TODAY = '2026-11-10';
  const open = { startDate: null, endDate: null };
  test('an open board with entries on 2026-11-01 and 2999-12-31: the chart runs a century from the first', () => {
    expect(leaderboardChartRange(open, '2026-11-01', '2999-12-31', TODAY)).toEqual({ from: '2026-11-01', to: addDays('2026-11-01', GOAL_HORIZON_DAYS) });
    expect(leaderboardChartDates(open, '2026-11-01', '2999-12-31', TODAY)).toHaveLength(GOAL_HORIZON_DAYS + 1);
  });
  test('an entry centuries back: the window starts a century before today', () => {
    const start = addDays(TODAY, -GOAL_HORIZON_DAYS);
    expect(leaderboardParWindow(open, '1000-01-01', TODAY)).toEqual({ start, end: null });
    expect(leaderboardChartRange(open, '1000-01-01', '2026-11-01', TODAY)).toEqual({ from: start, to: '2026-11-01' });
  });
  test('a board dated to 9999: par over a century from its start, the chart too', () => {
    const board = { startDate: '2026-11-01', endDate: '9999-12-31' };
    const end = addDays('2026-11-01', GOAL_HORIZON_DAYS);
    expect(leaderboardParWindow(board, null, TODAY)).toEqual({ start: '2026-11-01', end });
    expect(leaderboardChartRange(board, null, null, TODAY)).toEqual({ from: '2026-11-01', to: end });
  });
  test('a board of a century ago keeps its own dates', () => {
    const board = { startDate: '1900-01-01', endDate: '1900-12-31' };
    expect(leaderboardChartRange(board, '1900-01-05', '1900-02-01', TODAY)).toEqual({ from: '1900-01-01', to: '1900-12-31' });
  });
});
