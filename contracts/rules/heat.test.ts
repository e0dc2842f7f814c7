import { describe, expect, test } from 'vitest';
import type { DayCount } from '../api/stats.ts';
import { daysBetween, weekday } from './dates.ts';
import { HEAT_TIER_LIMITS, heatMapMonthLabels, heatMapRange, heatMapWeeks, heatTier, heatValues } from './heat.ts';

describe('heatTier', () => {
  test('limits of spec §9', () => {
    expect(HEAT_TIER_LIMITS).toEqual([1, 3, 5, 10, 30, 50, 100]);
  });

  test.each([
    { value: -5, tier: 0 },
    { value: 0, tier: 0 },
    { value: 0.99, tier: 0 },
    { value: 1, tier: 1 },
    { value: 2.99, tier: 1 },
    { value: 3, tier: 2 },
    { value: 4.99, tier: 2 },
    { value: 5, tier: 3 },
    { value: 9.99, tier: 3 },
    { value: 10, tier: 4 },
    { value: 29.9, tier: 4 },
    { value: 30, tier: 5 },
    { value: 49.9, tier: 5 },
    { value: 50, tier: 6 },
    { value: 99.9, tier: 6 },
    { value: 100, tier: 7 },
    { value: 1e6, tier: 7 },
    { value: Number.NaN, tier: 0 },
  ])('$value → tier $tier', ({ value, tier }) => {
    expect(heatTier(value)).toBe(tier);
  });
});

const day = (date: string, counts: DayCount['counts']): DayCount => ({ date, counts });

describe('heatValues: percentage of the busiest day per measure, largest over measures', () => {
  test('one measure: the busiest day is 100, others in proportion, negative days 0', () => {
    const values = heatValues([
      day('2026-01-01', { word: 1000 }),
      day('2026-01-02', { word: 500 }),
      day('2026-01-03', { word: 5 }),
      day('2026-01-04', { word: -200 }),
      day('2026-01-05', { word: 0 }),
    ]);
    expect([...values]).toEqual([['2026-01-01', 100], ['2026-01-02', 50], ['2026-01-03', 0.5], ['2026-01-04', 0], ['2026-01-05', 0]]);
    expect([...values.values()].map(heatTier)).toEqual([7, 6, 0, 0, 0]);
  });

  test('words and minutes share one scale: each measure against its own busiest day', () => {
    const values = heatValues([
      day('2024-02-28', { word: 2000 }),
      day('2024-02-29', { time: 120 }),
      day('2024-03-01', { word: 200, time: 60 }),
      day('2024-03-02', { word: 20, time: -30 }),
    ]);
    expect(values.get('2024-02-28')).toBe(100);
    expect(values.get('2024-02-29')).toBe(100);
    expect(values.get('2024-03-01')).toBe(50);
    expect(values.get('2024-03-02')).toBe(1);
  });

  test('nothing positive anywhere: every day 0, never NaN', () => {
    const values = heatValues([day('2025-12-31', { word: -5 }), day('2026-01-01', {}), day('2026-01-02', { page: 0 })]);
    expect([...values.values()]).toEqual([0, 0, 0]);
  });

  test('no days, no values', () => {
    expect(heatValues([]).size).toBe(0);
  });
});

