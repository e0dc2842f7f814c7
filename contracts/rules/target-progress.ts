/**
 * A target's progress (server-behaviour §3.8): its total, whether it is achieved, what is left, and its
 * day-by-day series. Targets may be negative ("cut 10,000 words" is a target of -10,000), so every comparison
 * goes in the target's direction.
 */
import { dateRange } from './dates.ts';
import { sumGoalDays, type GoalDay } from './goal-days.ts';

/** +1 for a target to write towards, -1 for one to cut towards; a target of 0 counts as "towards". */
export function targetDirection(targetCount: number): 1 | -1 {
  return targetCount < 0 ? -1 : 1;
}

/**
 * The total has come as far as the target in its direction: |total| ≥ |target| with the same sign (so a total of
 * +500 never reaches -100). Every total reaches a target of 0.
 */
export function reachesTarget(total: number, targetCount: number): boolean {
  if (targetCount === 0) return true;
  return targetCount > 0 ? total >= targetCount : total <= targetCount;
}

/**
 * `achieved` of GET /goal: the matching total reaches the target and at least one matching entry exists. The
 * reference's arithmetic, except at a target of 0, where the reference also asked for a total of exactly 0
 * (logging 5 words would un-achieve it). Here a target of 0 is achieved by any matching entry, whatever its total.
 * The total counts every matching entry in the goal's dates, future-dated ones included (as the reference), so
 * `achieved` needs no today and the read model can keep it.
 */
export function isTargetAchieved(total: number, targetCount: number, hasMatchingEntries: boolean): boolean {
  return hasMatchingEntries && reachesTarget(total, targetCount);
}

/**
 * A target's total and `achieved` from its days: the days within the goal's dates (a null bound is open) count.
 */
export function targetAchievement(
  days: readonly GoalDay[],
  goal: { targetCount: number; startDate: string | null; endDate: string | null },
): { total: number; achieved: boolean } {
  const { count, entries } = sumGoalDays(days, goal.startDate, goal.endDate);
  return { total: count, achieved: isTargetAchieved(count, goal.targetCount, entries > 0) };
}

/** What is still to do, in the target's direction (negative for a cut); 0 once the target is reached. */
export function targetToGo(total: number, targetCount: number): number {
  return reachesTarget(total, targetCount) ? 0 : targetCount - total;
}

export interface CumulativeSeries {
  /** Every date from `from` to `to`, both included. */
  dates: string[];
  /** The day's sum, 0 on days without entries. */
  daily: number[];
  /** The running total at the end of each day, from 0 before `from`. */
  total: number[];
}

/**
 * The day-by-day series of a goal from its days: gaps filled with 0, and the running total. Only days from `from`
 * to `to` count: a goal counts nothing before its start (unlike a project's chart, which starts from the total
 * so far).
 */
export function cumulativeSeries(days: readonly GoalDay[], from: string, to: string): CumulativeSeries {
  const byDate = new Map<string, number>();
  for (const day of days) {
    if (day.date >= from && day.date <= to) byDate.set(day.date, (byDate.get(day.date) ?? 0) + day.count);
  }
  const dates = dateRange(from, to);
  const daily = dates.map((date) => byDate.get(date) ?? 0);
  let running = 0;
  const total = daily.map((count) => (running += count));
  return { dates, daily, total };
}
