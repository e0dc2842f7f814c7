/**
 * What a goal's card shows beyond the server's numbers (the dashboard's starred goals, spec §2 "Dashboard"): how
 * full its progress bar is, and its cadence and streaks in words. The numbers themselves (total, pace, periods,
 * streak lengths) come from target-pace, habit-periods and habit-streaks on the server.
 */
import type { Cadence, CadenceUnit } from './habit-periods.ts';
import { formatCalendarDate, formatCount, monthShort } from './format.ts';
import { targetDirection } from './target-progress.ts';
import { gaugeOf, type Gauge } from './gauge.ts';

/**
 * How far a target is, as a gauge, in the target's direction: a cut of −10,000 with a total of −2,500 is a quarter;
 * a total going the other way is negative (red); beyond the target is full. A target of 0 is reached.
 */
export function targetGauge(total: number, targetCount: number): Gauge {
  return gaugeOf(total, targetCount);
}

/**
 * How full a habit's period is: its total over the threshold's count (in the threshold's direction), or, without a
 * threshold (any entry counts), full once the period has an entry.
 */
export function habitPeriodGauge(period: { total: number; entries: number }, thresholdCount: number | null): Gauge {
  if (thresholdCount === null) return gaugeOf(period.entries > 0 ? 1 : 0, 1);
  return gaugeOf(period.total, thresholdCount);
}

/**
 * Whether today's target is met: nothing is left today in the target's direction (for a cut, `leftToday` is what is
 * still to cut, negative; 0 or positive means met). False without a today's target.
 */
export function todaysTargetMet(leftToday: number | null, targetCount: number): boolean {
  return leftToday !== null && leftToday * targetDirection(targetCount) <= 0;
}

const UNIT_WORDS: Record<CadenceUnit, { singular: string; plural: string }> = {
  day: { singular: 'day', plural: 'days' },
  week: { singular: 'week', plural: 'weeks' },
  month: { singular: 'month', plural: 'months' },
  year: { singular: 'year', plural: 'years' },
};

const units = (n: number, unit: CadenceUnit): string => `${formatCount(n)} ${n === 1 ? UNIT_WORDS[unit].singular : UNIT_WORDS[unit].plural}`;

/** A habit's cadence: "every day", "every 2 weeks". */
export function cadenceText({ unit, period }: Cadence): string {
  return period === 1 ? `every ${UNIT_WORDS[unit].singular}` : `every ${units(period, unit)}`;
}

/**
 * A habit streak's length (counted in periods) in words: "3 days", "1 week" for periods of one unit; "2 periods"
 * (of the cadence) otherwise, since "3 × 2 weeks" reads worse than "3 periods".
 */
export function habitStreakText(length: number, { unit, period }: Cadence): string {
  if (period === 1) return units(length, unit);
  return `${formatCount(length)} ${length === 1 ? 'period' : 'periods'}`;
}

/** A writing streak's length in days: "1 day", "12 days", "0 days". */
export const dayStreakText = (length: number): string => units(length, 'day');

/**
 * A period's dates, short: "Mar 3, 2026" for one day, "Mar 3 – 9, 2026" within a month, "Mar 30 – Apr 5, 2026"
 * within a year, else both dates in full.
 */
export function periodText(start: string, end: string): string {
  if (start === end) return formatCalendarDate(start);
  if (start.slice(0, 4) !== end.slice(0, 4)) return `${formatCalendarDate(start)} – ${formatCalendarDate(end)}`;
  const startDay = `${monthShort(start)} ${Number(start.slice(8, 10))}`;
  const endDay = start.slice(0, 7) === end.slice(0, 7) ? `${Number(end.slice(8, 10))}` : `${monthShort(end)} ${Number(end.slice(8, 10))}`;
  return `${startDay} – ${endDay}, ${end.slice(0, 4)}`;
}
