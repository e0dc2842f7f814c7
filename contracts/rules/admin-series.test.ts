import { describe, expect, test } from 'vitest';
import { dailyCountSeries, weeklyCountSeries } from './admin-series.ts';

describe('dailyCountSeries: every UTC day from the first listed to today, gaps as zero', () => {
  test.each([
    { what: 'nothing listed', items: [], today: '2026-03-10', starts: [], counts: [] },
    { what: 'only today', items: [{ date: '2026-03-10', count: 4 }], today: '2026-03-10', starts: ['2026-03-10'], counts: [4] },
    {
      what: 'a gap, and quiet days up to today',
      items: [{ date: '2026-03-06', count: 2 }, { date: '2026-03-08', count: 1 }],
      today: '2026-03-10',
      starts: ['2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10'],
      counts: [2, 0, 1, 0, 0],
    },
    {
      what: 'across a leap day',
      items: [{ date: '2028-02-28', count: 1 }, { date: '2028-03-01', count: 3 }],
      today: '2028-03-01',
      starts: ['2028-02-28', '2028-02-29', '2028-03-01'],
      counts: [1, 0, 3],
    },
    {
      what: 'a day listed after today (the browser is behind UTC) is kept',
      items: [{ date: '2026-03-11', count: 1 }],
      today: '2026-03-10',
      starts: ['2026-03-11'],
      counts: [1],
    },
  ])('$what', ({ items, today, starts, counts }) => {
    expect(dailyCountSeries(items, today)).toEqual({ unit: 'day', starts, counts });
  });
});

describe('weeklyCountSeries: every ISO week (Monday) from the first listed to this one', () => {
  test.each([
    { what: 'nothing listed', items: [], today: '2026-03-10', starts: [], counts: [] },
    {
      what: 'a quiet week between, up to the week of today (a Tuesday)',
      items: [{ weekStart: '2026-02-16', count: 5 }, { weekStart: '2026-03-02', count: 2 }],
      today: '2026-03-10',
      starts: ['2026-02-16', '2026-02-23', '2026-03-02', '2026-03-09'],
      counts: [5, 0, 2, 0],
    },
    {
      what: 'across the ISO year end',
      items: [{ weekStart: '2026-12-21', count: 1 }],
      today: '2027-01-03',
      starts: ['2026-12-21', '2026-12-28'],
      counts: [1, 0],
    },
  ])('$what', ({ items, today, starts, counts }) => {
    expect(weeklyCountSeries(items, today)).toEqual({ unit: 'week', starts, counts });
  });
});
