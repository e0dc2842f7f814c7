import type uPlot from 'uplot';
import { barBuckets } from '@inkpace/contracts/rules/chart-buckets';
import { yAxisScale } from '@inkpace/contracts/rules/chart-scale';
import { chartMaxima, type ProgressSeries } from '@inkpace/contracts/rules/chart-series';
import { dayNumber, fromDayNumber } from '@inkpace/contracts/rules/dates';
import { dateAxisTicks } from '@inkpace/contracts/rules/chart-ticks';
import { formatAxisCount, formatCalendarDate, formatMeasureCount } from '@inkpace/contracts/rules/format';
import { MEASURE_LABELS, type MeasureName } from '@inkpace/contracts/rules/measures';

/** Line: the running total; bar: each day's count, days without progress as zero. */
export type ChartMode = 'line' | 'bar';

/** Canvas colours: uPlot paints on a canvas, which cannot read CSS variables, so the theme's values come in. */
export interface ChartColors {
  background: string;
  text: string;
  grid: string;
  series: string;
  fill: string;
}

/** 16:9, the chart's shape at every width. */
export const chartHeight = (width: number): number => Math.round((width * 9) / 16);

/** Room for one date label on the x axis ("Dec 30, 2025" is the longest), and for the y axis beside the plot. */
const DATE_LABEL_PX = 72;
const Y_AXIS_PX = 60;

/** Room for the y axis's longest label (uPlot does not measure its labels), about 7 px a character. */
export const yAxisSize = (_u: uPlot, values: string[] | null): number => 24 + 7 * Math.max(3, ...(values ?? []).map((v) => v.length));

/**
 * The y scale and axis for some values (contracts' yAxisScale: from the data, with headroom, the spec default only
 * for an empty or near-empty chart; at most six labels, on whole steps); `measure` null for plain counts.
 */
export function countAxis(values: readonly number[], defaultMax: number, measure: MeasureName | null): { range: [number, number]; splits: () => number[] } {
  const { min, max, step } = yAxisScale(values, defaultMax, measure);
  const splits = Array.from({ length: Math.round((max - min) / step) + 1 }, (_, i) => min + i * step);
  return { range: [min, max], splits: () => splits };
}

/**
 * The date axis of a chart over day numbers `first` to `last` drawn `width` px wide: ticks on calendar boundaries
 * (days, weeks from the writer's week start day, months, years by range, contracts' dateAxisTicks) as many as
 * fit, each label once.
 */
export function dateAxis(first: number, last: number, width: number, weekStartDay: number): Pick<uPlot.Axis, 'splits' | 'values'> {
  const ticks = dateAxisTicks(fromDayNumber(first), fromDayNumber(last), (width - Y_AXIS_PX) / DATE_LABEL_PX, weekStartDay);
  const labels = new Map(ticks.map((tick) => [dayNumber(tick.date), tick.label]));
  return { splits: () => [...labels.keys()], values: (_u, splits) => splits.map((day) => labels.get(day) ?? '') };
}

export interface DateChartFrameInput {
  width: number;
  /** The first and last day numbers drawn (half a day of room is left at each end). */
  first: number;
  last: number;
  /** Week ticks start on this day (the writer's week start; Monday for ISO weeks). */
  weekStartDay: number;
  colors: ChartColors;
  yAxis: ReturnType<typeof countAxis>;
  yLabel(n: number): string;
  /** The y axis's title, e.g. "Words per week" (drawn beside it), if the chart's own title does not say it. */
  yTitle?: string;
}

/**
 * What every chart over dates shares: 16:9 at its width, no uPlot legend (the text alternative, and the page's own
 * key where there is one, carry the values), no drag-zoom, x in day numbers with its date axis, and the y axis.
 */
