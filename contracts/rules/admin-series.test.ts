import { describe, expect, test } from 'vitest';
import { dailyCountSeries, MIN_DAYS_SHOWN, MIN_WEEKS_SHOWN, weeklyCountSeries } from './admin-series.ts';
import { dateRange } from './dates.ts';

const zeros = (n: number): number[] => Array.from({ length: n }, () => 0);

describe('dailyCountSeries: every UTC day up to today, gaps as zero, at least the last 30 days', () => {
  test('nothing listed: nothing to chart', () => {
    expect(dailyCountSeries([], '2026-03-10')).toEqual({ unit: 'day', starts: [], counts: [] });
  });

  test('a young installation: the last 30 days, zeros before its first sign-up and on quiet days', () => {
    const series = dailyCountSeries([{ date: '2026-03-06', count: 2 }, { date: '2026-03-08', count: 1 }], '2026-03-10');
    expect(series.starts).toEqual(dateRange('2026-02-09', '2026-03-10'));
    expect(series.starts).toHaveLength(MIN_DAYS_SHOWN);
    expect(series.counts).toEqual([...zeros(25), 2, 0, 1, 0, 0]);
  });

  test('a longer history: from the first day listed, across a leap day', () => {
    const series = dailyCountSeries([{ date: '2028-01-01', count: 1 }, { date: '2028-02-29', count: 3 }], '2028-03-01');
    expect(series.starts[0]).toBe('2028-01-01');
    expect(series.starts.at(-1)).toBe('2028-03-01');
    expect(series.starts).toHaveLength(61);
    expect(series.counts.slice(-2)).toEqual([3, 0]);
    expect(series.counts.reduce((a, b) => a + b)).toBe(4);
  });

  test('a day listed after today (the browser is behind UTC) is kept', () => {
    const series = dailyCountSeries([{ date: '2026-03-11', count: 1 }], '2026-03-10');
    expect(series.starts.at(-1)).toBe('2026-03-11');
    expect(series.counts.at(-1)).toBe(1);
  });
});

describe('weeklyCountSeries: every ISO week (Monday) up to this one, at least the last 12', () => {
  test('nothing listed: nothing to chart', () => {
    expect(weeklyCountSeries([], '2026-03-10')).toEqual({ unit: 'week', starts: [], counts: [] });
  });

  test('a quiet week between, up to the week of today (a Tuesday), in a window of 12 weeks', () => {
    const series = weeklyCountSeries([{ weekStart: '2026-02-16', count: 5 }, { weekStart: '2026-03-02', count: 2 }], '2026-03-10');
    expect(series.starts).toHaveLength(MIN_WEEKS_SHOWN);
    expect(series.starts[0]).toBe('2025-12-22');
    expect(series.starts.slice(-4)).toEqual(['2026-02-16', '2026-02-23', '2026-03-02', '2026-03-09']);
    expect(series.counts.slice(-4)).toEqual([5, 0, 2, 0]);
  });

  test('across the ISO year end, from a first week long ago', () => {
    const series = weeklyCountSeries([{ weekStart: '2026-01-05', count: 1 }, { weekStart: '2026-12-28', count: 4 }], '2027-01-03');
    expect(series.starts[0]).toBe('2026-01-05');
    expect(series.starts.at(-1)).toBe('2026-12-28');
    expect(series.starts).toHaveLength(52);
    expect(series.counts.at(-1)).toBe(4);
  });
});
