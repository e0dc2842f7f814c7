import { describe, expect, test } from 'vitest';
import { messages } from '../messages.ts';
import { HABIT_PERIOD_MAX, goalDatesProblemMessages, goalDatesProblems, isHabitPeriod } from './goal-validation.ts';

describe('isHabitPeriod: a whole number from 1', () => {
  test.each([
    { period: 1, ok: true },
    { period: 7, ok: true },
    { period: HABIT_PERIOD_MAX, ok: true },
    { period: HABIT_PERIOD_MAX + 1, ok: false },
    { period: 0, ok: false },
    { period: -1, ok: false },
    { period: 1.5, ok: false },
    { period: Number.NaN, ok: false },
    { period: Number.POSITIVE_INFINITY, ok: false },
  ])('$period → $ok', ({ period, ok }) => {
    expect(isHabitPeriod(period)).toBe(ok);
  });

  test('the message states the limit', () => {
    expect(messages.validation.habitPeriodWhole).toContain(HABIT_PERIOD_MAX.toLocaleString('en-US'));
  });
});

describe('goalDatesProblems (spec §5)', () => {
  test.each([
    { start: '2026-01-01', end: '2026-01-31', problems: [] },
    { start: '2026-01-01', end: '2026-01-01', problems: [] },
    { start: null, end: null, problems: [] },
    { start: null, end: '2026-01-31', problems: [] },
    { start: '2026-01-01', end: null, problems: [] },
    { start: '2026-02-01', end: '2026-01-31', problems: ['startAfterEnd'] },
    { start: '2026-02-30', end: null, problems: ['startDateInvalid'] },
    { start: null, end: '2025-2-1', problems: ['endDateInvalid'] },
    { start: 'soon', end: 'later', problems: ['startDateInvalid', 'endDateInvalid'] },
    { start: '2024-02-29', end: '2024-02-28', problems: ['startAfterEnd'] },
  ])('$start..$end → $problems', ({ start, end, problems }) => {
    expect(goalDatesProblems(start, end)).toEqual(problems);
  });

  test('a start after the end is told on both fields in the spec\'s words', () => {
    expect(goalDatesProblemMessages.startAfterEnd).toEqual({ startDate: 'Start date must be before end date.', endDate: 'End date must be after start date.' });
    expect(goalDatesProblemMessages.startDateInvalid.startDate).toBe('Please select a valid start date or clear the field.');
    expect(goalDatesProblemMessages.endDateInvalid.endDate).toBe('Please select a valid end date or clear the field.');
  });
});
