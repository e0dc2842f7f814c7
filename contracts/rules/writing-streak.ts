/**
 * The dashboard's daily writing streak (spec §4 "Streaks", server-behaviour §3.9): a run of consecutive days with
 * progress. Any entry makes a day count, of any measure and count (0 and negative included, server-behaviour
 * §3.14). Today is the writer's date, passed in; days after it (future-dated entries) do not count.
 */
import { dayNumber, fromDayNumber } from './dates.ts';

export interface StreakRun {
  /** First and last day of the run, both included. */
  start: string;
  end: string;
  length: number;
}

/** Runs of consecutive dates, oldest first; duplicates and order of the input do not matter. */
export function streakRuns(dates: Iterable<string>): StreakRun[] {
  const days = [...new Set(dates)].map(dayNumber).sort((a, b) => a - b);
  const runs: { first: number; last: number }[] = [];
  for (const day of days) {
    const open = runs.at(-1);
    if (open !== undefined && day === open.last + 1) open.last = day;
    else runs.push({ first: day, last: day });
  }
  return runs.map(({ first, last }) => ({ start: fromDayNumber(first), end: fromDayNumber(last), length: last - first + 1 }));
}

export interface WritingStreaks {
  /** Days in a row up to today, or up to yesterday while today is not written yet; 0 when the run is broken. */
  current: number;
  /** First day of the current streak, null when there is none. */
  currentStart: string | null;
  /** The longest run ever, up to today. */
  longest: number;
  loggedToday: boolean;
}

/**
 * The writer's streaks from the dates that have entries. The current streak counts only if its last day is today
 * or yesterday: yesterday's run still stands while today can extend it.
 */
export function writingStreaks(dates: Iterable<string>, today: string): WritingStreaks {
  const runs = streakRuns([...dates].filter((date) => date <= today));
  const last = runs.at(-1);
  const standing = last !== undefined && dayNumber(today) - dayNumber(last.end) <= 1;
  return {
    current: standing ? last.length : 0,
    currentStart: standing ? last.start : null,
    longest: runs.reduce((max, run) => Math.max(max, run.length), 0),
    loggedToday: last?.end === today,
  };
}

/** Lower bounds of the streak colour tiers 1..7 (spec §9, server-behaviour §3.9): under 1 is tier 0 (none). */
export const STREAK_TIER_LIMITS = [1, 3, 5, 10, 30, 50, 100] as const;

/** A streak length's colour tier: 0 (under 1), then under 3, 5, 10, 30, 50, 100, and 7 (100 and more). */
export function streakTier(length: number): number {
  let tier = 0;
  for (const limit of STREAK_TIER_LIMITS) if (length >= limit) tier++;
  return tier;
}
