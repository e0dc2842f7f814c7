import type uPlot from 'uplot';
import type { CountSeries } from '@inkpace/contracts/rules/admin-series';
import { DAILY_BARS_UP_TO } from '@inkpace/contracts/rules/chart-buckets';
import { dayNumber } from '@inkpace/contracts/rules/dates';
import { formatCount, formatCountShort } from '@inkpace/contracts/rules/format';
import { countAxis, dateChartFrame, type ChartColors } from './chart-options.ts';

/** The y axis of an empty or near-empty count chart reaches at least a tenth of this (contracts' yAxisScale). */
const COUNT_DEFAULT_MAX = 10;
/** ISO weeks start on Monday: the date axis's week ticks too. */
const MONDAY = 1;

export interface CountChartInput {
  series: CountSeries;
  colors: ChartColors;
  width: number;
  /** uPlot's bar path builder (from the loaded module, so this file needs only its types). */
  bars: NonNullable<uPlot.Series.PathBuilderFactories['bars']>;
}

/** Bars while each one still gets a few pixels on a phone (as the progress charts' daily bars); a line beyond. */
export const drawsBars = (series: CountSeries): boolean => series.starts.length <= DAILY_BARS_UP_TO;

/**
 * uPlot options and data for counts per day or per ISO week: x in day numbers (a week sits on its Thursday, the
 * middle of its seven days), y the counts on whole steps.
 */
export function countChartOptions({ series, colors, width, bars }: CountChartInput): { options: uPlot.Options; data: uPlot.AlignedData } {
  const offset = series.unit === 'week' ? 3 : 0;
  const x = series.starts.map((start) => dayNumber(start) + offset);
  const first = dayNumber(series.starts[0] ?? '1970-01-01');
  const last = dayNumber(series.starts[series.starts.length - 1] ?? '1970-01-01') + 2 * offset;
  const yAxis = countAxis(series.counts, COUNT_DEFAULT_MAX, null);
  const asBars = drawsBars(series);

  const options: uPlot.Options = {
    ...dateChartFrame({ width, first, last, weekStartDay: MONDAY, colors, yAxis, yLabel: formatCountShort }),
    series: [
      {},
      {
        stroke: colors.series,
        fill: asBars ? colors.series : colors.fill,
        width: asBars ? 0 : 2,
        points: { show: !asBars && x.length <= 1 },
        value: (_u, n) => (n === null ? '' : formatCount(n)),
        ...(asBars ? { paths: bars({ size: [0.8, 40], gap: 1 }) } : {}),
      },
    ],
  };
  return { options, data: [x, series.counts] };
}
