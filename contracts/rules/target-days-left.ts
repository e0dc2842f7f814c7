/**
 * Days left of a target with an end date (the goal page's "Days left"): today counts while it is in the window.
 * From the pace the server answers (`dayOfGoal` is 1 on the first day, below 1 before it).
 */
export function targetDaysLeft(pace: { dayOfGoal: number; totalDays: number | null }): number | null {
  if (pace.totalDays === null) return null;
  const left = pace.totalDays - Math.max(pace.dayOfGoal, 1) + 1;
  return Math.min(pace.totalDays, Math.max(0, left));
}