describe('heatMapRange: about a year back, or from the first entry\'s week; to today or, dormant, the last entry', () => {
  test.each([
    { label: 'active, entries from long ago', firstDate: '2020-01-01', lastDate: '2026-03-01', today: '2026-03-10', dormant: false, start: '2025-03-11', end: '2026-03-10' },
    // Thursday 2026-01-15: the map starts on its week's Sunday, so the first column is a whole week.
    { label: 'active, first entry this year: from its week\'s first day', firstDate: '2026-01-15', lastDate: '2026-02-01', today: '2026-03-10', dormant: false, start: '2026-01-11', end: '2026-03-10' },
    { label: 'a year back across a leap day', firstDate: '2000-01-01', lastDate: '2024-03-01', today: '2024-03-01', dormant: false, start: '2023-03-03', end: '2024-03-01' },
    { label: 'ending on a leap day', firstDate: '2000-01-01', lastDate: '2024-02-29', today: '2024-02-29', dormant: false, start: '2023-03-02', end: '2024-02-29' },
    { label: 'ending on new year\'s day', firstDate: '2000-01-01', lastDate: '2026-01-01', today: '2026-01-01', dormant: false, start: '2025-01-02', end: '2026-01-01' },
    { label: 'dormant: ends at the last entry', firstDate: '2024-01-01', lastDate: '2025-06-30', today: '2026-03-10', dormant: true, start: '2024-07-01', end: '2025-06-30' },
    // Sunday 2025-06-01 starts its own week.
    { label: 'dormant, short history', firstDate: '2025-06-01', lastDate: '2025-06-30', today: '2026-03-10', dormant: true, start: '2025-06-01', end: '2025-06-30' },
    { label: 'dormant without entries: today', firstDate: null, lastDate: null, today: '2026-03-10', dormant: true, start: '2025-03-11', end: '2026-03-10' },
    { label: 'active without entries', firstDate: null, lastDate: null, today: '2026-03-10', dormant: false, start: '2025-03-11', end: '2026-03-10' },
    { label: 'active with future entries still ends today', firstDate: '2026-03-01', lastDate: '2026-04-01', today: '2026-03-10', dormant: false, start: '2026-03-01', end: '2026-03-10' },
    { label: 'every entry in the future: today\'s week', firstDate: '2026-04-01', lastDate: '2026-04-02', today: '2026-03-10', dormant: false, start: '2026-03-08', end: '2026-03-10' },
    // The first entry's week reaches back past a year: the map still starts a year back.
    { label: 'first entry in the first week of the year back', firstDate: '2025-03-13', lastDate: '2026-03-01', today: '2026-03-10', dormant: false, start: '2025-03-11', end: '2026-03-10' },
  ])('$label', ({ firstDate, lastDate, today, dormant, start, end }) => {
    const range = heatMapRange({ firstDate, lastDate, today, dormant, weekStartDay: 0 });
    expect(range).toEqual({ start, end });
    expect(daysBetween(range.start, range.end)).toBeLessThanOrEqual(364);
  });

  test.each([0, 1, 2, 3, 4, 5, 6])('a young map\'s first column is a whole week from day %i', (weekStartDay) => {
    // Friday 2026-11-20, five days before today.
    const range = heatMapRange({ firstDate: '2026-11-20', lastDate: '2026-11-25', today: '2026-11-25', dormant: false, weekStartDay });
    expect(weekday(range.start)).toBe(weekStartDay);
    expect(daysBetween(range.start, '2026-11-20')).toBeLessThan(7);
    // The first column's top cell is a day: no blank cells above the first ones.
    expect(heatMapWeeks(range.start, range.end, weekStartDay)[0]?.[0]).toBe(range.start);
  });
});

describe('heatMapMonthLabels: a month\'s name over the column of its 1st, and over the first column when there is room', () => {
  test.each([
    // Columns from Monday: Nov 16–22 and Nov 23–29: no 1st, so the first column names its month.
    { label: 'a young map within a month', start: '2026-11-16', end: '2026-11-25', weekStartDay: 1, labels: ['2026-11-16', null] },
    // Nov 23–29, Nov 30–Dec 6: "Nov" over the first column would run into "Dec" over the next.
    { label: 'a young map ending after a 1st', start: '2026-11-23', end: '2026-12-02', weekStartDay: 1, labels: [null, '2026-12-01'] },
    { label: 'one column', start: '2026-11-23', end: '2026-11-25', weekStartDay: 1, labels: ['2026-11-23'] },
    // Sunday weeks: Feb 22–28, Mar 1–7, …, Mar 29–Apr 4.
    { label: 'a 1st on the first day of a column', start: '2026-02-22', end: '2026-04-01', weekStartDay: 0, labels: [null, '2026-03-01', null, null, null, '2026-04-01'] },
    { label: 'the first column holds a 1st', start: '2026-02-25', end: '2026-03-10', weekStartDay: 1, labels: ['2026-03-01', null, null] },
    // Days of other years in a year's calendar are blank: its first column names January from the 1st.
    { label: 'a year\'s first column', start: '2023-01-01', end: '2023-01-20', weekStartDay: 1, labels: ['2023-01-01', null, null, null] },
  ])('$label', ({ start, end, weekStartDay, labels }) => {
    expect(heatMapMonthLabels(heatMapWeeks(start, end, weekStartDay))).toEqual(labels);
  });

  test('no columns, no labels', () => {
    expect(heatMapMonthLabels([])).toEqual([]);
  });
});

