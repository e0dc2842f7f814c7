import { describe, expect, test } from 'vitest';
import { addDays } from './dates.ts';
import {
  EVEN_PACE_PLAN,
  PACE_PLAN_MAX_REST_DATES,
  PACE_PLAN_MAX_WEIGHT,
  PACE_PLAN_PROBLEMS,
  isValidPacePlan,
  openEndedTodaysTarget,
  pacePlanProblemMessages,
  pacePlanProblems,
  parOn,
  parSeries,
  plannedTodaysTarget,
  plannedWeights,
  type PacePlan,
} from './pace-plan.ts';

/** Sun..Sat: weekdays 1, Saturday 2, Sunday off. */
const WEEKDAYS_SAT_DOUBLE: PacePlan = { weekdayWeights: [0, 1, 1, 1, 1, 1, 2], restDates: [] };
/** Monday 2 March to Sunday 8 March 2026. */
const WEEK = { start: '2026-03-02', end: '2026-03-08' };

describe('plannedWeights: Sunday-first weekday weights, rest dates 0', () => {
  test.each([
    { label: 'even plan', plan: null, weights: [1, 1, 1, 1, 1, 1, 1] },
    { label: 'Mon–Fri 1, Sat 2, Sun 0 (Monday to Sunday)', plan: WEEKDAYS_SAT_DOUBLE, weights: [1, 1, 1, 1, 1, 2, 0] },
    { label: 'a rest date on the Wednesday', plan: { ...WEEKDAYS_SAT_DOUBLE, restDates: ['2026-03-04', '2027-01-01'] }, weights: [1, 1, 0, 1, 1, 2, 0] },
  ])('$label', ({ plan, weights }) => {
    expect(plannedWeights(plan, WEEK.start, WEEK.end)).toEqual(weights);
  });
});

describe('parSeries: each day gets its weight\'s share of the target, cumulative, exactly the target on the last day', () => {
  test.each([
    { label: 'even plan', target: 7000, plan: null, par: [1000, 2000, 3000, 4000, 5000, 6000, 7000] },
    { label: 'even plan is EVEN_PACE_PLAN', target: 7000, plan: EVEN_PACE_PLAN, par: [1000, 2000, 3000, 4000, 5000, 6000, 7000] },
    { label: 'weekdays, Saturday double, Sunday off', target: 7000, plan: WEEKDAYS_SAT_DOUBLE, par: [1000, 2000, 3000, 4000, 5000, 7000, 7000] },
    { label: 'with a rest date', target: 6000, plan: { ...WEEKDAYS_SAT_DOUBLE, restDates: ['2026-03-04'] }, par: [1000, 2000, 2000, 3000, 4000, 6000, 6000] },
    { label: 'a cut (negative target)', target: -7000, plan: WEEKDAYS_SAT_DOUBLE, par: [-1000, -2000, -3000, -4000, -5000, -7000, -7000] },
    { label: 'a plan that leaves the window at 0 falls back to even', target: 700, plan: { weekdayWeights: [1, 0, 0, 0, 0, 0, 0], restDates: ['2026-03-08'] }, par: [100, 200, 300, 400, 500, 600, 700] },
  ])('$label', ({ target, plan, par }) => {
    expect(parSeries(target, plan, WEEK)).toEqual(par);
  });

  test('fractions stay unrounded; the last day is exactly the target', () => {
    const par = parSeries(10, null, { start: '2024-02-28', end: '2024-03-01' });
    expect(par[0]).toBeCloseTo(3.3333, 4);
    expect(par[1]).toBeCloseTo(6.6667, 4);
    expect(par[2]).toBe(10);
  });

  test('a leap year February: 29 days of even par', () => {
    const par = parSeries(2900, null, { start: '2024-02-01', end: '2024-02-29' });
    expect(par).toHaveLength(29);
    expect(par[27]).toBe(2800);
  });

  test.each([
    { date: '2026-03-01', par: 0 },
    { date: '2026-03-02', par: 1000 },
    { date: '2026-03-07', par: 7000 },
    { date: '2026-03-08', par: 7000 },
    { date: '2026-12-31', par: 7000 },
  ])('parOn $date → $par', ({ date, par }) => {
    expect(parOn(7000, WEEKDAYS_SAT_DOUBLE, WEEK, date)).toBe(par);
  });
});

