import type uPlot from 'uplot';
import { chartMaxima, yAxisRange, type ProgressSeries } from '@inkpace/contracts/rules/chart-series';
import { dayNumber, fromDayNumber } from '@inkpace/contracts/rules/dates';
import { dateAxisTicks } from '@inkpace/contracts/rules/chart-ticks';
import { formatAxisCount, formatCalendarDate, formatMeasureCount } from '@inkpace/contracts/rules/format';
import type { MeasureName } from '@inkpace/contracts/rules/measures';

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

/** Tick steps of a time axis, in minutes: whole quarter hours and hours, so labels read "1h 30m", not "1h 23m". */
const MINUTE_STEPS = [1, 5, 10, 15, 30, 60, 120, 180, 300, 600, 1200, 1800, 3000, 6000, 12_000, 30_000, 60_000, 120_000, 300_000, 600_000];

/** Room for the y axis's longest label (uPlot does not measure its labels), about 7 px a character. */
const yAxisSize = (_u: uPlot, values: string[] | null): number => 24 + 7 * Math.max(3, ...(values ?? []).map((v) => v.length));


/**
 * The date axis of a chart over day numbers `first` to `last` drawn `width` px wide: ticks on calendar boundaries
 * (days, weeks, months, years by range, contracts' dateAxisTicks) as many as fit, each label once.
 */
export function dateAxis(first: number, last: number, width: number): Pick<uPlot.Axis, 'splits' | 'values'> {
  const ticks = dateAxisTicks(fromDayNumber(first), fromDayNumber(last), (width - Y_AXIS_PX) / DATE_LABEL_PX);
  const labels = new Map(ticks.map((tick) => [dayNumber(tick.date), tick.label]));
  return { splits: () => [...labels.keys()], values: (_u, splits) => splits.map((day) => labels.get(day) ?? '') };
}

export interface ChartInput {
  series: ProgressSeries;
  measure: MeasureName;
  mode: ChartMode;
  colors: ChartColors;
  width: number;
  /** uPlot's bar path builder (from the loaded module, so this file needs only its types). */
  bars: NonNullable<uPlot.Series.PathBuilderFactories['bars']>;
}

/** uPlot options and data for one measure's series: x in day numbers, y per the mode. */
export function progressChartOptions({ series, measure, mode, colors, width, bars }: ChartInput): { options: uPlot.Options; data: uPlot.AlignedData } {
  const x = series.dates.map(dayNumber);
  const y = mode === 'line' ? series.total : series.daily;
  const maxima = chartMaxima(measure);
  const [low, high] = yAxisRange(y, mode === 'line' ? maxima.total : maxima.each);
  const first = x[0] ?? 0;
  const last = x[x.length - 1] ?? first;
  const axis = { stroke: colors.text, grid: { stroke: colors.grid, width: 1 }, ticks: { stroke: colors.grid, width: 1 } };

  const options: uPlot.Options = {
    width,
    height: chartHeight(width),
    // The text alternative and the legend below the chart carry the values; uPlot's own legend is not needed.
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: false, range: [first - 0.5, last + 0.5] },
      y: { range: [low, high] },
    },
    axes: [
      { ...axis, ...dateAxis(first, last, width) },
      {
        ...axis,
        size: yAxisSize,
        ...(measure === 'time' ? { incrs: MINUTE_STEPS } : {}),
        values: (_u, splits) => splits.map((n) => formatAxisCount(n, measure)),
      },
    ],
    series: [
      { value: (_u, day) => (day === null ? '' : formatCalendarDate(fromDayNumber(day))) },
      {
        label: mode === 'line' ? 'Total' : 'Per day',
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
