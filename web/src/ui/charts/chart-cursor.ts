import type uPlot from 'uplot';

const STEPS: Record<string, (index: number, last: number) => number> = {
  ArrowLeft: (i) => Math.max(0, i - 1),
  ArrowRight: (i, last) => Math.min(last, i + 1),
  Home: () => 0,
  End: (_i, last) => last,
  PageUp: (i) => Math.max(0, i - 7),
  PageDown: (i, last) => Math.min(last, i + 7),
};

/**
 * The data point a key moves a chart's reader to (arrow keys a day, Page Up/Down a week, Home/End the ends),
 * starting from the last one; null for any other key or an empty chart.
 */
export function keyedIndex(key: string, index: number | null, count: number): number | null {
  const step = STEPS[key];
  if (!step || count === 0) return null;
  return step(index ?? count - 1, count - 1);
}

/** Puts uPlot's cursor on data point `index` (of the first series), as a hover there would. */
export function moveChartCursor(u: uPlot, index: number): void {
  const x = u.data[0][index];
  const y = u.data[1]?.[index];
  if (x === undefined) return;
  u.setCursor({ left: u.valToPos(x, 'x'), top: y === null || y === undefined ? 0 : u.valToPos(y, 'y') });
}
