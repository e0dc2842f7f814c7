import { describe, expect, test } from 'vitest';
import { dateAxisTicks } from './chart-ticks.ts';

const dates = (ticks: { date: string }[]) => ticks.map((t) => t.date);
const labels = (ticks: { label: string }[]) => ticks.map((t) => t.label);

describe('date axis ticks (issue 12 #3)', () => {
  test('a few days: one tick a day', () => {
    expect(labels(dateAxisTicks('2024-03-01', '2024-03-05', 10))).toEqual(['Mar 1', 'Mar 2', 'Mar 3', 'Mar 4', 'Mar 5']);
  });

  test('every other day falls on the odd days of each month', () => {
    expect(dates(dateAxisTicks('2024-02-26', '2024-03-06', 6))).toEqual(['2024-02-27', '2024-02-29', '2024-03-01', '2024-03-03', '2024-03-05']);
  });

  test('weeks start on the week start day (Sunday by default, Monday when asked)', () => {
    expect(dates(dateAxisTicks('2024-03-01', '2024-03-31', 6))).toEqual(['2024-03-03', '2024-03-10', '2024-03-17', '2024-03-24', '2024-03-31']);
    expect(dates(dateAxisTicks('2024-03-01', '2024-03-31', 6, 1))).toEqual(['2024-03-04', '2024-03-11', '2024-03-18', '2024-03-25']);
  });

  test('months: ticks on the 1st, each month named once, the year on the first tick and on January', () => {
    const ticks = dateAxisTicks('2025-11-18', '2026-08-02', 10);
    expect(dates(ticks)).toEqual(['2025-12-01', '2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01', '2026-07-01', '2026-08-01']);
    expect(labels(ticks)).toEqual(['Dec 2025', 'Jan 2026', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug']);
    expect(new Set(labels(ticks)).size).toBe(ticks.length);
  });

  test('a narrow chart over a year: every 3 months, from quarter starts', () => {
    expect(labels(dateAxisTicks('2025-03-20', '2026-03-20', 5))).toEqual(['Apr 2025', 'Jul', 'Oct', 'Jan 2026']);
  });

  test('years: January 1st of each year, or every 2, 5 … years', () => {
    expect(labels(dateAxisTicks('2019-06-01', '2026-06-01', 8))).toEqual(['2020', '2021', '2022', '2023', '2024', '2025', '2026']);
    expect(labels(dateAxisTicks('2001-06-01', '2026-06-01', 6))).toEqual(['2005', '2010', '2015', '2020', '2025']);
  });

  test('day and week ticks across a new year carry the year, so no label repeats', () => {
    expect(labels(dateAxisTicks('2025-12-30', '2026-01-02', 10))).toEqual(['Dec 30, 2025', 'Dec 31, 2025', 'Jan 1, 2026', 'Jan 2, 2026']);
  });

  test('one day, and no days', () => {
    expect(labels(dateAxisTicks('2024-03-01', '2024-03-01', 3))).toEqual(['Mar 1']);
    expect(dateAxisTicks('2024-03-02', '2024-03-01', 3)).toEqual([]);
  });
});