export function dateChartFrame({ width, first, last, weekStartDay, colors, yAxis, yLabel, yTitle }: DateChartFrameInput): Omit<uPlot.Options, 'series'> {
  const axis = { stroke: colors.text, grid: { stroke: colors.grid, width: 1 }, ticks: { stroke: colors.grid, width: 1 } };
  return {
    width,
    height: chartHeight(width),
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: false, range: [first - 0.5, last + 0.5] }, y: { range: yAxis.range } },
    axes: [
      { ...axis, ...dateAxis(first, last, width, weekStartDay) },
      {
        ...axis,
        size: yAxisSize,
        splits: yAxis.splits,
        values: (_u, splits) => splits.map(yLabel),
        ...(yTitle ? { label: yTitle, labelSize: 20, labelGap: 0 } : {}),
      },
    ],
  };
}

/**
 * What the y axis counts: "Total words" (line), "Words per day" or, over long ranges, "Words per week" (bars), so
 * weekly bars never pass for days (issue 27 #5).
 */
export function yAxisTitle(measure: MeasureName, mode: ChartMode, unit: PlotPoints['unit']): string {
  const label = MEASURE_LABELS[measure];
  return mode === 'line' ? `Total ${label.toLowerCase()}` : `${label} per ${unit}`;
}

/** What a mode draws: one point a day (line), one bar a day or, over long ranges, a week (bar). */
export interface PlotPoints {
  unit: 'day' | 'week';
  /** The first day of each point's day or week. */
  starts: string[];
  values: number[];
}

/** The points of one mode (contracts' barBuckets decides between daily and weekly bars). */
export function plotPoints(series: ProgressSeries, mode: ChartMode, weekStartDay: number): PlotPoints {
  if (mode === 'line') return { unit: 'day', starts: series.dates, values: series.total };
  const { unit, buckets } = barBuckets(series.dates, series.daily, weekStartDay);
  return { unit, starts: buckets.map((b) => b.start), values: buckets.map((b) => b.count) };
}

export interface ChartInput {
  series: ProgressSeries;
  measure: MeasureName;
  mode: ChartMode;
  colors: ChartColors;
  width: number;
  /** The writer's weekStartDay setting: week ticks and weekly bars start on it. */
  weekStartDay: number;
  /** uPlot's bar path builder (from the loaded module, so this file needs only its types). */
  bars: NonNullable<uPlot.Series.PathBuilderFactories['bars']>;
}

/**
 * uPlot options and data for one measure's series: x in day numbers (a weekly bar sits on its week's middle day),
 * y per the mode. The x range is the series' days whatever the bars, so a partial week at an end is cut there.
 */
export function progressChartOptions({ series, measure, mode, colors, width, weekStartDay, bars }: ChartInput): { options: uPlot.Options; data: uPlot.AlignedData } {
  const points = plotPoints(series, mode, weekStartDay);
  const x = points.starts.map((start) => dayNumber(start) + (points.unit === 'week' ? 3 : 0));
  const y = points.values;
  const maxima = chartMaxima(measure);
  // A week's bar holds up to seven days, so its empty-chart default is seven days' default.
  const defaultMax = mode === 'line' ? maxima.total : maxima.each * (points.unit === 'week' ? 7 : 1);
  const yAxis = countAxis(y, defaultMax, measure);
  const first = dayNumber(series.dates[0] ?? '1970-01-01');
  const last = dayNumber(series.dates[series.dates.length - 1] ?? '1970-01-01');
  const options: uPlot.Options = {
    ...dateChartFrame({ width, first, last, weekStartDay, colors, yAxis, yLabel: (n) => formatAxisCount(n, measure), yTitle: yAxisTitle(measure, mode, points.unit) }),
    series: [
      { value: (_u, day) => (day === null ? '' : formatCalendarDate(fromDayNumber(day))) },
      {
        label: mode === 'line' ? 'Total' : points.unit === 'week' ? 'Per week' : 'Per day',
        stroke: colors.series,
        fill: mode === 'bar' ? colors.series : colors.fill,
        width: 2,
        points: { show: mode === 'line' && x.length <= 1 },
        value: (_u, n) => (n === null ? '' : formatMeasureCount(n, measure)),
        ...(mode === 'bar' ? { paths: bars({ size: [0.8, 40], gap: 1 }) } : {}),
      },
    ],
  };
  return { options, data: [x, y] };
}
