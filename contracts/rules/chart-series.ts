/**
 * Chart series from day counts (site-accounts-admin §4: "Chart view toggles between line (cumulative) and bar (per
 * day, gaps filled with zero)"; §9 default chart maxima). Dates stay `YYYY-MM-DD` strings.
 */
import type { DayCount } from '../api/stats.ts';
import { LATEST_DATE, addDays, dateRange, earlierDate, laterDate } from './dates.ts';
import { GOAL_HORIZON_DAYS } from './goal-horizon.ts';
import { MEASURE_INFO, type MeasureName } from './measures.ts';

export interface ProgressSeries {
  /** Every date from the start to the end, both included. */
  dates: string[];
  /** The day's count of the measure, 0 on days without progress (bar mode). */
  daily: number[];
  /** Running total after each day (line mode), from the starting value and any days before the start. */
  total: number[];
}

export interface ProgressSeriesRange {
  startDate: string;
  endDate: string;
  /** Added to the running total before the first day, e.g. the project's starting balance. */
  startingValue?: number;
}

/**
 * The series of one measure over a date range (its last GOAL_HORIZON_DAYS + 1 days at most). Days before the start
 * are not drawn but still count towards the running total (the line shows the true total); days after `endDate`
 * are left out.
 */
export function progressSeries(days: readonly DayCount[], measure: MeasureName, range: ProgressSeriesRange): ProgressSeries {
  // At most a century is drawn (as goals hold: goal-horizon), ending at the range's end (never after the last date
  // Inkpace accepts, whatever an older version stored); earlier days still count.
  const endDate = earlierDate(range.endDate, LATEST_DATE);
  const startDate = laterDate(range.startDate, addDays(endDate, -GOAL_HORIZON_DAYS));
  const byDate = new Map<string, number>();
  let before = range.startingValue ?? 0;
  for (const day of days) {
    const count = day.counts[measure] ?? 0;
    if (day.date < startDate) before += count;
    else if (day.date <= endDate) byDate.set(day.date, (byDate.get(day.date) ?? 0) + count);
  }
  const dates = dateRange(startDate, endDate);
  const daily = dates.map((date) => byDate.get(date) ?? 0);
  let running = before;
  const total = daily.map((count) => (running += count));
  return { dates, daily, total };
}

export interface SeriesSummary {
  /** Sum of the daily counts in the range (without the starting value). */
  total: number;
  /** Days in the range with a non-zero count. */
  daysWithProgress: number;
  /** The day with the largest positive count (earliest on a tie), or null. */
  bestDay: { date: string; count: number } | null;
}

/** One-line facts about a series, for its text alternative. */
export function summarizeSeries(series: Pick<ProgressSeries, 'dates' | 'daily'>): SeriesSummary {
  let total = 0;
  let daysWithProgress = 0;
  let bestDay: SeriesSummary['bestDay'] = null;
  series.daily.forEach((count, i) => {
    total += count;
    if (count !== 0) daysWithProgress++;
    if (count > 0 && (bestDay === null || count > bestDay.count)) bestDay = { date: series.dates[i] ?? '', count };
  });
  return { total, daysWithProgress, bestDay };
}

/** Default y-axis maxima of a measure (spec §9): the cumulative line's and one day's bar (see chart-scale.ts for their use). */
export function chartMaxima(measure: MeasureName): { total: number; each: number } {
  return MEASURE_INFO[measure].chartMax;
}
