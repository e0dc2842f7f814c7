import { describe, expect, test } from 'vitest';
import type { GoalDay } from './goal-days.ts';
import { addUnits, habitPeriods, periodSucceeds, startOfUnit, type HabitGoal } from './habit-periods.ts';

const day = (date: string, count = 1, entries = 1): GoalDay => ({ date, count, entries });
const ranges = (habit: HabitGoal, days: GoalDay[], today: string, weekStartDay = 0) =>
  habitPeriods(habit, days, today, weekStartDay).map((p) => `${p.startDate}..${p.endDate}`);

describe('startOfUnit and addUnits', () => {
  test.each([
    { date: '2024-02-29', unit: 'day', weekStartDay: 0, start: '2024-02-29' },
    { date: '2024-02-29', unit: 'week', weekStartDay: 0, start: '2024-02-25' },
    { date: '2024-02-29', unit: 'week', weekStartDay: 4, start: '2024-02-29' },
    { date: '2024-02-29', unit: 'week', weekStartDay: 5, start: '2024-02-23' },
    { date: '2026-01-01', unit: 'week', weekStartDay: 1, start: '2025-12-29' },
    { date: '2026-01-01', unit: 'week', weekStartDay: 8, start: '2025-12-29' },
    { date: '2024-02-29', unit: 'month', weekStartDay: 0, start: '2024-02-01' },
    { date: '2025-12-31', unit: 'year', weekStartDay: 0, start: '2025-01-01' },
  ] as const)('$unit of $date (week start $weekStartDay) starts $start', ({ date, unit, weekStartDay, start }) => {
    expect(startOfUnit(date, unit, weekStartDay)).toBe(start);
  });

  test.each([
    { date: '2024-02-28', unit: 'day', count: 2, to: '2024-03-01' },
    { date: '2025-12-29', unit: 'week', count: 1, to: '2026-01-05' },
    { date: '2024-01-01', unit: 'month', count: 1, to: '2024-02-01' },
    { date: '2024-12-01', unit: 'month', count: 3, to: '2025-03-01' },
    { date: '2024-01-01', unit: 'year', count: 2, to: '2026-01-01' },
  ] as const)('$date + $count $unit → $to', ({ date, unit, count, to }) => {
    expect(addUnits(date, unit, count)).toBe(to);
  });
});

describe('habitPeriods: ranges per unit and period', () => {
  const habit = (unit: HabitGoal['cadence']['unit'], period: number, startDate: string | null, endDate: string | null = null): HabitGoal => ({
    cadence: { unit, period },
    thresholdCount: null,
    startDate,
    endDate,
  });

  test.each([
    { label: 'days across a leap day', habit: habit('day', 1, '2024-02-28'), today: '2024-03-01', ranges: ['2024-02-28..2024-02-28', '2024-02-29..2024-02-29', '2024-03-01..2024-03-01'] },
    { label: 'every 3 days across a year end', habit: habit('day', 3, '2025-12-30'), today: '2026-01-05', ranges: ['2025-12-30..2026-01-01', '2026-01-02..2026-01-04', '2026-01-05..2026-01-07'] },
    { label: 'every 2 weeks across a year end (Monday weeks)', habit: habit('week', 2, '2025-12-25'), weekStartDay: 1, today: '2026-01-10', ranges: ['2025-12-22..2026-01-04', '2026-01-05..2026-01-18'] },
    { label: 'months from a 31st, through a leap February', habit: habit('month', 1, '2024-01-31'), today: '2024-04-15', ranges: ['2024-01-01..2024-01-31', '2024-02-01..2024-02-29', '2024-03-01..2024-03-31', '2024-04-01..2024-04-30'] },
    { label: 'every 2 months across a year end; today a period\'s first day', habit: habit('month', 2, '2025-11-15'), today: '2026-03-01', ranges: ['2025-11-01..2025-12-31', '2026-01-01..2026-02-28', '2026-03-01..2026-04-30'] },
    { label: 'every 5 months', habit: habit('month', 5, '2024-10-10'), today: '2025-06-01', ranges: ['2024-10-01..2025-02-28', '2025-03-01..2025-07-31'] },
    { label: 'years, a leap year in between', habit: habit('year', 1, '2023-06-01'), today: '2025-01-01', ranges: ['2023-01-01..2023-12-31', '2024-01-01..2024-12-31', '2025-01-01..2025-12-31'] },
    { label: 'every 2 years', habit: habit('year', 2, '2023-06-01'), today: '2025-01-01', ranges: ['2023-01-01..2024-12-31', '2025-01-01..2026-12-31'] },
    { label: 'ended: up to the period holding the end date', habit: habit('month', 1, '2024-01-15', '2024-03-10'), today: '2024-06-01', ranges: ['2024-01-01..2024-01-31', '2024-02-01..2024-02-29', '2024-03-01..2024-03-31'] },
    { label: 'starts today', habit: habit('week', 1, '2026-03-10'), today: '2026-03-10', ranges: ['2026-03-08..2026-03-14'] },
    { label: 'upcoming: none', habit: habit('day', 1, '2026-03-11'), today: '2026-03-10', ranges: [] },
    { label: 'no start date: from the first entry', habit: habit('week', 1, null), days: [day('2026-03-03'), day('2026-02-20', 0, 0)], today: '2026-03-10', ranges: ['2026-03-01..2026-03-07', '2026-03-08..2026-03-14'] },
    { label: 'no start date, no entries: none', habit: habit('day', 1, null), today: '2026-03-10', ranges: [] },
    { label: 'no start date, only future entries: none', habit: habit('day', 1, null), days: [day('2026-03-11')], today: '2026-03-10', ranges: [] },
  ])('$label', ({ habit, days, today, weekStartDay, ranges: expected }) => {
    expect(ranges(habit, days ?? [], today, weekStartDay)).toEqual(expected);
  });

  test.each([
    { weekStartDay: 0, first: '2026-03-01..2026-03-07', last: '2026-03-15..2026-03-21', count: 3 },
    { weekStartDay: 1, first: '2026-03-02..2026-03-08', last: '2026-03-16..2026-03-22', count: 3 },
    { weekStartDay: 2, first: '2026-03-03..2026-03-09', last: '2026-03-17..2026-03-23', count: 3 },
    { weekStartDay: 3, first: '2026-03-04..2026-03-10', last: '2026-03-18..2026-03-24', count: 3 },
    { weekStartDay: 4, first: '2026-02-26..2026-03-04', last: '2026-03-19..2026-03-25', count: 4 },
    { weekStartDay: 5, first: '2026-02-27..2026-03-05', last: '2026-03-20..2026-03-26', count: 4 },
    { weekStartDay: 6, first: '2026-02-28..2026-03-06', last: '2026-03-14..2026-03-20', count: 3 },
  ])('weeks starting on day $weekStartDay, from Wednesday 4 March to Friday 20 March', ({ weekStartDay, first, last, count }) => {
    const got = ranges(habit('week', 1, '2026-03-04'), [], '2026-03-20', weekStartDay);
    expect(got).toHaveLength(count);
    expect([got[0], got.at(-1)]).toEqual([first, last]);
  });

  test.each([0, 1.5, -1, Number.NaN, 1001])('a period of %s is refused', (period) => {
    expect(() => habitPeriods(habit('day', period, '2026-01-01'), [], '2026-01-05', 0)).toThrow(RangeError);
  });
});

