import type uPlot from 'uplot';
import { describe, expect, test } from 'vitest';
import { progressSeries } from '@inkpace/contracts/rules/chart-series';
import { dayNumber, fromDayNumber } from '@inkpace/contracts/rules/dates';
import { chartHeight, progressChartOptions, type ChartMode } from './chart-options.ts';

const colors = { background: '#fff', text: '#333', grid: '#ddd', series: '#33f', fill: 'rgba(0,0,0,0.1)' };
const bars: NonNullable<uPlot.Series.PathBuilderFactories['bars']> = () => () => null;
const series = progressSeries([{ date: '2024-03-02', counts: { word: 300 } }, { date: '2024-03-04', counts: { word: 2000 } }], 'word', {
  startDate: '2024-03-01',
  endDate: '2024-03-05',
});
const build = (mode: ChartMode, measure: 'word' | 'time' = 'word') => progressChartOptions({ series, measure, mode, colors, width: 800, weekStartDay: 0, bars });
type ValuesFn = (u: uPlot, splits: number[]) => string[];
type SplitsFn = (u: uPlot, axisIdx: number, min: number, max: number, incr: number, space: number) => number[];
/** The x axis's tick dates and their labels, as uPlot draws them. */
function dateTicks(options: uPlot.Options): Array<[string, string]> {
  const axis = options.axes?.[0];
  const range = options.scales?.x?.range as [number, number];
  const splits = (axis?.splits as SplitsFn)({} as uPlot, 0, range[0], range[1], 1, 70);
  const values = (axis?.values as ValuesFn)({} as uPlot, splits);
  return splits.map((day, i) => [fromDayNumber(day), values[i] ?? '']);
}
const axisValues = (options: uPlot.Options, i: number, splits: number[]): string[] =>
  (options.axes?.[i]?.values as ValuesFn)({} as uPlot, splits);

describe('progress chart options', () => {
  test('16:9 at any width', () => {
    expect(build('line').options).toMatchObject({ width: 800, height: 450 });
    expect(chartHeight(1280)).toBe(720);
  });

  test('line mode plots the running total, bar mode each day with gaps as zero', () => {
    expect(build('line').data).toEqual([series.dates.map(dayNumber), [0, 300, 300, 2300, 2300]]);
    expect(build('bar').data[1]).toEqual([0, 300, 0, 2000, 0]);
  });

  test('the y axis fits the data with headroom (issue 12 #11), its labels on the scale steps', () => {
    // A 2,300-word total: 0–3,000, not the default 0–5,000; a 2,000-word day: 0–2,500 (a tenth above 2,000).
    expect(build('line').options.scales?.y?.range).toEqual([0, 3000]);
    expect(build('bar').options.scales?.y?.range).toEqual([0, 2500]);
    const splits = build('line').options.axes?.[1]?.splits as SplitsFn;
    expect(splits({} as uPlot, 1, 0, 3000, 0, 0)).toEqual([0, 1000, 2000, 3000]);
  });

  test("week ticks start on the writer's week start day", () => {
    const month = progressSeries([], 'word', { startDate: '2024-03-01', endDate: '2024-03-31' });
    const at = (weekStartDay: number) => dateTicks(progressChartOptions({ series: month, measure: 'word', mode: 'line', colors, width: 500, weekStartDay, bars }).options);
    expect(at(0).map(([date]) => date)).toEqual(['2024-03-03', '2024-03-10', '2024-03-17', '2024-03-24', '2024-03-31']);
    expect(at(1).map(([date]) => date)).toEqual(['2024-03-04', '2024-03-11', '2024-03-18', '2024-03-25']);
  });

  test('over more than a quarter, bars are weekly (from the week start day), each on the middle day of its week', () => {
    const year = progressSeries([{ date: '2024-01-02', counts: { word: 300 } }, { date: '2024-01-04', counts: { word: 200 } }], 'word', {
      startDate: '2024-01-01',
      endDate: '2024-12-31',
    });
    const { data, options } = progressChartOptions({ series: year, measure: 'word', mode: 'bar', colors, width: 800, weekStartDay: 1, bars });
    expect(data[0]).toHaveLength(53);
    expect(data[0][0]).toBe(dayNumber('2024-01-04'));
    expect(data[1]?.[0]).toBe(500);
    expect(options.series[1]?.label).toBe('Per week');
  });

  test('the y axis says what the line or a bar is: weekly bars say they are weekly (issue 27 #5)', () => {
    const year = progressSeries([{ date: '2024-01-02', counts: { word: 300, time: 30 } }], 'word', { startDate: '2024-01-01', endDate: '2024-12-31' });
    const weekly = (measure: 'word' | 'time') => progressChartOptions({ series: year, measure, mode: 'bar', colors, width: 800, weekStartDay: 1, bars }).options;
    expect(weekly('word').axes?.[1]?.label).toBe('Words per week');
    expect(weekly('time').axes?.[1]?.label).toBe('Time per week');
    expect(build('bar').options.axes?.[1]?.label).toBe('Words per day');
    expect(build('line').options.axes?.[1]?.label).toBe('Total words');
    expect(build('line', 'time').options.axes?.[1]?.label).toBe('Total time');
  });

  test('axis values: dates on x, short counts or hours and minutes on y', () => {
    const start = dayNumber('2024-03-01');
    expect(axisValues(build('line').options, 0, [start, start + 2])).toEqual(['Mar 1', 'Mar 3']);
    expect(axisValues(build('line').options, 1, [0, 1500, 2_000_000])).toEqual(['0', '1.5k', '2m']);
    expect(axisValues(build('line', 'time').options, 1, [0, 90, 120])).toEqual(['0m', '1h 30m', '2h']);
  });

  test('date ticks fall on calendar boundaries with each label once (issue 12 #3): months over most of a year', () => {
    const year = progressSeries([{ date: '2025-11-18', counts: { word: 300 } }, { date: '2026-08-02', counts: { word: 2000 } }], 'word', {
      startDate: '2025-11-18',
      endDate: '2026-08-02',
    });
    const ticks = dateTicks(progressChartOptions({ series: year, measure: 'word', mode: 'line', colors, width: 1000, weekStartDay: 0, bars }).options);
    expect(ticks).toEqual([
      ['2025-12-01', 'Dec 2025'],
      ['2026-01-01', 'Jan 2026'],
      ['2026-02-01', 'Feb'],
      ['2026-03-01', 'Mar'],
      ['2026-04-01', 'Apr'],
      ['2026-05-01', 'May'],
      ['2026-06-01', 'Jun'],
      ['2026-07-01', 'Jul'],
      ['2026-08-01', 'Aug'],
    ]);
    // A phone's chart has room for fewer: every other month, still on the 1st.
    const narrow = dateTicks(progressChartOptions({ series: year, measure: 'word', mode: 'line', colors, width: 358, weekStartDay: 0, bars }).options);
    expect(narrow).toEqual([
      ['2026-01-01', 'Jan 2026'],
      ['2026-03-01', 'Mar'],
      ['2026-05-01', 'May'],
      ['2026-07-01', 'Jul'],
    ]);
  });
});