describe('plannedTodaysTarget: the remainder before today spread over the planned days left, by weight', () => {
  const APRIL = { start: '2026-04-01', end: '2026-04-30' };
  test.each([
    { label: 'even, on pace on day 11', target: 30_000, plan: null, window: APRIL, today: '2026-04-11', doneBefore: 10_000, expected: 1000 },
    { label: 'even, behind', target: 30_000, plan: null, window: APRIL, today: '2026-04-11', doneBefore: 5_000, expected: 1250 },
    { label: 'even, ahead', target: 30_000, plan: null, window: APRIL, today: '2026-04-11', doneBefore: 20_000, expected: 500 },
    { label: 'even, first day', target: 30_000, plan: null, window: APRIL, today: '2026-04-01', doneBefore: 0, expected: 1000 },
    { label: 'even, last day, behind', target: 30_000, plan: null, window: APRIL, today: '2026-04-30', doneBefore: 27_500, expected: 2500 },
    { label: 'target already reached', target: 30_000, plan: null, window: APRIL, today: '2026-04-11', doneBefore: 30_000, expected: 0 },
    { label: 'planned, behind on Thursday', target: 7000, plan: WEEKDAYS_SAT_DOUBLE, window: WEEK, today: '2026-03-05', doneBefore: 2000, expected: 1250 },
    { label: 'planned, on pace on Thursday', target: 7000, plan: WEEKDAYS_SAT_DOUBLE, window: WEEK, today: '2026-03-05', doneBefore: 3000, expected: 1000 },
    { label: 'planned, Saturday counts double', target: 7000, plan: WEEKDAYS_SAT_DOUBLE, window: WEEK, today: '2026-03-07', doneBefore: 4000, expected: 3000 },
    { label: 'planned, Sunday off while days remain', target: 7000, plan: { ...WEEKDAYS_SAT_DOUBLE, weekdayWeights: [0, 1, 1, 1, 1, 1, 1] }, window: { start: '2026-03-02', end: '2026-03-09' }, today: '2026-03-08', doneBefore: 5000, expected: 0 },
    { label: 'planned, a rest date today', target: 7000, plan: { ...WEEKDAYS_SAT_DOUBLE, restDates: ['2026-03-04'] }, window: WEEK, today: '2026-03-04', doneBefore: 1000, expected: 0 },
    { label: 'behind with only rest days left: spread alike', target: 7000, plan: WEEKDAYS_SAT_DOUBLE, window: WEEK, today: '2026-03-08', doneBefore: 6000, expected: 1000 },
    { label: 'planned, done on Sunday', target: 7000, plan: WEEKDAYS_SAT_DOUBLE, window: WEEK, today: '2026-03-08', doneBefore: 7000, expected: 0 },
    { label: 'a cut, behind', target: -7000, plan: null, window: WEEK, today: '2026-03-05', doneBefore: -2000, expected: -1250 },
    { label: 'a cut, reached', target: -7000, plan: null, window: WEEK, today: '2026-03-05', doneBefore: -8000, expected: 0 },
    { label: 'a cut, words added instead', target: -7000, plan: null, window: WEEK, today: '2026-03-05', doneBefore: 1000, expected: -2000 },
    { label: 'before the window', target: 7000, plan: null, window: WEEK, today: '2026-03-01', doneBefore: 0, expected: null },
    { label: 'after the window', target: 7000, plan: null, window: WEEK, today: '2026-03-09', doneBefore: 0, expected: null },
  ])('$label → $expected', ({ target, plan, window, today, doneBefore, expected }) => {
    expect(plannedTodaysTarget({ targetCount: target, plan, window, today, doneBeforeToday: doneBefore })).toBe(expected);
  });

  test('fractional measures are left unrounded (rounding is the caller\'s, per measure)', () => {
    expect(plannedTodaysTarget({ targetCount: 10, plan: null, window: { start: '2026-01-01', end: '2026-01-03' }, today: '2026-01-01', doneBeforeToday: 0 })).toBeCloseTo(3.3333, 4);
  });
});

describe('openEndedTodaysTarget: the usual pace for a day like today, never more than is left', () => {
  test.each([
    { label: 'even: the daily average before today', target: 50_000, plan: null, today: '2026-03-12', doneBefore: 10_000, expected: 1000 },
    { label: 'planned Saturday: twice the usual', target: 50_000, plan: WEEKDAYS_SAT_DOUBLE, today: '2026-03-07', doneBefore: 5000, expected: 2000 },
    { label: 'planned Sunday: nothing', target: 50_000, plan: WEEKDAYS_SAT_DOUBLE, today: '2026-03-08', doneBefore: 7000, expected: 0 },
    { label: 'almost there: only what is left', target: 10_500, plan: null, today: '2026-03-12', doneBefore: 10_000, expected: 500 },
    { label: 'reached', target: 10_000, plan: null, today: '2026-03-12', doneBefore: 10_000, expected: 0 },
    { label: 'a cut', target: -50_000, plan: null, today: '2026-03-12', doneBefore: -10_000, expected: -1000 },
    { label: 'first day: no history', target: 50_000, plan: null, today: '2026-03-02', doneBefore: 0, expected: null },
    { label: 'nothing done yet', target: 50_000, plan: null, today: '2026-03-12', doneBefore: 0, expected: null },
    { label: 'went the wrong way', target: 50_000, plan: null, today: '2026-03-12', doneBefore: -300, expected: null },
    { label: 'nothing planned before today', target: 50_000, plan: { weekdayWeights: [0, 0, 0, 0, 0, 0, 1], restDates: [] }, today: '2026-03-07', doneBefore: 500, expected: null },
  ])('$label → $expected', ({ target, plan, today, doneBefore, expected }) => {
    expect(openEndedTodaysTarget({ targetCount: target, plan, window: { start: '2026-03-02' }, today, doneBeforeToday: doneBefore })).toBe(expected);
  });
});

