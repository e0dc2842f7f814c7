import { describe, expect, test } from 'vitest';
import { targetDaysLeft } from './target-days-left.ts';

describe('targetDaysLeft', () => {
  test.each([
    ['open-ended', { dayOfGoal: 5, totalDays: null }, null],
    ['first day of 30', { dayOfGoal: 1, totalDays: 30 }, 30],
    ['last day of 30 (today counts)', { dayOfGoal: 30, totalDays: 30 }, 1],
    ['ended', { dayOfGoal: 31, totalDays: 30 }, 0],
    ['long ended', { dayOfGoal: 400, totalDays: 30 }, 0],
    ['upcoming (starts in 3 days)', { dayOfGoal: -2, totalDays: 30 }, 30],
  ])('%s', (_name, pace, expected) => {
    expect(targetDaysLeft(pace)).toBe(expected);
  });
});
