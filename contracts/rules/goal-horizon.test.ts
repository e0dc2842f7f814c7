import { describe, expect, test } from 'vitest';
import { addDays } from './dates.ts';
import { GOAL_HORIZON_DAYS, HABIT_PERIODS_MAX, habitHorizonStart, targetHorizon } from './goal-horizon.ts';
import { habitPeriods } from './habit-periods.ts';

describe('habitHorizonStart', () => {
  test('a recent habit keeps its own start', () => {
    expect(habitHorizonStart('2026-01-03', { unit: 'week', period: 1 }, '2026-11-23', 1)).toBe('2026-01-03');
  });

  test('a daily habit from the year 1000 computes its last HABIT_PERIODS_MAX days, ending with today', () => {
    const today = '2026-11-23';
    const start = habitHorizonStart('1000-01-01', { unit: 'day', period: 1 }, today, 0);
    expect(start).toBe(addDays(today, -(HABIT_PERIODS_MAX - 1)));
    const periods = habitPeriods({ cadence: { unit: 'day', period: 1 }, thresholdCount: null, startDate: start, endDate: null }, [], today, 0);
    expect(periods).toHaveLength(HABIT_PERIODS_MAX);
    expect(periods.at(-1)?.startDate).toBe(today);
  });

  test('periods of several months keep their alignment to the habit start', () => {
    const start = habitHorizonStart('1001-03-15', { unit: 'month', period: 3 }, '2026-11-23', 0);
    // Aligned on Mar, Jun, Sep, Dec as the habit's first period (March 1001) was.
    expect(['03', '06', '09', '12']).toContain(start.slice(5, 7));
    expect(start.slice(8)).toBe('01');
    const periods = habitPeriods({ cadence: { unit: 'month', period: 3 }, thresholdCount: null, startDate: start, endDate: null }, [], '2026-11-23', 0);
    expect(periods.length).toBeLessThanOrEqual(HABIT_PERIODS_MAX);
    expect(periods.at(-1)).toMatchObject({ startDate: '2026-09-01', endDate: '2026-11-30' });
  });
});

describe('targetHorizon', () => {
  test('ordinary dates pass unchanged, a null start stays null', () => {
    expect(targetHorizon({ startDate: '2026-11-01', endDate: '2026-11-30' }, null, '2026-11-23')).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(targetHorizon({ startDate: null, endDate: null }, '2020-01-01', '2026-11-23')).toEqual({ startDate: null, endDate: null });
  });

  test('a start or first entry more than a century back is moved up; an end a century after the start is moved in', () => {
    const today = '2026-11-23';
    expect(targetHorizon({ startDate: null, endDate: null }, '1000-01-01', today).startDate).toBe(addDays(today, -GOAL_HORIZON_DAYS));
    expect(targetHorizon({ startDate: '2026-01-01', endDate: '9999-12-31' }, null, today).endDate).toBe(addDays('2026-01-01', GOAL_HORIZON_DAYS));
  });
});