describe('pacePlanProblems: the limits a stored plan keeps', () => {
  const manyDates = Array.from({ length: PACE_PLAN_MAX_REST_DATES + 1 }, (_, i) => addDays('2026-01-01', i));
  test.each([
    { label: 'a good plan', plan: WEEKDAYS_SAT_DOUBLE, problems: [] },
    { label: 'the even plan', plan: EVEN_PACE_PLAN, problems: [] },
    { label: 'fractional weights', plan: { weekdayWeights: [0.5, 1, 1, 1, 1, 1, 1.5], restDates: [] }, problems: [] },
    { label: 'the largest weight', plan: { weekdayWeights: [PACE_PLAN_MAX_WEIGHT, 0, 0, 0, 0, 0, 0], restDates: [] }, problems: [] },
    { label: 'six weights', plan: { weekdayWeights: [1, 1, 1, 1, 1, 1], restDates: [] }, problems: ['weekdayCount'] },
    { label: 'eight weights', plan: { weekdayWeights: [1, 1, 1, 1, 1, 1, 1, 1], restDates: [] }, problems: ['weekdayCount'] },
    { label: 'a negative weight', plan: { weekdayWeights: [-1, 1, 1, 1, 1, 1, 1], restDates: [] }, problems: ['weightRange'] },
    { label: 'a weight too large', plan: { weekdayWeights: [PACE_PLAN_MAX_WEIGHT + 1, 1, 1, 1, 1, 1, 1], restDates: [] }, problems: ['weightRange'] },
    { label: 'not a number', plan: { weekdayWeights: [Number.NaN, 1, 1, 1, 1, 1, 1], restDates: [] }, problems: ['weightRange'] },
    { label: 'infinity', plan: { weekdayWeights: [Number.POSITIVE_INFINITY, 1, 1, 1, 1, 1, 1], restDates: [] }, problems: ['weightRange'] },
    { label: 'every weekday 0', plan: { weekdayWeights: [0, 0, 0, 0, 0, 0, 0], restDates: [] }, problems: ['noWritingWeekday'] },
    { label: 'as many rest dates as allowed', plan: { ...EVEN_PACE_PLAN, restDates: manyDates.slice(1) }, problems: [] },
    { label: 'too many rest dates', plan: { ...EVEN_PACE_PLAN, restDates: manyDates }, problems: ['tooManyRestDates'] },
    { label: 'an impossible rest date', plan: { ...EVEN_PACE_PLAN, restDates: ['2026-02-30'] }, problems: ['restDateInvalid'] },
    { label: 'a rest date in another format', plan: { ...EVEN_PACE_PLAN, restDates: ['2026-3-01'] }, problems: ['restDateInvalid'] },
    { label: 'a repeated rest date', plan: { ...EVEN_PACE_PLAN, restDates: ['2026-03-01', '2026-03-01'] }, problems: ['restDateRepeated'] },
    { label: 'several at once', plan: { weekdayWeights: [0, 0, 0], restDates: ['x', 'x'] }, problems: ['weekdayCount', 'noWritingWeekday', 'restDateInvalid', 'restDateRepeated'] },
  ])('$label → $problems', ({ plan, problems }) => {
    expect(pacePlanProblems(plan)).toEqual(problems);
    expect(isValidPacePlan(plan)).toBe(problems.length === 0);
  });

  test.each([
    { label: 'Sundays only, a Monday-to-Saturday window', plan: { weekdayWeights: [1, 0, 0, 0, 0, 0, 0], restDates: [] }, window: { start: '2026-03-02', end: '2026-03-07' }, problems: ['noWritingDayInWindow'] },
    { label: 'Sundays only, the window holds one', plan: { weekdayWeights: [1, 0, 0, 0, 0, 0, 0], restDates: [] }, window: WEEK, problems: [] },
    { label: 'every day of the window a rest date', plan: { ...EVEN_PACE_PLAN, restDates: ['2024-02-28', '2024-02-29'] }, window: { start: '2024-02-28', end: '2024-02-29' }, problems: ['noWritingDayInWindow'] },
  ])('with the goal\'s window: $label', ({ plan, window, problems }) => {
    expect(pacePlanProblems(plan, window)).toEqual(problems);
  });

  test('every problem has a message, and the messages state the limits', () => {
    for (const problem of PACE_PLAN_PROBLEMS) expect(pacePlanProblemMessages[problem]).toMatch(/\w/);
    expect(pacePlanProblemMessages.weightRange).toContain(String(PACE_PLAN_MAX_WEIGHT));
    expect(pacePlanProblemMessages.tooManyRestDates).toContain(String(PACE_PLAN_MAX_REST_DATES));
  });
});
