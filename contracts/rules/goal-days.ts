/**
 * The per-day input every goal rule reads: the sums of the progress entries that count for one goal (its measure,
 * projects and tags already applied by the caller), one row per date. The goal-progress read model keeps these;
 * no rule needs the entries themselves.
 */
export interface GoalDay {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** Sum of the day's counts (may be negative or 0). */
  count: number;
  /** How many entries the day had: an entry of 0 still counts as progress (server-behaviour §3.14). */
  entries: number;
}

export interface GoalDaySums {
  count: number;
  entries: number;
}

/**
 * Sums of the days from `from` to `to`, both included; a null bound is open. Several rows of one date simply add
 * up, so the caller need not merge them first.
 */
export function sumGoalDays(days: readonly GoalDay[], from: string | null, to: string | null): GoalDaySums {
  let count = 0;
  let entries = 0;
  for (const day of days) {
    if ((from !== null && day.date < from) || (to !== null && day.date > to)) continue;
    count += day.count;
    entries += day.entries;
  }
  return { count, entries };
}

/** The days merged by date (rows of one date added up), oldest first. */
export function mergeGoalDays(days: readonly GoalDay[]): GoalDay[] {
  const byDate = new Map<string, GoalDay>();
  for (const day of days) {
    const seen = byDate.get(day.date);
    byDate.set(day.date, seen ? { date: day.date, count: seen.count + day.count, entries: seen.entries + day.entries } : { ...day });
  }
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
