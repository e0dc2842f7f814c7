import { describe, expect, test } from 'vitest';
import { cadenceText, periodText, dayStreakText, habitPeriodPercent, habitStreakText, targetPercent, todaysTargetMet } from './goal-card.ts';

describe('targetPercent', () => {
  test.each([
    { total: 0, target: 50_000, percent: 0 },
    { total: 12_500, target: 50_000, percent: 25 },
    { total: 50_000, target: 50_000, percent: 100 },
    { total: 60_000, target: 50_000, percent: 100 },
    { total: -300, target: 50_000, percent: 0 },
    { total: -2_500, target: -10_000, percent: 25 },
    { total: 400, target: -10_000, percent: 0 },
    { total: -12_000, target: -10_000, percent: 100 },
    { total: 5, target: 0, percent: 100 },
  ])('$total of $target → $percent%', ({ total, target, percent }) => {
    expect(targetPercent(total, target)).toBe(percent);
  });
});

describe('habitPeriodPercent', () => {
  test('with a threshold: the total over its count, capped at 100', () => {
    expect(habitPeriodPercent({ total: 250, entries: 2 }, 1000)).toBe(25);
    expect(habitPeriodPercent({ total: 1500, entries: 3 }, 1000)).toBe(100);
    expect(habitPeriodPercent({ total: -20, entries: 1 }, 1000)).toBe(0);
  });
  test('without one, any entry fills it', () => {
    expect(habitPeriodPercent({ total: 0, entries: 0 }, null)).toBe(0);
    expect(habitPeriodPercent({ total: 1, entries: 1 }, null)).toBe(100);
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
