/**
 * Pace plans (issue 13, item 5; beyond the spec): how a target's par is spread over its days. A plan gives each
 * weekday a relative weight (Mon–Fri 1, Sat 2, Sun 0: a Saturday counts double, Sundays are off) and lists rest
 * dates (weight 0 whatever their weekday). Every day of the target's window gets its weight's share of the target.
 * Without a plan every day weighs 1: the even plan, which is the spec's prorated par (days elapsed over total days).
 *
 * Weekday weights are indexed 0 = Sunday … 6 = Saturday, the numbering of `weekday()` and of `weekStartDay`. They
 * are deliberately not tied to the writer's week start: changing the week start in settings must not reshuffle a
 * stored plan. An editor that starts its row on Monday just shows the array rotated.
 */
import { messages } from '../messages.ts';
import { addDays, daysBetween, isAcceptedDate, weekday } from './dates.ts';

export interface PacePlan {
  /** Seven relative weights, index 0 = Sunday … 6 = Saturday; each 0–PACE_PLAN_MAX_WEIGHT, at least one above 0. */
  weekdayWeights: readonly number[];
  /** 'YYYY-MM-DD' dates with nothing planned; dates outside the target's window are allowed and change nothing. */
  restDates: readonly string[];
}

/** The plan of a target without one: every day alike. */
export const EVEN_PACE_PLAN: PacePlan = { weekdayWeights: [1, 1, 1, 1, 1, 1, 1], restDates: [] };

// Weights are relative, so a small ceiling loses nothing ("twice as much on Saturdays" is 2 against 1); a year of
// rest days is more than any real plan, little enough to check and store with the goal.
export { PACE_PLAN_MAX_REST_DATES, PACE_PLAN_MAX_WEIGHT, PACE_PLAN_WEEKDAYS } from './field-limits.ts';
import { PACE_PLAN_MAX_REST_DATES, PACE_PLAN_MAX_WEIGHT, PACE_PLAN_WEEKDAYS } from './field-limits.ts';

/** The days a target's par runs over, both included ('YYYY-MM-DD'). */
export interface PaceWindow {
  start: string;
  end: string;
}

export const PACE_PLAN_PROBLEMS = [
  'weekdayCount',
  'weightRange',
  'noWritingWeekday',
  'tooManyRestDates',
  'restDateInvalid',
  'restDateRepeated',
  'noWritingDayInWindow',
] as const;
/** Why a plan cannot be stored (each has a message in `messages.validation`, see `pacePlanProblemMessages`). */
export type PacePlanProblem = (typeof PACE_PLAN_PROBLEMS)[number];

/** What a form or a 400 says for each problem. */
export const pacePlanProblemMessages: Record<PacePlanProblem, string> = {
  weekdayCount: messages.validation.pacePlanWeekdays,
  weightRange: messages.validation.pacePlanWeight,
  noWritingWeekday: messages.validation.pacePlanNoWritingWeekday,
  tooManyRestDates: messages.validation.pacePlanTooManyRestDates,
  restDateInvalid: messages.validation.pacePlanRestDate,
  restDateRepeated: messages.validation.pacePlanRestDateRepeated,
  noWritingDayInWindow: messages.validation.pacePlanNoWritingDayInWindow,
};

/**
 * Everything wrong with a plan, in the order of PACE_PLAN_PROBLEMS; empty when it can be stored. With the
 * target's window (both dates set), a plan that leaves no day of it to write on is refused too, since its par
 * would be undefined.
 */
export function pacePlanProblems(plan: PacePlan, window?: PaceWindow): PacePlanProblem[] {
  const problems: PacePlanProblem[] = [];
  const weights = plan.weekdayWeights;
  if (weights.length !== PACE_PLAN_WEEKDAYS) problems.push('weekdayCount');
  if (weights.some((w) => !Number.isFinite(w) || w < 0 || w > PACE_PLAN_MAX_WEIGHT)) problems.push('weightRange');
  else if (!weights.some((w) => w > 0)) problems.push('noWritingWeekday');
  if (plan.restDates.length > PACE_PLAN_MAX_REST_DATES) problems.push('tooManyRestDates');
  if (plan.restDates.some((date) => !isAcceptedDate(date))) problems.push('restDateInvalid');
  if (new Set(plan.restDates).size !== plan.restDates.length) problems.push('restDateRepeated');
  if (problems.length === 0 && window && !hasWritingDay(plan, window)) problems.push('noWritingDayInWindow');
  return problems;
}

/** True when the plan can be stored (see `pacePlanProblems`). */
export function isValidPacePlan(plan: PacePlan, window?: PaceWindow): boolean {
  return pacePlanProblems(plan, window).length === 0;
}

/** A plan's weight per date: 0 on a rest date, else its weekday's weight. Build once, ask for many dates. */
export function planWeigher(plan: PacePlan | null): (date: string) => number {
  const { weekdayWeights, restDates } = plan ?? EVEN_PACE_PLAN;
  const rest = new Set(restDates);
  return (date) => (rest.has(date) ? 0 : (weekdayWeights[weekday(date)] ?? 0));
}

