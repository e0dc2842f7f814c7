/**
 * The days of a week in a writer's order (spec §3 weekStartDay 0–6, 0 = Sunday). Data stored per weekday (a pace
 * plan's weights) stays Sunday-first; screens show it starting on the writer's week start day.
 */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** The same, as a heat map's row labels show them. */
export const WEEKDAY_SHORT_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The weekday numbers (0 = Sunday … 6 = Saturday) in display order, from `weekStartDay` (taken modulo 7). */
export function weekdaysFrom(weekStartDay: number): number[] {
  const first = ((Math.trunc(weekStartDay) % 7) + 7) % 7;
  return Array.from({ length: 7 }, (_, i) => (first + i) % 7);
}
