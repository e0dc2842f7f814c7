import { describe, expect, test } from 'vitest';
import { dayNumber } from '@inkpace/contracts/rules/dates';
import { boardChartOptions, stacked, type BoardChartMode } from './board-chart-options.ts';

const colors = { background: '#fff', text: '#333', grid: '#ddd', series: '#33f', fill: 'rgba(0,0,0,0.1)' };
const dates = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'];
const lines = [
  { label: 'Ada', color: '#1c7ed6', values: [100, 300, 300, 300] },
  { label: 'Bram', color: '#0ca678', values: [0, 200, 900, 900] },
];
const par = { label: 'Par', color: '#222', values: [250, 500, 750, 1000] };
const build = (mode: BoardChartMode, today = '2026-03-03') => boardChartOptions({ dates, lines, reference: par, unit: 'word', today, mode, colors, width: 800, weekStartDay: 1 });

describe('board chart options', () => {
  test('lines: one series per line, the par line dashed, and nothing drawn after today', () => {
    const { options, data } = build('line');
    expect(data).toEqual([dates.map(dayNumber), [100, 300, 300, null], [0, 200, 900, null], [250, 500, 750, 1000]]);
    expect(options.series.map((s) => s.label)).toEqual([undefined, 'Ada', 'Bram', 'Par']);
    expect(options.series[3]?.dash).toEqual([6, 4]);
  });

  test('area and bar stack the lines, drawn top band first', () => {
    expect(stacked(lines, 4)).toEqual([[100, 300, 300, 300], [100, 500, 1200, 1200]]);
    const { options, data } = build('area', '2026-03-04');
    expect(options.series.map((s) => s.label)).toEqual([undefined, 'Bram', 'Ada', 'Par']);
    expect(data.slice(1, 3)).toEqual([[100, 500, 1200, 1200], [100, 300, 300, 300]]);
  });

  test('the y axis reads on the data (contracts yAxisScale: headroom over the highest value, whole steps), percents too', () => {
    // Highest 1,000 (par) + a tenth = 1,100, in steps of 500 (at most five intervals): 0–1,500, not the default 0–5,000.
    expect(build('line').options.scales?.y?.range).toEqual([0, 1500]);
    const percent = boardChartOptions({ dates, lines: [{ label: 'Ada', color: '#000', values: [10, 20, 30, 40] }], reference: null, unit: 'percent', today: '2026-03-04', mode: 'line', colors, width: 400, weekStartDay: 0 });
    // 40% + a tenth = 44%, in steps of 10: 0–50%.
    expect(percent.options.scales?.y?.range).toEqual([0, 50]);
  });
});
