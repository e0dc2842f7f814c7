/**
 * The admin charts' series (spec §2 admin-stats; §3 "Stats series"). The server lists only the UTC days and ISO
 * weeks that had someone in them, oldest first; a chart needs every day or week from the first one listed up to
 * the current one, the others as zero, so a quiet week shows as a gap rather than disappearing.
 */
import type { DailyCount, WeeklyCount } from '../api/admin.ts';
import { addDays, dateRange } from './dates.ts';
import { isoWeekStart } from './iso-week.ts';

export interface CountSeries {
  unit: 'day' | 'week';
  /** Each day, or each week's Monday, from the first listed to the current one (UTC), both included. */
  starts: string[];
  counts: number[];
}

/** Every day from the first listed to `today` (or to the last listed, if later); empty when none are listed. */
export function dailyCountSeries(items: readonly DailyCount[], today: string): CountSeries {
  return filled('day', items.map((item) => [item.date, item.count]), today, (from, to) => dateRange(from, to));
}

/** Every ISO week (its Monday) from the first listed to the one holding `today`; empty when none are listed. */
export function weeklyCountSeries(items: readonly WeeklyCount[], today: string): CountSeries {
  return filled('week', items.map((item) => [item.weekStart, item.count]), isoWeekStart(today), weekStarts);
}

function weekStarts(from: string, to: string): string[] {
  const starts: string[] = [];
  for (let week = isoWeekStart(from); week <= to; week = addDays(week, 7)) starts.push(week);
  return starts;
}

function filled(unit: CountSeries['unit'], items: [string, number][], current: string, range: (from: string, to: string) => string[]): CountSeries {
  const first = items[0]?.[0];
  const last = items[items.length - 1]?.[0];
  if (first === undefined || last === undefined) return { unit, starts: [], counts: [] };
  const byStart = new Map(items);
  const starts = range(first, last > current ? last : current);
  return { unit, starts, counts: starts.map((start) => byStart.get(start) ?? 0) };
}
