/**
 * Leaderboard par, vs-par and percent of a goal (spec §4 "Pace messages", last bullet: "Leaderboard par is
 * prorated by days elapsed over total days when an end date exists"; server-behaviour §3.11 "Par", "Par line on
 * charts", "Individual-goal mode"). Dates are 'YYYY-MM-DD' strings; the date par is read at
 * (a participant's own today) and the board's today (its members' latest) are passed in.
 */
import type { MeasureCounts } from '../api/fields.ts';
import { addDays, dateRange, daysBetween, earlierDate, laterDate } from './dates.ts';
import { GOAL_HORIZON_DAYS, targetHorizon } from './goal-horizon.ts';
import type { MeasureName } from './measures.ts';

/** The days a board's par runs over. */
export interface ParWindow {
  /** The board's start date, else the earliest counted entry among the participants, else today. */
  start: string;
  /** The board's end date; null: no end, so no proration (par is the whole goal). */
  end: string | null;
}

export interface BoardDates {
  startDate: string | null;
  endDate: string | null;
}

/**
 * The par window (server-behaviour §3.11 "chart start = board startDate or earliest tally date among participants
 * (for that measure)"). `earliestEntry` is the earliest date any eligible participant has an entry in the measure
 * on; without any, the window starts today (the board's, as the reference's chart does). Within the century goals
 * hold (`targetHorizon`): it starts no earlier than GOAL_HORIZON_DAYS before today (or before its end, for a board
 * that ended) and ends no later than that after its start, so no date on a board or an entry can stretch par or the
 * chart over centuries.
 */
export function leaderboardParWindow(board: BoardDates, earliestEntry: string | null, today: string): ParWindow {
  const seenFrom = board.endDate === null ? today : earlierDate(today, board.endDate);
  const { startDate, endDate } = targetHorizon(board, earliestEntry, seenFrom);
  return { start: startDate ?? earliestEntry ?? today, end: endDate };
}

/**
 * Par at the end of `date` for a goal of `goal`: without an end date the whole goal (the reference: "full goal if
 * no end date"); from the last day on the whole goal; else ceil(goal × daysAlong ÷ totalDays), where daysAlong
 * counts the window's days up to and including `date` (1 on the first day) and totalDays the window's days.
 *
 * Where we differ from the reference, and why:
 * - Before the start the reference's formula goes negative (ceil(goal ÷ totalDays × −2) < 0), so a writer with
 *   nothing yet would be "ahead of par"; par is 0 there.
 * - We multiply before dividing: goal × daysAlong is a whole number, so a day that lands exactly on a whole par
 *   (30,000 over 30 days, day 10: 10,000) cannot become 10,001 through float noise in 30,000 ÷ 30 × 10.
 * - A negative goal (a cut) rounds its magnitude up, as a positive goal does; the reference's Math.ceil rounds a
 *   cut towards 0, i.e. the easier way.
 * - A start after the end (the reference never checks board dates) is read as a one-day window on the end date.
 */
export function leaderboardPar(goal: number, window: ParWindow, date: string): number {
  if (window.end === null) return goal;
  const start = earlierDate(window.start, window.end);
  const totalDays = daysBetween(start, window.end) + 1;
  const daysAlong = daysBetween(start, date) + 1;
  if (daysAlong >= totalDays) return goal;
  if (daysAlong <= 0) return 0;
  const magnitude = Math.ceil((Math.abs(goal) * daysAlong) / totalDays);
  return goal < 0 ? -magnitude : magnitude;
}

/**
 * The par line of a chart: par at each date. The reference drew its line with round(goal ÷ days × n) while its
 * table used the ceil of `leaderboardPar`, so the line and the table could differ by one on the same day; ours is
 * the table's par on every date, so what the chart shows and what vs-par says agree.
 */
export function leaderboardParLine(goal: number, window: ParWindow, dates: readonly string[]): number[] {
  return dates.map((date) => leaderboardPar(goal, window, date));
}

/** What a board asks of its participants in a measure: its goal for that measure, or null without one. */
export function boardGoal(goal: MeasureCounts, measure: MeasureName): number | null {
  return goal[measure] ?? null;
}

/**
 * Whether standings show par and vs-par (server-behaviour §3.11): always in individual-goal mode (each member's
 * own goal); otherwise when the board has a goal for the measure and is not a fundraiser (a fundraiser has no
 * par).
 */
export function showsPar(board: { individualGoalMode: boolean; fundraiserMode: boolean; goal: MeasureCounts }, measure: MeasureName): boolean {
  if (board.individualGoalMode) return true;
  return !board.fundraiserMode && boardGoal(board.goal, measure) !== null;
}

/**
 * Progress as a percentage of a goal (50 for half): null without a goal or with a goal of 0 (the reference shows
 * N/A, and ranks it as 0; it converts a day's count against a goal of 0 to 0 too: callers use `?? 0` there).
 * Multiplying first keeps whole percents whole (15,000 of 50,000 is 30, where 15,000 ÷ 50,000 × 100 is
 * 30.000000000000004) and equal ratios equal (1 of 3 and 2 of 6: one correctly rounded quotient), so ties stay ties.
 */
export function goalPercent(progress: number, goal: number | null): number | null {
  if (goal === null || goal === 0) return null;
  return (progress * 100) / goal;
}

/**
 * The dates of a board's chart (the reference's chart start and end): from the par window's start to the board's
 * end date, else to the latest counted entry, else a week on (from the later of the start and today). An end
 * before the start is swapped with it, as the reference does. At most GOAL_HORIZON_DAYS after the first date.
 */
export function leaderboardChartDates(board: BoardDates, earliestEntry: string | null, latestEntry: string | null, today: string): string[] {
  const { from, to } = leaderboardChartRange(board, earliestEntry, latestEntry, today);
  return dateRange(from, to);
}

/** The first and last of `leaderboardChartDates`, without listing the days between (a window may span decades). */
export function leaderboardChartRange(board: BoardDates, earliestEntry: string | null, latestEntry: string | null, today: string): { from: string; to: string } {
  const window = leaderboardParWindow(board, earliestEntry, today);
  const end = window.end ?? latestEntry ?? addDays(laterDate(window.start, today), 6);
  const [from, to] = end < window.start ? [end, window.start] : [window.start, end];
  // An entry dated centuries on would otherwise stretch the chart over them. Compared in days, so the bound is
  // only computed when it lies before `to`, inside the calendar.
  return { from, to: daysBetween(from, to) > GOAL_HORIZON_DAYS ? addDays(from, GOAL_HORIZON_DAYS) : to };
}
