import type { Goal, TargetParameters } from '@inkpace/contracts/api/goal';
import type { CsvCell } from '@inkpace/contracts/rules/csv-cells';
import type { GoalDay } from '@inkpace/contracts/rules/goal-days';
import { roundPace } from '@inkpace/contracts/rules/pace-message';
import { goalProgress } from '../goals/index.ts';

/**
 * The rows of a goal's CSV (server-behaviour §4.10), from what its page shows for the writer's today (the goal
 * page's rules, via goalProgress): nothing is worked out here that the page does not show.
 */

/**
 * A target: `progress` rows, the day's sum of matching entries (not cumulative) on each day of its chart that has
 * any; then `par` rows, what par grows by on each day of its window (none for an open-ended target).
 */
export function targetRows(goal: Goal, days: readonly GoalDay[], today: string, weekStartDay: number): CsvCell[][] {
  const page = goalProgress(goal, days, today, weekStartDay);
  if (page.kind !== 'target') return [];
  const { measure } = (goal.parameters as TargetParameters).threshold;
  const logged = new Set(days.filter((d) => d.entries > 0).map((d) => d.date));
  const { dates, daily, par } = page.series;
  const progress = dates.flatMap((date, i) => {
    const sum = daily[i];
    return sum === null || sum === undefined || !logged.has(date) ? [] : [[date, 'progress', sum]];
  });
  const parRows = (par ?? []).map((value, i) => [dates[i] ?? '', 'par', roundPace(value - (par?.[i - 1] ?? 0), measure)]);
  return [...progress, ...parRows];
}

/** A habit: one row per period, from the first to the one holding today (or its last). */
export function habitRows(goal: Goal, days: readonly GoalDay[], today: string, weekStartDay: number): CsvCell[][] {
  const page = goalProgress(goal, days, today, weekStartDay);
  if (page.kind !== 'habit') return [];
  return page.periods.map((p) => [p.startDate, p.endDate, p.total, p.success]);
}
