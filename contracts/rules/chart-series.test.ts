import { describe, expect, test } from 'vitest';
import type { DayCount } from '../api/stats.ts';
import { chartMaxima, progressSeries, summarizeSeries } from './chart-series.ts';
import { MEASURES } from './measures.ts';

const day = (date: string, counts: DayCount['counts']): DayCount => ({ date, counts });

describe('progressSeries: per-day values with gaps as zero, and the running total', () => {
  const days = [
    day('2024-02-27', { word: 10 }),
    day('2024-02-28', { word: 100 }),
    day('2024-03-01', { word: 50, time: 30 }),
    day('2024-03-05', { word: 999 }),
  ];

  test('across a leap day, with a starting value and a day before the start', () => {
    expect(progressSeries(days, 'word', { startDate: '2024-02-28', endDate: '2024-03-02', startingValue: 1000 })).toEqual({
      dates: ['2024-02-28', '2024-02-29', '2024-03-01', '2024-03-02'],
      daily: [100, 0, 50, 0],
      total: [1110, 1110, 1160, 1160],
    });
  });

  test('another measure of the same days', () => {
    expect(progressSeries(days, 'time', { startDate: '2024-02-28', endDate: '2024-03-02' })).toEqual({
      dates: ['2024-02-28', '2024-02-29', '2024-03-01', '2024-03-02'],
      daily: [0, 0, 30, 0],
      total: [0, 0, 30, 30],
    });
  });

  test('across the year end, with negative days', () => {
    const series = progressSeries([day('2025-12-31', { page: 5 }), day('2026-01-01', { page: -2 })], 'page', { startDate: '2025-12-30', endDate: '2026-01-02' });
    expect(series).toEqual({
      dates: ['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02'],
      daily: [0, 5, -2, 0],
      total: [0, 5, 3, 3],
    });
  });

  test('a non-leap February has no 29th', () => {
    expect(progressSeries([], 'word', { startDate: '2025-02-27', endDate: '2025-03-01' }).dates).toEqual(['2025-02-27', '2025-02-28', '2025-03-01']);
  });

  test('one day; an end before the start gives nothing', () => {
    expect(progressSeries(days, 'word', { startDate: '2024-03-01', endDate: '2024-03-01' })).toEqual({ dates: ['2024-03-01'], daily: [50], total: [160] });
    expect(progressSeries(days, 'word', { startDate: '2024-03-02', endDate: '2024-03-01' })).toEqual({ dates: [], daily: [], total: [] });
  });
});

describe('summarizeSeries', () => {
  test('total, days with progress, best day (earliest on a tie)', () => {
    expect(summarizeSeries({ dates: ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04'], daily: [30, 0, -5, 30] })).toEqual({
      total: 55,
      daysWithProgress: 3,
      bestDay: { date: '2026-01-01', count: 30 },
    });
  });

  test('no positive day, no best day', () => {
    expect(summarizeSeries({ dates: ['2026-01-01', '2026-01-02'], daily: [0, -3] })).toEqual({ total: -3, daysWithProgress: 1, bestDay: null });
  });
});

describe('chart maxima', () => {
  test.each([
    { measure: 'word', total: 5000, each: 1000 },
    { measure: 'page', total: 50, each: 5 },
    { measure: 'chapter', total: 30, each: 5 },
    { measure: 'scene', total: 30, each: 5 },
    { measure: 'line', total: 100, each: 25 },
    { measure: 'time', total: 250, each: 4 },
  ] as const)('$measure: $total / $each (spec §9)', ({ measure, total, each }) => {
    expect(chartMaxima(measure)).toEqual({ total, each });
  });

  test('every measure has maxima', () => {
    for (const measure of MEASURES) expect(chartMaxima(measure).total).toBeGreaterThan(0);
  });
});