describe('heatMapWeeks: columns of seven days from the week start day', () => {
  // 2024-02-29 is a Thursday; 2024-03-10 a Sunday.
  const start = '2024-02-29';
  const end = '2024-03-10';
  test.each([
    { weekStartDay: 0, first: [null, null, null, null, '2024-02-29', '2024-03-01', '2024-03-02'], weeks: 3 },
    { weekStartDay: 1, first: [null, null, null, '2024-02-29', '2024-03-01', '2024-03-02', '2024-03-03'], weeks: 2 },
    { weekStartDay: 2, first: [null, null, '2024-02-29', '2024-03-01', '2024-03-02', '2024-03-03', '2024-03-04'], weeks: 2 },
    { weekStartDay: 3, first: [null, '2024-02-29', '2024-03-01', '2024-03-02', '2024-03-03', '2024-03-04', '2024-03-05'], weeks: 2 },
    { weekStartDay: 4, first: ['2024-02-29', '2024-03-01', '2024-03-02', '2024-03-03', '2024-03-04', '2024-03-05', '2024-03-06'], weeks: 2 },
    { weekStartDay: 5, first: [null, null, null, null, null, null, '2024-02-29'], weeks: 3 },
    { weekStartDay: 6, first: [null, null, null, null, null, '2024-02-29', '2024-03-01'], weeks: 3 },
  ])('week starting on day $weekStartDay', ({ weekStartDay, first, weeks }) => {
    const columns = heatMapWeeks(start, end, weekStartDay);
    expect(columns[0]).toEqual(first);
    expect(columns).toHaveLength(weeks);
    for (const column of columns) {
      expect(column).toHaveLength(7);
      column.forEach((date, row) => {
        if (date !== null) expect(weekday(date)).toBe((weekStartDay + row) % 7);
      });
    }
    const shown = columns.flat().filter((d): d is string => d !== null);
    expect(shown[0]).toBe(start);
    expect(shown.at(-1)).toBe(end);
    expect(shown).toHaveLength(daysBetween(start, end) + 1);
    expect(new Set(shown).size).toBe(shown.length);
    expect([...shown].sort()).toEqual(shown);
  });

  test('across the year end, Monday weeks', () => {
    // 2025-12-29 is a Monday.
    expect(heatMapWeeks('2025-12-30', '2026-01-05', 1)).toEqual([
      [null, '2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04'],
      ['2026-01-05', null, null, null, null, null, null],
    ]);
  });

  test('a full year range fits in at most 53 columns with 365 days', () => {
    for (let weekStartDay = 0; weekStartDay < 7; weekStartDay++) {
      const range = heatMapRange({ firstDate: null, lastDate: null, today: '2026-03-10', dormant: false, weekStartDay });
      const columns = heatMapWeeks(range.start, range.end, weekStartDay);
      expect(columns.length).toBeLessThanOrEqual(53);
      expect(columns.flat().filter((d) => d !== null)).toHaveLength(365);
    }
  });

  test('a single day; an empty range; week start days out of 0..6 wrap', () => {
    expect(heatMapWeeks('2026-01-01', '2026-01-01', 0)).toEqual([[null, null, null, null, '2026-01-01', null, null]]);
    expect(heatMapWeeks('2026-01-02', '2026-01-01', 0)).toEqual([]);
    expect(heatMapWeeks(start, end, 8)).toEqual(heatMapWeeks(start, end, 1));
    expect(heatMapWeeks(start, end, -1)).toEqual(heatMapWeeks(start, end, 6));
  });
});
