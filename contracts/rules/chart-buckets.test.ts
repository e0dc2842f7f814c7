import { describe, expect, test } from 'vitest';
import { barBuckets, DAILY_BARS_UP_TO } from './chart-buckets.ts';
import { dateRange } from './dates.ts';

const days = (from: string, to: string, count = (i: number) => i + 1) => {
  const dates = dateRange(from, to);
  return { dates, daily: dates.map((_d, i) => count(i)) };
};

describe('bar buckets (issue 12 #11): daily bars up to a quarter, weekly bars beyond', () => {
  test('up to 92 days: one bar a day', () => {
    expect(DAILY_BARS_UP_TO).toBe(92);
    const { dates, daily } = days('2024-03-01', '2024-03-03');
    expect(barBuckets(dates, daily, 0)).toEqual({
      unit: 'day',
      buckets: [
        { start: '2024-03-01', end: '2024-03-01', count: 1 },
        { start: '2024-03-02', end: '2024-03-02', count: 2 },
        { start: '2024-03-03', end: '2024-03-03', count: 3 },
      ],
    });
    const quarter = days('2024-01-01', '2024-04-01');
    expect(quarter.dates).toHaveLength(92);
    expect(barBuckets(quarter.dates, quarter.daily, 0).unit).toBe('day');
  });

  test.each([
    // 2024-01-01 (a Monday) to 2024-05-04 (a Saturday): the weeks at the ends are cut at the range.
    { weekStartDay: 0, first: { start: '2023-12-31', end: '2024-01-06', count: 6 }, last: { start: '2024-04-28', end: '2024-05-04', count: 7 } },
    { weekStartDay: 1, first: { start: '2024-01-01', end: '2024-01-07', count: 7 }, last: { start: '2024-04-29', end: '2024-05-05', count: 6 } },
    { weekStartDay: 6, first: { start: '2023-12-30', end: '2024-01-05', count: 5 }, last: { start: '2024-05-04', end: '2024-05-10', count: 1 } },
  ])("beyond: weeks from the writer's week start day $weekStartDay, partial at the ends", ({ weekStartDay, first, last }) => {
    const { dates, daily } = days('2024-01-01', '2024-05-04', () => 1);
    const result = barBuckets(dates, daily, weekStartDay);
    expect(result.unit).toBe('week');
    expect(result.buckets[0]).toEqual(first);
    expect(result.buckets[result.buckets.length - 1]).toEqual(last);
    expect(result.buckets.reduce((sum, b) => sum + b.count, 0)).toBe(dates.length);
  });

  test('a leap year of days becomes 53 weekly bars whose counts add up to the year, negatives included', () => {
    const { dates, daily } = days('2024-01-01', '2024-12-31', (i) => (i % 10 === 0 ? -5 : 10));
    const result = barBuckets(dates, daily, 1);
    expect(result.unit).toBe('week');
    expect(result.buckets).toHaveLength(53);
    expect(result.buckets.reduce((sum, b) => sum + b.count, 0)).toBe(daily.reduce((a, b) => a + b, 0));
  });

  test('nothing in, nothing out', () => {
    expect(barBuckets([], [], 0)).toEqual({ unit: 'day', buckets: [] });
  });
});
