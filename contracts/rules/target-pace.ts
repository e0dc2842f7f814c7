/**
 * What a target's page and dashboard card show (spec §2 "Goal detail": overall and today's progress and a chart):
 * its window, progress, par, today's target and pace message, and its chart series with the par line. Everything
 * comes from the goal, its per-day sums and the writer's today; counts are rounded for the measure (`roundPace`).
 */
import { messages } from '../messages.ts';
import { addDays, daysBetween, earlierDate, laterDate } from './dates.ts';
import { sumGoalDays, type GoalDay } from './goal-days.ts';
import { GOAL_HORIZON_DAYS } from './goal-horizon.ts';
import type { MeasureName } from './measures.ts';
import { GET_IT_GOING_DAYS, paceMessage, roundPace, type PaceMessage } from './pace-message.ts';
import { openEndedTodaysTarget, parOn, parSeries, plannedTodaysTarget, type PacePlan } from './pace-plan.ts';
import { cumulativeSeries, targetAchievement, targetDirection, targetToGo } from './target-progress.ts';

export interface TargetGoal {
  /** The threshold's count: negative for a cut. */
  targetCount: number;
  measure: MeasureName;
  startDate: string | null;
  endDate: string | null;
  /** Null: the even plan. */
  plan: PacePlan | null;
}

export interface TargetWindow {
  start: string;
  /** Null: open-ended (no par, no par line). */
  end: string | null;
}

/**
 * The days a target's pace runs over. It starts at the goal's start date; without one, at its first entry that
 * counts (as the reference), or today when there is none yet or only future-dated ones. It ends at the goal's end
 * date (a start after it is moved back to it, so the window is never empty).
 */
export function targetWindow(goal: Pick<TargetGoal, 'startDate' | 'endDate'>, days: readonly GoalDay[], today: string): TargetWindow {
  const end = goal.endDate;
  let start = goal.startDate;
  if (start === null) {
    let first: string | null = null;
    for (const day of days) if (day.entries > 0 && (end === null || day.date <= end) && (first === null || day.date < first)) first = day.date;
    start = first === null ? today : earlierDate(first, today);
  }
  return { start: end !== null && start > end ? end : start, end };
}

export interface TargetPace {
  startDate: string;
  endDate: string | null;
  /** "Day N of M": today's place in the window, 1 on its first day (≤ 0 before it, > totalDays after it). */
  dayOfGoal: number;
  /** Days in the window, null when open-ended. */
  totalDays: number | null;
  /** Everything that counts for the goal (its dates only), as `achieved` reads it. */
  total: number;
  achieved: boolean;
  /** Left to the target in its direction (negative for a cut), 0 once reached. */
  toGo: number;
  /** What counted from the window's start to yesterday, and today. */
  doneBeforeToday: number;
  doneToday: number;
  /** Cumulative par at the end of today (0 before the window, the target after it); null when open-ended. */
  par: number | null;
  /** Done through today less par, in the target's direction: positive when ahead (also for a cut). */
  aheadOfPar: number | null;
  /** How much to do today to stay on pace; null outside the window (upcoming, ended) or without a pace yet. */
  todaysTarget: number | null;
  /** Today's target less what was done today (negative: beyond it). Null with no today's target. */
  leftToday: number | null;
  /** What counted per day so far, from the start through today (or through the end, once ended). */
  averagePerDay: number | null;
  /** Null outside the window, and after the first days when there is no today's target. */
  message: PaceMessage | null;
}

/** A target's overall and today's progress and pace, for the writer's today. */
export function targetPace(goal: TargetGoal, days: readonly GoalDay[], today: string): TargetPace {
  const { start, end } = targetWindow(goal, days, today);
  const round = (n: number) => roundPace(n, goal.measure);
  const { total, achieved } = targetAchievement(days, goal);
  const inWindow = today >= start && (end === null || today <= end);
  const lastCounted = end === null ? today : earlierDate(today, end);
  const doneBeforeToday = sumGoalDays(days, start, earlierDate(addDays(today, -1), end ?? today)).count;
  const doneToday = inWindow ? sumGoalDays(days, today, today).count : 0;
  const dayOfGoal = daysBetween(start, today) + 1;

  const parExact = end === null ? null : parOn(goal.targetCount, goal.plan, { start, end }, today);
  const plan = { targetCount: goal.targetCount, plan: goal.plan, today, doneBeforeToday };
  const target = end === null ? (inWindow ? openEndedTodaysTarget({ ...plan, window: { start } }) : null) : plannedTodaysTarget({ ...plan, window: { start, end } });
  const todaysTarget = target === null ? null : round(target);
  const daysSoFar = daysBetween(start, lastCounted) + 1;

  let message: PaceMessage | null = null;
  if (inWindow && dayOfGoal < GET_IT_GOING_DAYS) message = messages.pace.getItGoing;
  else if (todaysTarget !== null) message = paceMessage({ dayOfGoal, todaysTarget, doneToday });

  return {
    startDate: start,
    endDate: end,
    dayOfGoal,
    totalDays: end === null ? null : daysBetween(start, end) + 1,
    total,
    achieved,
    toGo: targetToGo(total, goal.targetCount),
    doneBeforeToday,
    doneToday,
    par: parExact === null ? null : round(parExact),
    aheadOfPar: parExact === null ? null : round((doneBeforeToday + doneToday - parExact) * targetDirection(goal.targetCount)),
    todaysTarget,
    leftToday: todaysTarget === null ? null : round(todaysTarget - doneToday),
    averagePerDay: daysSoFar < 1 ? null : round(sumGoalDays(days, start, lastCounted).count / daysSoFar),
    message,
  };
}

export interface TargetSeries {
  /** Every date of the chart: the window, or for an open-ended target from its start to today (or a later entry). */
  dates: string[];
  /** The day's sum and the running total from the start; null after the last day that has happened or has entries. */
  daily: (number | null)[];
  total: (number | null)[];
  /** Cumulative par per date, rounded for the measure; null when open-ended (no par line). */
  par: number[] | null;
}

/** The chart of a target: day-by-day progress (gaps filled with 0) and, with an end date, the par line. */
export function targetSeries(goal: TargetGoal, days: readonly GoalDay[], today: string): TargetSeries {
  const { start, end } = targetWindow(goal, days, today);
  // An open-ended chart runs to today or a later entry, but holds the century a dated goal holds (goal-horizon):
  // one entry dated centuries ahead would otherwise make a chart of millions of days.
  const last = end ?? laterDate(addDays(start, GOAL_HORIZON_DAYS), today);
  let lastActual = today;
  for (const day of days) if (day.entries > 0 && day.date > lastActual && day.date <= last) lastActual = day.date;
  const chartEnd = end ?? laterDate(earlierDate(lastActual, last), start);
  const series = cumulativeSeries(days, start, chartEnd);
  const happened = (i: number) => (series.dates[i] ?? '') <= lastActual;
  return {
    dates: series.dates,
    daily: series.daily.map((n, i) => (happened(i) ? n : null)),
    total: series.total.map((n, i) => (happened(i) ? n : null)),
    par: end === null ? null : parSeries(goal.targetCount, goal.plan, { start, end }).map((n) => roundPace(n, goal.measure)),
  };
}