describe('habitPeriods: totals and success', () => {
  const days = [
    day('2024-02-26', 999), // before the start: never counts, though its week does
    day('2024-02-27', 500),
    day('2024-02-29', 300, 2),
    day('2024-03-01', 0),
    day('2024-03-02', 700), // after today: never counts
  ];
  const daily = (thresholdCount: number | null): HabitGoal => ({ cadence: { unit: 'day', period: 1 }, thresholdCount, startDate: '2024-02-27', endDate: null });

  test.each([
    { label: 'a threshold: the summed count reaches it', thresholdCount: 300, totals: [500, 0, 300, 0], success: [true, false, true, false] },
    { label: 'no threshold: any entry, the total counts entries', thresholdCount: null, totals: [1, 0, 2, 1], success: [true, false, true, true] },
    { label: 'a threshold of 0: any entry', thresholdCount: 0, totals: [500, 0, 300, 0], success: [true, false, true, true] },
  ])('$label', ({ thresholdCount, totals, success }) => {
    const periods = habitPeriods(daily(thresholdCount), days, '2024-03-01', 0);
    expect(periods.map((p) => p.startDate)).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
    expect(periods.map((p) => p.total)).toEqual(totals);
    expect(periods.map((p) => p.success)).toEqual(success);
  });

  test('weekly: a week reaching its threshold only together; entries before the start or after today left out', () => {
    const weekly: HabitGoal = { cadence: { unit: 'week', period: 1 }, thresholdCount: 1000, startDate: '2024-02-27', endDate: null };
    const periods = habitPeriods(weekly, [...days, day('2024-03-01', 200)], '2024-03-01', 0);
    expect(periods).toEqual([{ startDate: '2024-02-25', endDate: '2024-03-02', total: 1000, entries: 5, success: true }]);
  });

  test('entries after the end date are left out', () => {
    const ended: HabitGoal = { cadence: { unit: 'month', period: 1 }, thresholdCount: null, startDate: '2024-02-01', endDate: '2024-02-28' };
    expect(habitPeriods(ended, days, '2024-06-01', 0)).toEqual([{ startDate: '2024-02-01', endDate: '2024-02-29', total: 2, entries: 2, success: true }]);
  });

  test('rows of one date add up', () => {
    const periods = habitPeriods(daily(600), [day('2024-02-27', 400), day('2024-02-27', 200)], '2024-02-27', 0);
    expect(periods).toEqual([{ startDate: '2024-02-27', endDate: '2024-02-27', total: 600, entries: 2, success: true }]);
  });

  test.each([
    { count: 150, entries: 1, threshold: 100, success: true },
    { count: 99, entries: 3, threshold: 100, success: false },
    { count: -150, entries: 1, threshold: -100, success: true },
    { count: -50, entries: 1, threshold: -100, success: false },
    { count: 50, entries: 1, threshold: -100, success: false },
    { count: 0, entries: 1, threshold: 0, success: true },
    { count: 0, entries: 0, threshold: 0, success: false },
    { count: 0, entries: 1, threshold: null, success: true },
    { count: 0, entries: 0, threshold: null, success: false },
  ])('periodSucceeds: $count in $entries entries against $threshold → $success', ({ count, entries, threshold, success }) => {
    expect(periodSucceeds(count, entries, threshold)).toBe(success);
  });
});
