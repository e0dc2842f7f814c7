/**
 * The y axis of the progress and target charts (issue 12 #11). The rule chosen:
 *   - an empty chart (no values, or all zero) keeps the spec's default maximum (§9 "Default chart maxima"), so a
 *     new project's chart still shows a sensible scale;
 *   - otherwise the top is the highest value plus a tenth (headroom above the last point of a running total, so
 *     the line never runs along the frame), but at least a tenth of the default: that floor is the "near-empty"
 *     case, where one 20-word day would otherwise fill the plot and look like a big day;
 *   - below zero the same headroom when a day or a total is negative;
 *   - the ends are rounded out to whole steps of 1, 2 or 5 × 10ⁿ (time: whole minutes, quarter hours and hours),
 *     the finest step that needs at most five intervals, so the axis carries at most six labels.
 * Why not "the default as a minimum" (the spec's literal reading): 3 pages on a 0–50 axis is a flat line at the
 * bottom, unreadable; the data decides as soon as there is any.
 */
import type { MeasureName } from './measures.ts';

export interface AxisScale {
  min: number;
  max: number;
  /** The distance between labels; `min` and `max` are whole multiples of it. */
  step: number;
}

/** At most this many intervals between labels (six labels), so a phone's short chart is not crowded. */
const MAX_INTERVALS = 5;
const HEADROOM = 1.1;
const NEAR_EMPTY_FRACTION = 10;

/** Steps of a time axis, in minutes: labels read "1h 30m", not "1h 23m". */
export const MINUTE_STEPS = [1, 5, 10, 15, 30, 60, 120, 180, 300, 600, 1200, 1800, 3000, 6000, 12_000, 30_000, 60_000, 120_000, 300_000, 600_000];

/** Candidate steps from the finest: 1, 2, 5, 10, 20, 50 … (whole counts only). */
function* steps(measure: MeasureName | null): Generator<number> {
  if (measure === 'time') yield* MINUTE_STEPS;
  const from = measure === 'time' ? (MINUTE_STEPS[MINUTE_STEPS.length - 1] ?? 1) * 2 : 1;
  for (let power = from; ; power *= 10) for (const m of [1, 2, 5]) yield m * power;
}

/**
 * The y axis scale for `values` of `measure` whose spec default maximum is `defaultMax` (see above); `measure` null
 * for counts of things that are not progress (the admin charts' people), which step like words.
 */
export function yAxisScale(values: readonly number[], defaultMax: number, measure: MeasureName | null): AxisScale {
  const peak = Math.max(0, ...values);
  const lowest = Math.min(0, ...values);
  const empty = peak === 0 && lowest === 0;
  const top = empty ? defaultMax : Math.max(peak * HEADROOM, defaultMax / NEAR_EMPTY_FRACTION);
  const bottom = lowest * HEADROOM;
  for (const step of steps(measure)) {
    const above = Math.ceil(top / step - 1e-9);
    const below = Math.floor(bottom / step + 1e-9);
    if (above - below <= MAX_INTERVALS) return { min: below * step + 0, max: Math.max(1, above) * step, step };
  }
  /* c8 ignore next: the steps grow without end, so one always fits */
  return { min: bottom, max: top, step: top };
}
