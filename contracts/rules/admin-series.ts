/**
 * The admin charts' series (spec §2 admin-stats; §3 "Stats series"). The server lists only the UTC days and ISO
 * weeks that had someone in them, oldest first; a chart needs every day or week from the first one listed up to
 * the current one, the others as zero, so a quiet week shows as a gap rather than disappearing. A young installation
 * still gets a readable window (the last 30 days, the last 12 weeks): the days before its first sign-up are zeros.
 */
import type { DailyCount, WeeklyCount } from '../api/admin.ts';
import { addDays, dateRange, earlierDate, laterDate } from './dates.ts';
import { isoWeekStart } from './iso-week.ts';

/** The least a chart shows, up to the current day or week. */
export const MIN_DAYS_SHOWN = 30;
export const MIN_WEEKS_SHOWN = 12;

export interface CountSeries {
  unit: 'day' | 'week';
  /** Each day, or each week's Monday, from the first listed to the current one (UTC), both included. */
  starts: string[];
  counts: number[];
}

/**
 * Every day from the first listed (or 30 days before today, if later) to `today` (or to the last listed, if later);
 * empty when none are listed.
 */
export function dailyCountSeries(items: readonly DailyCount[], today: string): CountSeries {
  const window = addDays(today, 1 - MIN_DAYS_SHOWN);
  return filled('day', items.map((item) => [item.date, item.count]), window, today, dateRange);
}

/** Every ISO week (its Monday) from the first listed (or 12 weeks back) to the one holding `today`; empty when none are listed. */
export function weeklyCountSeries(items: readonly WeeklyCount[], today: string): CountSeries {
  const thisWeek = isoWeekStart(today);
  return filled('week', items.map((item) => [item.weekStart, item.count]), addDays(thisWeek, 7 * (1 - MIN_WEEKS_SHOWN)), thisWeek, weekStarts);
}

function weekStarts(from: string, to: string): string[] {
  const starts: string[] = [];
  for (let week = isoWeekStart(from); week <= to; week = addDays(week, 7)) starts.push(week);
  return starts;
}

function filled(
  unit: CountSeries['unit'],
  items: [string, number][],
  window: string,
  current: string,
  range: (from: string, to: string) => string[],
): CountSeries {
  const first = items[0]?.[0];
  const last = items[items.length - 1]?.[0];
  if (first === undefined || last === undefined) return { unit, starts: [], counts: [] };
  const byStart = new Map(items);
  const starts = range(earlierDate(first, window), laterDate(last, current));
  return { unit, starts, counts: starts.map((start) => byStart.get(start) ?? 0) };
}
