import type { DayCount } from '@inkpace/contracts/api/stats';
import { formatCalendarDate, formatMeasureCount } from '@inkpace/contracts/rules/format';
import { MEASURES, type MeasureName } from '@inkpace/contracts/rules/measures';

/** Whether any measure of the day is non-zero. */
export const hasProgress = (counts: DayCount['counts']): boolean => MEASURES.some((m) => (counts[m] ?? 0) !== 0);

/** A day's counts for reading: "1,200 words, 1h 30m", or "no progress" when every measure is zero. */
export function countsText(counts: DayCount['counts']): string {
  if (!hasProgress(counts)) return 'no progress';
  return MEASURES.filter((m) => (counts[m] ?? 0) !== 0).map((m) => formatMeasureCount(counts[m] ?? 0, m)).join(', ');
}

/** A heat-map cell's name: "Mar 3, 2024: 1,200 words". */
export const dayLabel = (date: string, counts: DayCount['counts']): string => `${formatCalendarDate(date)}: ${countsText(counts)}`;

/** Sums of each measure over the days from `start` to `end` (both included). */
export function rangeTotals(days: readonly DayCount[], start: string, end: string): Partial<Record<MeasureName, number>> {
  const totals: Partial<Record<MeasureName, number>> = {};
  for (const day of days) {
    if (day.date < start || day.date > end) continue;
    for (const m of MEASURES) {
      const count = day.counts[m];
      if (count !== undefined) totals[m] = (totals[m] ?? 0) + count;
    }
  }
  return totals;
}
