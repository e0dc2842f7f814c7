import { describe, expect, test } from 'vitest';
import { dateRange } from './dates.ts';
import { STREAK_TIER_LIMITS, streakRuns, streakTier, writingStreaks } from './writing-streak.ts';

describe('streakRuns: consecutive dates, whatever the order or repeats', () => {
  test('across a leap day and a year end', () => {
    expect(streakRuns(['2024-03-01', '2024-02-28', '2024-02-29', '2024-02-29', '2024-12-31', '2025-01-01', '2025-01-03'])).toEqual([
      { start: '2024-02-28', end: '2024-03-01', length: 3 },
      { start: '2024-12-31', end: '2025-01-01', length: 2 },
      { start: '2025-01-03', end: '2025-01-03', length: 1 },
    ]);
  });

  test('no dates, no runs', () => {
    expect(streakRuns([])).toEqual([]);
  });
});

describe('writingStreaks: the current streak counts only if its last day is today or yesterday', () => {
  const week = dateRange('2026-03-01', '2026-03-07');
  test.each([
    { label: 'written today', dates: week, today: '2026-03-07', current: 7, currentStart: '2026-03-01', longest: 7, loggedToday: true },
    { label: 'written up to yesterday', dates: week, today: '2026-03-08', current: 7, currentStart: '2026-03-01', longest: 7, loggedToday: false },
    { label: 'last written the day before yesterday', dates: week, today: '2026-03-09', current: 0, currentStart: null, longest: 7, loggedToday: false },
    { label: 'a shorter run now, a longer one before', dates: [...week, '2026-03-10', '2026-03-11'], today: '2026-03-11', current: 2, currentStart: '2026-03-10', longest: 7, loggedToday: true },
    { label: 'future-dated entries do not count', dates: [...week, '2026-03-09', '2026-03-10'], today: '2026-03-08', current: 7, currentStart: '2026-03-01', longest: 7, loggedToday: false },
    { label: 'only future entries', dates: ['2026-04-01'], today: '2026-03-08', current: 0, currentStart: null, longest: 0, loggedToday: false },
    { label: 'no entries', dates: [], today: '2026-03-08', current: 0, currentStart: null, longest: 0, loggedToday: false },
    { label: 'today alone', dates: ['2024-02-29'], today: '2024-02-29', current: 1, currentStart: '2024-02-29', longest: 1, loggedToday: true },
    { label: 'into the new year', dates: ['2025-12-30', '2025-12-31', '2026-01-01'], today: '2026-01-02', current: 3, currentStart: '2025-12-30', longest: 3, loggedToday: false },
  ])('$label', ({ dates, today, current, currentStart, longest, loggedToday }) => {
    expect(writingStreaks(dates, today)).toEqual({ current, currentStart, longest, loggedToday });
  });
});

describe('streakTier (spec §9): under 1, 3, 5, 10, 30, 50, 100, then the top', () => {
  test('limits', () => {
    expect(STREAK_TIER_LIMITS).toEqual([1, 3, 5, 10, 30, 50, 100]);
  });

  test.each([
    { length: 0, tier: 0 },
    { length: 1, tier: 1 },
    { length: 2, tier: 1 },
    { length: 3, tier: 2 },
    { length: 4, tier: 2 },
    { length: 5, tier: 3 },
    { length: 9, tier: 3 },
    { length: 10, tier: 4 },
    { length: 29, tier: 4 },
    { length: 30, tier: 5 },
    { length: 49, tier: 5 },
    { length: 50, tier: 6 },
    { length: 99, tier: 6 },
    { length: 100, tier: 7 },
    { length: 3650, tier: 7 },
  ])('$length days → tier $tier', ({ length, tier }) => {
    expect(streakTier(length)).toBe(tier);
  });
});
