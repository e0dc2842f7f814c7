import type uPlot from 'uplot';
import type { TargetProgress } from '@inkpace/contracts/api/goal-progress';
import { chartMaxima } from '@inkpace/contracts/rules/chart-series';
import { dayNumber, fromDayNumber } from '@inkpace/contracts/rules/dates';
import { formatAxisCount, formatCalendarDate, formatMeasureCount } from '@inkpace/contracts/rules/format';
import type { MeasureName } from '@inkpace/contracts/rules/measures';
import { countAxis, dateChartFrame, type ChartColors } from '../../ui/charts/chart-options.ts';

export interface TargetChartInput {
  series: TargetProgress['series'];
  measure: MeasureName;
  colors: ChartColors & { par: string };
  width: number;
  /** The writer's weekStartDay setting: week ticks start on it. */
  weekStartDay: number;
}

/** uPlot options for a target: the running total (filled) and, with an end date, the par line (dashed). */
export function targetChartOptions({ series, measure, colors, width, weekStartDay }: TargetChartInput): { options: uPlot.Options; data: uPlot.AlignedData } {
  const x = series.dates.map(dayNumber);
  const values = [...series.total, ...(series.par ?? [])].filter((n): n is number => n !== null);
  // The par line counts as data: its end (the target) stays on the chart.
  const yAxis = countAxis(values, chartMaxima(measure).total, measure);
  const first = x[0] ?? 0;
  const last = x[x.length - 1] ?? first;
  const value = (_u: uPlot, n: number | null): string => (n === null ? '' : formatMeasureCount(n, measure));

  const options: uPlot.Options = {
    ...dateChartFrame({ width, first, last, weekStartDay, colors, yAxis, yLabel: (n) => formatAxisCount(n, measure) }),
    series: [
      { value: (_u, day) => (day === null ? '' : formatCalendarDate(fromDayNumber(day))) },
      { label: 'Total', stroke: colors.series, fill: colors.fill, width: 2, points: { show: x.length <= 1 }, value },
      ...(series.par ? [{ label: 'Par', stroke: colors.par, width: 2, dash: [6, 4], points: { show: false }, value }] : []),
    ],
  };
  const data: uPlot.AlignedData = series.par ? [x, series.total, series.par] : [x, series.total];
  return { options, data };
}
