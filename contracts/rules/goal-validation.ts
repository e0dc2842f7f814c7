/**
 * Goal form rules that are not a schema's shape (spec §5 "Goal create/edit"), for the zod schemas of
 * contracts/api and the web form alike: the goal types, the habit period's bounds, and the dates' checks.
 */
import { messages } from '../messages.ts';
import { isCalendarDate } from './dates.ts';

export const GOAL_TYPES = ['target', 'habit'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];

/**
 * A habit's period is a whole number from 1 (spec: positive) to HABIT_PERIOD_MAX. A thousand of any unit is beyond
 * any real habit, and keeps a yearly period's dates within four-digit years.
 */
import { HABIT_PERIOD_MAX } from './field-limits.ts';
export { HABIT_PERIOD_MAX };

/** A habit period the rules can build ranges from (`habitPeriods` refuses any other). */
export function isHabitPeriod(period: number): boolean {
  return Number.isInteger(period) && period >= 1 && period <= HABIT_PERIOD_MAX;
}

export type GoalDatesProblem = 'startDateInvalid' | 'endDateInvalid' | 'startAfterEnd';

/**
 * What is wrong with a goal's dates: each is a real 'YYYY-MM-DD' date or null (cleared), and the start is not after
 * the end (one day, start = end, is a goal too).
 */
export function goalDatesProblems(startDate: string | null, endDate: string | null): GoalDatesProblem[] {
  const problems: GoalDatesProblem[] = [];
  const startOk = startDate === null || isCalendarDate(startDate);
  const endOk = endDate === null || isCalendarDate(endDate);
  if (!startOk) problems.push('startDateInvalid');
  if (!endOk) problems.push('endDateInvalid');
  if (startOk && endOk && startDate !== null && endDate !== null && startDate > endDate) problems.push('startAfterEnd');
  return problems;
}

/**
 * The messages of each problem, by the field they belong to (spec §5): a start after the end is told on both
 * fields, each in its own words.
 */
export const goalDatesProblemMessages: Record<GoalDatesProblem, { startDate?: string; endDate?: string }> = {
  startDateInvalid: { startDate: messages.validation.goalStartDateInvalid },
  endDateInvalid: { endDate: messages.validation.goalEndDateInvalid },
  startAfterEnd: { startDate: messages.validation.goalStartAfterEnd, endDate: messages.validation.goalEndBeforeStart },
};
