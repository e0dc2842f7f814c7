import { describe, expect, test } from 'vitest';
import { cadenceText, periodText, dayStreakText, habitPeriodGauge, habitStreakText, targetGauge, todaysTargetMet } from './goal-card.ts';

describe('targetGauge', () => {
  test.each([
    { total: 0, target: 50_000, fraction: 0, tone: 'partial' },
    { total: 12_500, target: 50_000, fraction: 0.25, tone: 'partial' },
    { total: 50_000, target: 50_000, fraction: 1, tone: 'full' },
    { total: 60_000, target: 50_000, fraction: 1, tone: 'full' },
    { total: -5_000, target: 50_000, fraction: -0.1, tone: 'negative' },
    { total: -2_500, target: -10_000, fraction: 0.25, tone: 'partial' },
    { total: 400, target: -10_000, fraction: -0.04, tone: 'negative' },
    { total: -12_000, target: -10_000, fraction: 1, tone: 'full' },
    { total: 5, target: 0, fraction: 1, tone: 'full' },
  ] as const)('$total of $target → $fraction ($tone)', ({ total, target, fraction, tone }) => {
    expect(targetGauge(total, target)).toEqual({ fraction, tone });
  });
});

describe('habitPeriodGauge', () => {
  test('with a threshold: the total over its count, clamped; below zero it is negative', () => {
    expect(habitPeriodGauge({ total: 250, entries: 2 }, 1000)).toEqual({ fraction: 0.25, tone: 'partial' });
    expect(habitPeriodGauge({ total: 1500, entries: 3 }, 1000)).toEqual({ fraction: 1, tone: 'full' });
    expect(habitPeriodGauge({ total: -20, entries: 1 }, 1000)).toEqual({ fraction: -0.02, tone: 'negative' });
    expect(habitPeriodGauge({ total: -3000, entries: 1 }, 1000)).toEqual({ fraction: -0.98, tone: 'negative' });
  });
  test('without one, any entry fills it', () => {
    expect(habitPeriodGauge({ total: 0, entries: 0 }, null)).toEqual({ fraction: 0, tone: 'partial' });
    expect(habitPeriodGauge({ total: 1, entries: 1 }, null)).toEqual({ fraction: 1, tone: 'full' });
  });
});

describe('cadence and streaks in words', () => {
  test.each([
    { unit: 'day', period: 1, cadence: 'every day', streak: '3 days', one: '1 day' },
    { unit: 'week', period: 1, cadence: 'every week', streak: '3 weeks', one: '1 week' },
    { unit: 'month', period: 2, cadence: 'every 2 months', streak: '3 periods', one: '1 period' },
    { unit: 'year', period: 1, cadence: 'every year', streak: '3 years', one: '1 year' },
  ] as const)('$unit × $period', ({ unit, period, cadence, streak, one }) => {
    expect(cadenceText({ unit, period })).toBe(cadence);
    expect(habitStreakText(3, { unit, period })).toBe(streak);
    expect(habitStreakText(1, { unit, period })).toBe(one);
  });
  test('writing streaks count days', () => {
    expect(dayStreakText(0)).toBe('0 days');
    expect(dayStreakText(1)).toBe('1 day');
    expect(dayStreakText(1200)).toBe('1,200 days');
  });
});

describe('todaysTargetMet', () => {
  test.each([
    { left: 500, target: 50_000, met: false },
    { left: 0, target: 50_000, met: true },
    { left: -120, target: 50_000, met: true },
    { left: -300, target: -10_000, met: false },
    { left: 0, target: -10_000, met: true },
    { left: 100, target: -10_000, met: true },
    { left: null, target: 50_000, met: false },
  ])('$left left of a target of $target → $met', ({ left, target, met }) => {
    expect(todaysTargetMet(left, target)).toBe(met);
  });
});

describe('periodText', () => {
  test.each([
    { start: '2026-03-03', end: '2026-03-03', text: 'Mar 3, 2026' },
    { start: '2026-03-03', end: '2026-03-09', text: 'Mar 3 – 9, 2026' },
    { start: '2026-03-30', end: '2026-04-05', text: 'Mar 30 – Apr 5, 2026' },
    { start: '2025-12-29', end: '2026-01-04', text: 'Dec 29, 2025 – Jan 4, 2026' },
    { start: '2026-01-01', end: '2026-12-31', text: 'Jan 1 – Dec 31, 2026' },
  ])('$start to $end → $text', ({ start, end, text }) => {
    expect(periodText(start, end)).toBe(text);
  });
});
