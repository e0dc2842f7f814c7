import { describe, expect, test } from 'vitest';
import type { DayCount } from '../api/stats.ts';
import { dateRange, weekday } from './dates.ts';
import { lifetimeDayStats, lifetimeTotals, measureDayStats, yearCalendar, yearsOfActivity } from './lifetime-stats.ts';

const day = (date: string, counts: DayCount['counts']): DayCount => ({ date, counts });

describe('lifetimeTotals: entries + project starting balances + the lifetime starting balance', () => {
  test.each([
    {
      label: 'all three, a measure appearing in only one of them',
      days: [day('2025-01-01', { word: 100, time: 30 }), day('2025-01-02', { word: -20 })],
      projects: [{ word: 1000 }, { page: 0 }],
      lifetime: { word: 5, line: 3 },
      totals: { word: 1085, time: 30, page: 0, line: 3 },
    },
    { label: 'nothing at all', days: [], projects: [], lifetime: {}, totals: {} },
    { label: 'balances only', days: [], projects: [{ chapter: 2 }, { chapter: 3 }], lifetime: { chapter: -1 }, totals: { chapter: 4 } },
  ])('$label', ({ days, projects, lifetime, totals }) => {
    expect(lifetimeTotals({ days, projectStartingBalances: projects, lifetimeStartingBalance: lifetime })).toEqual(totals);
  });
});

describe('measureDayStats: days counted, average per day counted, most productive day (spec §9)', () => {
  const days = [
    day('2025-01-01', { word: 100 }),
    day('2025-01-02', { word: 0, time: 45 }),
    day('2025-01-03', { word: 300 }),
    day('2025-01-04', { word: 300, time: -5 }),
    day('2025-01-05', { page: 2 }),
  ];
  test.each([
    { measure: 'word', stats: { measure: 'word', total: 700, daysCounted: 4, averagePerDay: 175, mostProductiveDay: { date: '2025-01-03', count: 300 } } },
    { measure: 'time', stats: { measure: 'time', total: 40, daysCounted: 2, averagePerDay: 20, mostProductiveDay: { date: '2025-01-02', count: 45 } } },
    { measure: 'page', stats: { measure: 'page', total: 2, daysCounted: 1, averagePerDay: 2, mostProductiveDay: { date: '2025-01-05', count: 2 } } },
    { measure: 'scene', stats: null },
  ] as const)('$measure', ({ measure, stats }) => {
    expect(measureDayStats(days, measure)).toEqual(stats);
  });

  test('no day above 0: no most productive day; the earliest wins a tie whatever the order given', () => {
    expect(measureDayStats([day('2025-01-01', { line: -3 })], 'line')?.mostProductiveDay).toBeNull();
    expect(measureDayStats([day('2025-02-01', { line: 5 }), day('2025-01-01', { line: 5 })], 'line')?.mostProductiveDay).toEqual({ date: '2025-01-01', count: 5 });
  });

  test('the average is rounded as a pace: whole words and minutes, pages to two decimals', () => {
    const three = [day('2025-01-01', { word: 100, page: 1, time: 10 }), day('2025-01-02', { word: 100, page: 1, time: 10 }), day('2025-01-03', { word: 101, page: 2, time: 11 })];
    expect(measureDayStats(three, 'word')?.averagePerDay).toBe(100);
    expect(measureDayStats(three, 'page')?.averagePerDay).toBe(1.33);
    expect(measureDayStats(three, 'time')?.averagePerDay).toBe(10);
  });
});

describe('lifetimeDayStats: each measure with a day, in the measures\' order', () => {
  test('measures in order, none for a measure without days', () => {
    const stats = lifetimeDayStats([day('2024-05-01', { time: 30, word: 500 }), day('2025-01-01', { word: 1500 })]);
    expect(stats.map((s) => s.measure)).toEqual(['word', 'time']);
    expect(stats[0]).toEqual({ measure: 'word', total: 2000, daysCounted: 2, averagePerDay: 1000, mostProductiveDay: { date: '2025-01-01', count: 1500 } });
  });

  test('no days, no stats', () => {
    expect(lifetimeDayStats([])).toEqual([]);
  });
});

describe('yearCalendar: weeks from the week start day, the year\'s days each once', () => {
  test.each([0, 1, 2, 3, 4, 5, 6])('2024 (a leap year) with weeks from day %i', (weekStartDay) => {
    const weeks = yearCalendar(2024, weekStartDay);
    for (const week of weeks) expect(week).toHaveLength(7);
    expect(weeks.flat().filter((d) => d !== null)).toEqual(dateRange('2024-01-01', '2024-12-31'));
    expect(weeks[0]?.findIndex((d) => d !== null)).toBe((weekday('2024-01-01') - weekStartDay + 7) % 7);
    for (const week of weeks) {
      const first = week.find((d) => d !== null);
      const firstIndex = week.findIndex((d) => d !== null);
      if (first) expect((weekday(first) - firstIndex + 7) % 7).toBe(weekStartDay);
    }
  });

  test('2025 with Sunday weeks: 53 columns, from 29 December 2024\'s week', () => {
    const weeks = yearCalendar(2025, 0);
    expect(weeks).toHaveLength(53);
    expect(weeks[0]).toEqual([null, null, null, '2025-01-01', '2025-01-02', '2025-01-03', '2025-01-04']);
    expect(weeks.at(-1)).toEqual(['2025-12-28', '2025-12-29', '2025-12-30', '2025-12-31', null, null, null]);
  });
});

describe('yearsOfActivity: one section per year, newest first', () => {
  test('totals per year, days oldest first', () => {
    const days = [day('2024-12-31', { word: 10 }), day('2023-02-01', { page: 1 }), day('2025-01-01', { word: 5 }), day('2024-02-29', { word: 20, time: 15 })];
    const years = yearsOfActivity(days, 1);
    expect(years.map((y) => [y.year, y.totals, y.days.map((d) => d.date)])).toEqual([
      [2025, { word: 5 }, ['2025-01-01']],
      [2024, { word: 30, time: 15 }, ['2024-02-29', '2024-12-31']],
      [2023, { page: 1 }, ['2023-02-01']],
    ]);
    expect(years[0]?.weeks[0]).toEqual([null, null, '2025-01-01', '2025-01-02', '2025-01-03', '2025-01-04', '2025-01-05']);
  });

  test('no days, no sections', () => {
    expect(yearsOfActivity([], 0)).toEqual([]);
  });
});
