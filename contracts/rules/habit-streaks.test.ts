import { describe, expect, test } from 'vitest';
import { addDays } from './dates.ts';
import type { GoalDay } from './goal-days.ts';
import { habitPeriods, type HabitPeriod } from './habit-periods.ts';
import { habitSummary } from './habit-streaks.ts';

/** Daily periods from 1 March 2026, one per letter: S success, F failure. */
const periods = (pattern: string): HabitPeriod[] =>
  [...pattern].map((letter, i) => {
    const date = addDays('2026-03-01', i);
    return { startDate: date, endDate: date, total: letter === 'S' ? 1 : 0, entries: letter === 'S' ? 1 : 0, success: letter === 'S' };
  });

describe('habitSummary: streaks of successful periods; the unfinished current period does not break one', () => {
  test.each([
    { pattern: 'SSFSSS', today: '2026-03-06', current: 3, longest: 3, successes: 5 },
    { pattern: 'SSF', today: '2026-03-03', current: 2, longest: 2, successes: 2 },
    { pattern: 'SSSFS', today: '2026-03-05', current: 1, longest: 3, successes: 4 },
    { pattern: 'SSSFF', today: '2026-03-05', current: 0, longest: 3, successes: 3 },
    { pattern: 'FFF', today: '2026-03-03', current: 0, longest: 0, successes: 0 },
    { pattern: 'S', today: '2026-03-01', current: 1, longest: 1, successes: 1 },
    { pattern: 'F', today: '2026-03-01', current: 0, longest: 0, successes: 0 },
    { pattern: 'SFSS', today: '2026-03-09', current: null, longest: 2, successes: 3 },
    { pattern: '', today: '2026-03-01', current: null, longest: 0, successes: 0 },
  ])('$pattern, today $today → current $current, longest $longest', ({ pattern, today, current, longest, successes }) => {
    const list = periods(pattern);
    const summary = habitSummary(list, today);
    expect(summary).toEqual({
      currentRange: current === null ? null : list.at(-1),
      currentStreakLength: current,
      longestStreakLength: longest,
      successfulRanges: successes,
      totalRanges: pattern.length,
    });
  });

  test('a failed period that is over breaks the streak even when a later one holds today', () => {
    // Weekly periods: the last holds today; the failed one before it is over.
    const weeks: HabitPeriod[] = [
      { startDate: '2026-03-01', endDate: '2026-03-07', total: 3, entries: 3, success: true },
      { startDate: '2026-03-08', endDate: '2026-03-14', total: 0, entries: 0, success: false },
      { startDate: '2026-03-15', endDate: '2026-03-21', total: 0, entries: 0, success: false },
    ];
    expect(habitSummary(weeks, '2026-03-16')).toMatchObject({ currentStreakLength: 0, longestStreakLength: 1 });
  });
});

describe('habitPeriods then habitSummary: a daily habit at the writer\'s today', () => {
  const habit = { cadence: { unit: 'day', period: 1 }, thresholdCount: 500, startDate: '2024-02-25', endDate: null } as const;
  const days: GoalDay[] = ['2024-02-25', '2024-02-27', '2024-02-28', '2024-02-29'].map((date) => ({ date, count: 500, entries: 1 }));

  test.each([
    { label: 'today written: current 4', days: [...days, { date: '2024-03-01', count: 600, entries: 1 }], today: '2024-03-01', current: 4, longest: 4, total: 6 },
    { label: 'today not written yet: the streak holds', days, today: '2024-03-01', current: 3, longest: 3, total: 6 },
    { label: 'yesterday missed: broken', days, today: '2024-03-02', current: 0, longest: 3, total: 7 },
    { label: 'today short of the threshold: still holds until the day is over', days: [...days, { date: '2024-03-01', count: 100, entries: 1 }], today: '2024-03-01', current: 3, longest: 3, total: 6 },
  ])('$label', ({ days: list, today, current, longest, total }) => {
    const summary = habitSummary(habitPeriods(habit, list, today, 0), today);
    expect(summary).toMatchObject({ currentStreakLength: current, longestStreakLength: longest, totalRanges: total });
    expect(summary.currentRange?.startDate).toBe(today);
  });
});
