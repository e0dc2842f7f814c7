import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ProgressSeries, SeriesSummary } from '@inkpace/contracts/rules/chart-series';
import { formatCalendarDate, formatMeasureCount } from '@inkpace/contracts/rules/format';
import type { MeasureName } from '@inkpace/contracts/rules/measures';
import ui from '../ui.module.css';
import { ChartDaysTable } from './chart-days-table.tsx';

/** One sentence on a series: total, days with progress and the best day. */
export function summarySentence(summary: SeriesSummary, series: ProgressSeries, measure: MeasureName): string {
  const first = series.dates[0];
  const last = series.dates[series.dates.length - 1];
  const range = first && last ? ` from ${formatCalendarDate(first)} to ${formatCalendarDate(last)}` : '';
  const days = summary.daysWithProgress === 1 ? '1 day' : `${summary.daysWithProgress} days`;
  const best = summary.bestDay ? `; best day ${formatCalendarDate(summary.bestDay.date)} with ${formatMeasureCount(summary.bestDay.count, measure)}` : '';
  return `${formatMeasureCount(summary.total, measure)} logged${range}, on ${days} with progress${best}.`;
}

interface ChartSummaryProps {
  series: ProgressSeries;
  summary: SeriesSummary;
  measure: MeasureName;
  title: string;
}

/**
 * The chart's text alternative: a visible summary sentence, and for screen readers a table of the days with
 * progress and the running total after each.
 */
export function ChartSummary({ series, summary, measure, title }: ChartSummaryProps): ReactNode {
  const rows = series.dates.flatMap((date, i) => ((series.daily[i] ?? 0) !== 0 ? [{ date, daily: series.daily[i] ?? 0, total: series.total[i] ?? 0 }] : []));
  return (
    <figcaption>
      <Text size="sm" className={ui.muted}>
        {summarySentence(summary, series, measure)}
      </Text>
      <ChartDaysTable title={title} measure={measure} rows={rows} />
    </figcaption>
  );
}
