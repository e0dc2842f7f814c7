import { formatCalendarDate } from '@inkpace/contracts/rules/format';

/**
 * The dates of a goal or a leaderboard: "Jan 1, 2026 – Jan 31, 2026", "From Jan 1, 2026", "Until Jan 31, 2026", or
 * null without dates. Calendar strings are formatted as they are (never through a `Date`).
 */
export function dateRangeText({ startDate: start, endDate: end }: { startDate: string | null; endDate: string | null }): string | null {
  if (start && end) return `${formatCalendarDate(start)} – ${formatCalendarDate(end)}`;
  if (start) return `From ${formatCalendarDate(start)}`;
  if (end) return `Until ${formatCalendarDate(end)}`;
  return null;
}
