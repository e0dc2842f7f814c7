/**
 * A habit's streaks and summary (spec §4 "Streaks", server-behaviour §3.9): a streak is a run of successful
 * periods; the current, unfinished period does not break it.
 */
import type { HabitPeriod } from './habit-periods.ts';

export interface HabitSummary {
  /** The period holding today, or null (the habit ended, or has no periods). */
  currentRange: HabitPeriod | null;
  /** Successful periods in a row up to now; null without a current period. */
  currentStreakLength: number | null;
  /** The longest run of successful periods (0 without any). */
  longestStreakLength: number;
  successfulRanges: number;
  /** Every period, the current unfinished one included (as the reference). */
  totalRanges: number;
}

const holds = (period: HabitPeriod, date: string) => period.startDate <= date && date <= period.endDate;

/**
 * Walks the periods in order: a success extends the streak; a failure closes it, unless it is the period holding
 * today (not over yet, so not failed). The current streak is the last one when the last period holds today.
 */
export function habitSummary(periods: readonly HabitPeriod[], today: string): HabitSummary {
  let run = 0;
  let longest = 0;
  let successes = 0;
  for (const period of periods) {
    if (period.success) {
      run++;
      successes++;
      longest = Math.max(longest, run);
    } else if (!holds(period, today)) {
      run = 0;
    }
  }
  const last = periods.at(-1);
  const currentRange = last !== undefined && holds(last, today) ? last : null;
  return {
    currentRange,
    currentStreakLength: currentRange === null ? null : run,
    longestStreakLength: longest,
    successfulRanges: successes,
    totalRanges: periods.length,
  };
}
