/**
 * A habit's periods (server-behaviour §3.9): consecutive ranges of `period` units (days, weeks, months, years),
 * aligned to the start of their unit, each with its total and whether it succeeded. Today is the writer's date,
 * passed in.
 *
 * Where we differ from the reference, on purpose:
 * - entries dated after today never count, with or without a threshold (the reference let future-dated entries
 *   count when there was no threshold);
 * - a habit with a start date has its periods from that date even before its first entry (the reference showed no
 *   periods at all until the first entry, so "0 of 10 days" read as "0 of 0");
 * - a range is added while its first day is on or before the last day counted, so the period holding today is
 *   always there, also on its first day.
 */
import { addDays, addMonths, earlierDate, startOfMonth, startOfWeek, startOfYear } from './dates.ts';
import { mergeGoalDays, type GoalDay } from './goal-days.ts';
import { HABIT_PERIOD_MAX, isHabitPeriod } from './goal-validation.ts';
import { reachesTarget } from './target-progress.ts';

export const CADENCE_UNITS = ['day', 'week', 'month', 'year'] as const;
export type CadenceUnit = (typeof CADENCE_UNITS)[number];

export interface Cadence {
  unit: CadenceUnit;
  /** How many units one period spans: a whole number ≥ 1 ("every 2 weeks"). */
  period: number;
}

export interface HabitGoal {
  cadence: Cadence;
  /** The threshold's count a period must reach; null: any entry in the period counts (spec §3). */
  thresholdCount: number | null;
  startDate: string | null;
  endDate: string | null;
}

export interface HabitPeriod {
  /** First and last day of the range, both included ('YYYY-MM-DD'); the last may lie after today or the end. */
  startDate: string;
  endDate: string;
  /** The gauge's value: the summed count with a threshold, else the number of entries (as the reference). */
  total: number;
  /** Entries that counted in the range. */
  entries: number;
  success: boolean;
}

/** A week start from settings as 0 (Sunday) … 6 (Saturday); other integers are taken modulo 7. */
const weekStart = (day: number) => ((day % 7) + 7) % 7;

/** The first day of the unit holding `date`: itself, its week's first day (by `weekStartDay`), month or year. */
export function startOfUnit(date: string, unit: CadenceUnit, weekStartDay: number): string {
  switch (unit) {
    case 'day':
      return date;
    case 'week':
      return startOfWeek(date, weekStart(weekStartDay));
    case 'month':
      return startOfMonth(date);
    case 'year':
      return startOfYear(date);
  }
}

/** `date` moved by `count` units (months and years as calendar months). */
export function addUnits(date: string, unit: CadenceUnit, count: number): string {
  switch (unit) {
    case 'day':
      return addDays(date, count);
    case 'week':
      return addDays(date, 7 * count);
    case 'month':
      return addMonths(date, count);
    case 'year':
      return addMonths(date, 12 * count);
  }
}

/** Throws on a period that is not a whole number from 1 to HABIT_PERIOD_MAX: one would build no ranges or never stop. */
function checkPeriod(period: number): void {
  if (!isHabitPeriod(period)) throw new RangeError(`A habit's period is a whole number from 1 to ${HABIT_PERIOD_MAX}, not ${period}.`);
}

/** A period succeeds with an entry in it that reaches the threshold (sign-aware, as targets); any entry without one. */
export function periodSucceeds(count: number, entries: number, thresholdCount: number | null): boolean {
  return entries > 0 && (thresholdCount === null || reachesTarget(count, thresholdCount));
}

/**
 * The habit's ranges up to the one holding the last day counted (today, or the end date when earlier).
 * - Days counted: those in the goal's dates and not after today.
 * - The first range starts at the start of the unit holding the goal's start date, or without one its first entry
 *   counted; none when there is neither, or when the habit starts after today.
 * - Each range spans `period` units; ranges are added while their first day is on or before the last day counted.
 * `days` are the habit's per-day sums (its projects and tags applied; with a threshold, its measure too).
 */
export function habitPeriods(habit: HabitGoal, days: readonly GoalDay[], today: string, weekStartDay: number): HabitPeriod[] {
  const { unit, period } = habit.cadence;
  checkPeriod(period);
  const lastCounted = habit.endDate === null ? today : earlierDate(habit.endDate, today);
  const counted = mergeGoalDays(days).filter((d) => d.date <= lastCounted && (habit.startDate === null || d.date >= habit.startDate));
  const anchor = habit.startDate ?? counted.find((d) => d.entries > 0)?.date ?? null;
  if (anchor === null || anchor > lastCounted) return [];

  const first = startOfUnit(anchor, unit, weekStartDay);
  const periods: HabitPeriod[] = [];
  let next = counted.findIndex((d) => d.date >= first); // index into `counted`, which is sorted by date
  if (next < 0) next = counted.length;
  for (let i = 0, start = first; start <= lastCounted; i++) {
    // Each start is counted from the first one, so a month's clamping never drifts (all are unit starts anyway).
    const following = addUnits(first, unit, (i + 1) * period);
    const end = addDays(following, -1);
    let count = 0;
    let entries = 0;
    for (; next < counted.length && (counted[next]?.date ?? '') <= end; next++) {
      count += counted[next]?.count ?? 0;
      entries += counted[next]?.entries ?? 0;
    }
    periods.push({
      startDate: start,
      endDate: end,
      total: habit.thresholdCount === null ? entries : count,
      entries,
      success: periodSucceeds(count, entries, habit.thresholdCount),
    });
    start = following;
  }
  return periods;
}