/** The plan's weight of each day from `from` to `to`, both included. */
export function plannedWeights(plan: PacePlan | null, from: string, to: string): number[] {
  const weigh = planWeigher(plan);
  const weights: number[] = [];
  for (let i = 0, days = daysBetween(from, to); i <= days; i++) weights.push(weigh(addDays(from, i)));
  return weights;
}

/** Some day of the window has a weight above 0 (stops at the first one: rest dates are few). */
function hasWritingDay(plan: PacePlan, window: PaceWindow): boolean {
  const weigh = planWeigher(plan);
  for (let i = 0, days = daysBetween(window.start, window.end); i <= days; i++) if (weigh(addDays(window.start, i)) > 0) return true;
  return false;
}

/**
 * The weights the window's par follows: the plan's, or every day alike when the plan leaves the whole window at 0
 * (a plan stored before its goal's dates changed): a target always has a par.
 */
function windowWeights(plan: PacePlan | null, window: PaceWindow): number[] {
  const weights = plannedWeights(plan, window.start, window.end);
  return weights.some((w) => w > 0) ? weights : weights.map(() => 1);
}

/**
 * Cumulative par at the end of each day of the window, unrounded: the target times the share of the window's
 * weight planned up to and including that day. The last day is exactly the target. An end before the start is
 * read as a one-day window.
 */
export function parSeries(targetCount: number, plan: PacePlan | null, window: PaceWindow): number[] {
  const weights = windowWeights(plan, { start: window.start, end: window.end < window.start ? window.start : window.end });
  const whole = weights.reduce((sum, w) => sum + w, 0);
  let sofar = 0;
  const par = weights.map((w) => targetCount * ((sofar += w) / whole));
  par[par.length - 1] = targetCount;
  return par;
}

/** Par at the end of `date`: 0 before the window, the whole target from its last day on. Unrounded. */
export function parOn(targetCount: number, plan: PacePlan | null, window: PaceWindow, date: string): number {
  if (date < window.start) return 0;
  if (date >= window.end) return targetCount;
  return parSeries(targetCount, plan, window)[daysBetween(window.start, date)] ?? targetCount;
}

export interface PlannedTargetInput {
  targetCount: number;
  plan: PacePlan | null;
  window: PaceWindow;
  /** The writer's date. */
  today: string;
  /** What counted for the target from the window's start up to and including yesterday. */
  doneBeforeToday: number;
}

/**
 * Today's target ("how much to do today to finish on time"), unrounded; null when today is outside the window.
 * What is left before today (target − done before today) is spread over the planned days from today to the end,
 * by weight, and today gets its weight's share: a writer who fell behind sees it spread over the days still
 * planned, one who got ahead sees less. Without a plan: the remainder over the days left. It is 0 on a rest day and
 * once what was done before today reaches the target. When behind with only rest days left, the remainder is
 * spread over the days left alike (the plan can no longer help; the writer still sees what finishing takes).
 */
export function plannedTodaysTarget({ targetCount, plan, window, today, doneBeforeToday }: PlannedTargetInput): number | null {
  if (today < window.start || today > window.end) return null;
  const left = targetCount - doneBeforeToday;
  if (targetCount >= 0 ? left <= 0 : left >= 0) return 0;
  const weights = plannedWeights(plan, today, window.end);
  const remainingWeight = weights.reduce((sum, w) => sum + w, 0);
  if (remainingWeight === 0) return left / weights.length;
  return (left * (weights[0] ?? 0)) / remainingWeight;
}

export interface OpenEndedTargetInput extends Omit<PlannedTargetInput, 'window'> {
  /** The target has a start (its own, its first entry, or today) and no end. */
  window: { start: string };
}

/**
 * Today's target for a target without an end date: the writer's usual pace for a day like today, i.e. what was
 * done before today per unit of planned weight, times today's weight (without a plan: the daily average before
 * today). Never more than is left. Null on the first day (no history yet), when nothing was planned before today,
 * or when the days before went against the target's direction (no pace to keep up).
 */
export function openEndedTodaysTarget({ targetCount, plan, window, today, doneBeforeToday }: OpenEndedTargetInput): number | null {
  if (today <= window.start) return null;
  const weightBefore = plannedWeights(plan, window.start, addDays(today, -1)).reduce((sum, w) => sum + w, 0);
  const direction = targetCount < 0 ? -1 : 1;
  if (weightBefore === 0 || doneBeforeToday * direction <= 0) return null;
  const usual = (doneBeforeToday / weightBefore) * planWeigher(plan)(today);
  const left = targetCount - doneBeforeToday;
  if (left * direction <= 0) return 0;
  return Math.abs(usual) < Math.abs(left) ? usual : left;
}
