/**
 * Goal status and the goals list's order (spec §4 "Goal status (derived)"). Status is derived, never stored: it
 * depends on the writer's today, which the caller passes in (from `writerDate`), never the machine's clock.
 */

export const GOAL_STATUSES = ['upcoming', 'ongoing', 'achieved', 'ended'] as const;
/**
 * Starred goals the dashboard shows as cards, the first in the goals list's order: each card is computed from all
 * of its goal's days, so their number bounds what one dashboard load costs. The rest are on the goals page.
 */
export const DASHBOARD_GOALS_MAX = 24;
/** Listed in the goals list's order (spec §4): upcoming, ongoing, achieved, ended. */
export type GoalStatus = (typeof GOAL_STATUSES)[number];

export interface GoalDates {
  /** 'YYYY-MM-DD', or null: no start (the goal was never upcoming). */
  startDate: string | null;
  /** 'YYYY-MM-DD', or null: open-ended (the goal never ends). */
  endDate: string | null;
}

/**
 * achieved if the achieved flag is set; else ended if the end date is before today; else upcoming if the start
 * date is after today; else ongoing. Habits are never achieved (their flag is always false, server-behaviour §3.8).
 */
export function goalStatus(goal: GoalDates & { achieved: boolean }, today: string): GoalStatus {
  if (goal.achieved) return 'achieved';
  if (goal.endDate !== null && goal.endDate < today) return 'ended';
  if (goal.startDate !== null && goal.startDate > today) return 'upcoming';
  return 'ongoing';
}

export interface ListedGoal extends GoalDates {
  title: string;
  starred: boolean;
  achieved: boolean;
  /** An ISO timestamp; equal-width UTC strings compare in time order. */
  createdAt: string;
}

/**
 * Titles in natural order ("Draft 2" before "Draft 10"), case and accents ignored. One fixed locale, so the server
 * and every browser sort alike.
 */
const naturalTitles = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Earlier date first; null (no date) after every date. */
function byDateNullLast(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/**
 * The goals list's comparator for a given today (spec §4): starred first; then status (upcoming, ongoing,
 * achieved, ended); then earlier end date (none last); then earlier start date (none last); then title in natural
 * order; then newest created first.
 */
export function goalListOrder(today: string): (a: ListedGoal, b: ListedGoal) => number {
  const rank = (goal: ListedGoal) => GOAL_STATUSES.indexOf(goalStatus(goal, today));
  return (a, b) =>
    Number(b.starred) - Number(a.starred) ||
    rank(a) - rank(b) ||
    byDateNullLast(a.endDate, b.endDate) ||
    byDateNullLast(a.startDate, b.startDate) ||
    naturalTitles.compare(a.title, b.title) ||
    (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0);
}

/** A sorted copy of the goals, in the goals list's order for `today`. */
export function sortGoals<T extends ListedGoal>(goals: readonly T[], today: string): T[] {
  return [...goals].sort(goalListOrder(today));
}
