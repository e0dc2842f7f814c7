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

/** Room between the pointer and the tooltip, in CSS pixels. */
const TOOLTIP_GAP = 12;

export interface TooltipPlacement {
  /** The pointer, in pixels from the chart's top left corner. */
  x: number;
  y: number;
  /** The tooltip's size and the chart's. */
  width: number;
  height: number;
  boxWidth: number;
  boxHeight: number;
}

/**
 * Where a chart's tooltip goes (its top left corner, from the chart's): beside the pointer, to its right unless that
 * runs past the chart's right edge (then to its left), above it unless that runs past the top (then below); held
 * inside the chart when neither side has room. Above and beside, it leaves the point under the pointer in view.
 */
export function tooltipPosition({ x, y, width, height, boxWidth, boxHeight }: TooltipPlacement): { left: number; top: number } {
  const inside = (value: number, room: number): number => Math.max(0, Math.min(room, value));
  const right = x + TOOLTIP_GAP;
  const left = right + width <= boxWidth ? right : x - TOOLTIP_GAP - width >= 0 ? x - TOOLTIP_GAP - width : inside(right, boxWidth - width);
  const above = y - TOOLTIP_GAP - height;
  const top = above >= 0 ? above : inside(y + TOOLTIP_GAP, boxHeight - height);
  return { left, top };
}

/** A reading ("Week of Jul 5, 2026: 10,055 words") as a tooltip shows it: the date or week, then the values. */
export function readingParts(reading: string): { when: string; what: string } {
  const colon = reading.indexOf(': ');
  return colon < 0 ? { when: reading, what: '' } : { when: reading.slice(0, colon), what: reading.slice(colon + 2) };
}
