/**
 * The activity heat map (spec §4 "Heat map", §9 "Tally heat colour tiers").
 *
 * Our reading of the spec: the tier limits (under 1 none; under 3, 5, 10, 30, 50, 100; otherwise the top tier)
 * apply to a day's *heat value*, which is, per measure, the day's count as a percentage of the busiest day of that
 * measure in the shown range; the day's value is the largest over its measures. So words and minutes share one
 * scale, only the busiest day of some measure reaches the top tier (100%), and a negative day counts as 0.
 * A day whose share is below 1% of the busiest day shows no colour, like a day without progress.
 */
import type { DayCount } from '../api/stats.ts';
import { addDays, dayNumber, fromDayNumber, startOfWeek } from './dates.ts';
import { MEASURES, type MeasureName } from './measures.ts';

/** Lower bounds of tiers 1..7; a value under the first one is tier 0 (none). */
export const HEAT_TIER_LIMITS = [1, 3, 5, 10, 30, 50, 100] as const;
export const HEAT_TIERS = HEAT_TIER_LIMITS.length + 1;

/** 0 (none: under 1) … 7 (100 and over). Not-a-number is none. */
export function heatTier(value: number): number {
  let tier = 0;
  for (const limit of HEAT_TIER_LIMITS) if (value >= limit) tier++;
  return tier;
}

/**
 * Heat value (0..100, a percentage) per date of the given days. Pass only the days of the shown range: the
 * busiest day is looked for among them. Every given date is in the map, with 0 when nothing was positive.
 */
export function heatValues(days: readonly DayCount[]): Map<string, number> {
  const busiest = new Map<MeasureName, number>();
  for (const day of days) {
    for (const measure of MEASURES) {
      const count = day.counts[measure] ?? 0;
      if (count > (busiest.get(measure) ?? 0)) busiest.set(measure, count);
    }
  }
  const values = new Map<string, number>();
  for (const day of days) {
    let value = values.get(day.date) ?? 0;
    for (const [measure, max] of busiest) {
      const count = day.counts[measure] ?? 0;
      if (count > 0) value = Math.max(value, (count / max) * 100);
    }
    values.set(day.date, value);
  }
  return values;
}

export interface HeatMapRangeInput {
  /** Date of the first and last entry shown, or null without entries. */
  firstDate: string | null;
  lastDate: string | null;
  /** The reader's calendar date (passed in so the rule does not depend on a clock). */
  today: string;
  /** A project in a dormant phase (on hold, finished, abandoned) ends at its last entry. */
  dormant: boolean;
  /** The writer's week start (0 = Sunday): a young map starts on the first day of its first entry's week. */
  weekStartDay: number;
}

/** How far back the map reaches from its end: 365 days, both ends included (spec: "about one year back"). */
export const HEAT_MAP_DAYS = 365;

/**
 * The dates the map shows (spec §4): it ends today, or at the last entry for a dormant project; it starts 365 days
 * before the end is included, or at the first entry when that is later. Entries dated after the end are not
 * shown; if every entry is after the end, the map starts at the end day.
 *
 * A map that starts at an entry (a young project or writer) starts on the first day of that entry's week instead
 * (never more than a year back): those days had no progress, and drawing them keeps the first column a whole
 * week, where the entry's own day alone at the foot of an otherwise blank column read as a broken map (issue 27).
 */
export function heatMapRange({ firstDate, lastDate, today, dormant, weekStartDay }: HeatMapRangeInput): { start: string; end: string } {
  const end = dormant && lastDate !== null ? lastDate : today;
  const yearBack = addDays(end, -(HEAT_MAP_DAYS - 1));
  if (firstDate === null || firstDate <= yearBack) return { start: yearBack, end };
  const weekOfFirst = startOfWeek(firstDate > end ? end : firstDate, ((weekStartDay % 7) + 7) % 7);
  return { start: weekOfFirst > yearBack ? weekOfFirst : yearBack, end };
}

/** One column of the map: seven dates from the week's first day, null where the day is outside the range. */
export type HeatMapWeek = (string | null)[];

/**
 * Weeks (columns) covering `start`..`end`, each of seven days beginning on `weekStartDay` (0 = Sunday … 6 =
 * Saturday; other integers are taken modulo 7). Empty when `end` is before `start`.
 */
export function heatMapWeeks(start: string, end: string, weekStartDay: number): HeatMapWeek[] {
  if (end < start) return [];
  const startDay = dayNumber(start);
  const endDay = dayNumber(end);
  // Walked in day numbers: the padding days of the first and last week are never written out as dates.
  const firstDay = dayNumber(startOfWeek(start, ((weekStartDay % 7) + 7) % 7));
  const weeks: HeatMapWeek[] = [];
  for (let weekStart = firstDay; weekStart <= endDay; weekStart += 7) {
    const week: HeatMapWeek = [];
    for (let day = weekStart; day < weekStart + 7; day++) week.push(day >= startDay && day <= endDay ? fromDayNumber(day) : null);
    weeks.push(week);
  }
  return weeks;
}

/**
 * The date whose month names each column in the map's month row, or null: the 1st of a month in the column, or
 * for the first column its first day, when no 1st is in the first two columns (the first column's name would run
 * into the next month's, a label being about as wide as a column). Every map thus names at least one month.
 */
export function heatMapMonthLabels(weeks: readonly HeatMapWeek[]): (string | null)[] {
  const firstOfMonth = (week: HeatMapWeek | undefined): string | null => week?.find((date) => date?.endsWith('-01')) ?? null;
  return weeks.map((week, index) => {
    const first = firstOfMonth(week);
    if (first !== null || index > 0 || firstOfMonth(weeks[1]) !== null) return first;
    return week.find((date) => date !== null) ?? null;
  });
}
