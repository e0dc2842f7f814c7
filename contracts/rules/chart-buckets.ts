/**
 * Bars of a progress chart (issue 12 #11: "a year of daily bars readable"). Up to a quarter of a year, one bar a
 * day: 92 bars still get about 3 px each on a phone's plot. Beyond, one bar a week, so a year is 53 bars, wide
 * enough to see and to point at. Weeks start on the writer's week start day (spec §3 weekStartDay, as the heat
 * map's columns do); a bucket names its whole calendar week, and the first and last count only the days in range.
 */
import { addDays, startOfWeek } from './dates.ts';

/** The longest range, in days, drawn as one bar a day. */
export const DAILY_BARS_UP_TO = 92;

export interface BarBucket {
  /** First and last day of the bucket's calendar day or week (a week may reach outside the range). */
  start: string;
  end: string;
  /** Sum of the range's daily counts in the bucket. */
  count: number;
}

export interface BarBuckets {
  unit: 'day' | 'week';
  buckets: BarBucket[];
}

/** The bars for consecutive `dates` with their `daily` counts. */
export function barBuckets(dates: readonly string[], daily: readonly number[], weekStartDay: number): BarBuckets {
  if (dates.length <= DAILY_BARS_UP_TO) {
    return { unit: 'day', buckets: dates.map((date, i) => ({ start: date, end: date, count: daily[i] ?? 0 })) };
  }
  const buckets: BarBucket[] = [];
  dates.forEach((date, i) => {
    const start = startOfWeek(date, weekStartDay);
    const last = buckets[buckets.length - 1];
    if (last?.start === start) last.count += daily[i] ?? 0;
    else buckets.push({ start, end: addDays(start, 6), count: daily[i] ?? 0 });
  });
  return { unit: 'week', buckets };
}
