/**
 * How far back and ahead goal pages compute (Inkpace bounds, so no goal's dates or entries can make a page's work
 * or answer grow without limit): a target's window spans at most GOAL_HORIZON_DAYS, reaching back no further than
 * that from today; a habit's periods are its last HABIT_PERIODS_MAX up to today. Real goals stay far inside both.
 */
import { addDays, daysBetween, laterDate } from './dates.ts';
import { addUnits, startOfUnit, type Cadence, type CadenceUnit } from './habit-periods.ts';

/** A century of days. */
export const GOAL_HORIZON_DAYS = 36_525;
/** A daily habit's last five and a half years; a weekly one's last 38. */
export const HABIT_PERIODS_MAX = 2_000;

/** Whole units from unit start `a` to `b` (a ≤ b). */
function unitsBetween(a: string, b: string, unit: CadenceUnit): number {
  const months = (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 + Number(b.slice(5, 7)) - Number(a.slice(5, 7));
  switch (unit) {
    case 'day':
      return daysBetween(a, b);
    case 'week':
      return Math.floor(daysBetween(a, b) / 7);
    case 'month':
      return months;
    case 'year':
      return Math.floor(months / 12);
  }
}

/**
 * The date a habit's periods are computed from: its start (or first entry, `anchor`), moved on by whole periods
 * when more than HABIT_PERIODS_MAX would reach today, so the periods shown keep their alignment.
 */
export function habitHorizonStart(anchor: string, cadence: Cadence, today: string, weekStartDay: number): string {
  const first = startOfUnit(anchor, cadence.unit, weekStartDay);
  if (first >= today) return anchor;
  const periods = Math.floor(unitsBetween(first, today, cadence.unit) / cadence.period) + 1;
  const skip = periods - HABIT_PERIODS_MAX;
  return skip > 0 ? addUnits(first, cadence.unit, skip * cadence.period) : anchor;
}

/**
 * A target's dates as its pages compute them: a start (its own, else its first entry) no earlier than
 * GOAL_HORIZON_DAYS before today, and an end no later than GOAL_HORIZON_DAYS after the start (or today). A start
 * left null stays null when no bound moves it (the rules then start at the first entry, or today).
 */
export function targetHorizon(
  goal: { startDate: string | null; endDate: string | null },
  firstEntry: string | null,
  today: string,
): { startDate: string | null; endDate: string | null } {
  const earliest = addDays(today, -GOAL_HORIZON_DAYS);
  const start = goal.startDate ?? firstEntry;
  const startDate = start !== null && start < earliest ? earliest : goal.startDate;
  const latest = addDays(laterDate(startDate ?? firstEntry ?? today, earliest), GOAL_HORIZON_DAYS);
  const endDate = goal.endDate !== null && goal.endDate > latest ? latest : goal.endDate;
  return { startDate, endDate };
}
