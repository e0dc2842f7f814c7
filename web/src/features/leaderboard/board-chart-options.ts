import type uPlot from 'uplot';
import { chartMaxima } from '@inkpace/contracts/rules/chart-series';
import { dayNumber, fromDayNumber } from '@inkpace/contracts/rules/dates';
import { formatAxisCount, formatCalendarDate, formatCountShort } from '@inkpace/contracts/rules/format';
import { countAxis, dateChartFrame, type ChartColors } from '../../ui/charts/chart-options.ts';
import { formatValue, type Unit } from './board-people.ts';

/** One line (or stacked band) of a board's chart: whose it is, its colour on the canvas, its value on each date. */
export interface BoardLine {
  label: string;
  color: string;
  values: readonly number[];
}

/** Line: each series' running total; area and bar stack them (a fundraiser's contributions add up to its total). */
export type BoardChartMode = 'line' | 'area' | 'bar';

export interface BoardChartInput {
  dates: readonly string[];
  lines: readonly BoardLine[];
  /** Par on each date (dashed), or the fundraiser's goal as a flat line; null for none. */
  reference: { label: string; color: string; values: readonly number[] } | null;
  unit: Unit;
  /** The board's today (its members' latest): the lines stop there (the dates may run on to the board's end), the reference goes on. */
  today: string;
  mode: BoardChartMode;
  colors: ChartColors;
  width: number;
  /** The viewer's weekStartDay setting: week ticks start on it. */
  weekStartDay: number;
  /** uPlot's bar path builder (from the loaded module, so this file needs only uPlot's types). */
  bars?: NonNullable<uPlot.Series.PathBuilderFactories['bars']>;
}

/** Each line's values added to those before it, for a stacked area or bar: the last band's top is the sum. */
export function stacked(lines: readonly BoardLine[], count: number): number[][] {
  const tops: number[][] = [];
  let below: number[] = Array.from({ length: count }, () => 0);
  for (const line of lines) {
    const top = below.map((n, i) => n + (line.values[i] ?? 0));
    tops.push(top);
    below = top;
  }
  return tops;
}

/** A translucent version of a `#rrggbb` colour, for the bands of a stacked area. */
function translucent(hex: string, alpha: number): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return hex;
  return `rgba(${parseInt(m[1] ?? '0', 16)}, ${parseInt(m[2] ?? '0', 16)}, ${parseInt(m[3] ?? '0', 16)}, ${alpha})`;
}

/**
 * uPlot options for a board: x in day numbers over the standings' dates; one series per line in its colour, drawn
 * as lines, or stacked as bands (area) or bars; then the reference line (par or goal), dashed. Stacked bands are
 * drawn top first so each fills down to the one below.
 */
export function boardChartOptions(input: BoardChartInput): { options: uPlot.Options; data: uPlot.AlignedData } {
  const { dates, lines, reference, unit, today, mode, colors, width, bars, weekStartDay } = input;
  const x = dates.map(dayNumber);
  const stacking = mode !== 'line';
  const ys = (stacking ? stacked(lines, x.length) : lines.map((l) => [...l.values])).map((y) => y.map((n, i) => ((dates[i] ?? '') > today ? null : n)));
  const values = [...ys.flat().filter((n) => n !== null), ...(reference?.values ?? [])];
  // Percents step like plain counts (1, 2, 5 × 10ⁿ).
  const y = countAxis(values, unit === 'percent' ? 100 : chartMaxima(unit).total, unit === 'percent' ? 'word' : unit);
  const first = x[0] ?? 0;
  const last = x[x.length - 1] ?? first;
  const value = (_u: uPlot, n: number | null): string => (n === null ? '' : formatValue(n, unit));
  // Stacked: the top band first, so the ones below paint over its lower part.
  const order = stacking ? lines.map((_, i) => lines.length - 1 - i) : lines.map((_, i) => i);

  const series: uPlot.Series[] = order.map((i) => {
    const line = lines[i];
    const color = line?.color ?? colors.series;
    return {
      label: line?.label ?? '',
      stroke: color,
      width: mode === 'bar' ? 0 : 2,
      fill: mode === 'area' ? translucent(color, 0.55) : mode === 'bar' ? color : undefined,
      points: { show: mode === 'line' && x.length <= 1 },
      value,
      ...(mode === 'bar' && bars ? { paths: bars({ size: [0.8, 40], gap: 1 }) } : {}),
    };
  });

  const options: uPlot.Options = {
    ...dateChartFrame({
      width, first, last, weekStartDay, colors, yAxis: y,
      yLabel: (n) => (unit === 'percent' ? `${formatCountShort(n)}%` : formatAxisCount(n, unit)),
    }),
    series: [
      { value: (_u, day) => (day === null ? '' : formatCalendarDate(fromDayNumber(day))) },
      ...series,
      ...(reference ? [{ label: reference.label, stroke: reference.color, width: 2, dash: [6, 4], points: { show: x.length <= 1 }, value }] : []),
    ],
  };
  const data: uPlot.AlignedData = [x, ...order.map((i) => ys[i] ?? []), ...(reference ? [[...reference.values]] : [])];
  return { options, data };
}
