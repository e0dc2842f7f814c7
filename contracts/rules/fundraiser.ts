/**
 * Fundraiser mode (server-behaviour §3.11 "Fundraiser mode"): everyone's progress in the measure adds up towards
 * the board's goal. Contributions are per series (each participant, or each team with teams enabled); only
 * positive ones are shown, biggest first, and the meter runs to the goal, or further when the total passes it.
 */
import { boardGoal, goalPercent } from './leaderboard-par.ts';
import type { MeasureName } from './measures.ts';
import { isEligible, measureProgress, type StandingsBoard, type StandingsMember } from './standings.ts';
import { boardTeams } from './team-standings.ts';

export interface Contribution {
  kind: 'member' | 'team';
  id: number;
  total: number;
}

export interface FundraiserTotals {
  /** Positive contributions, biggest first (equal ones in the members' or teams' order). */
  contributions: Contribution[];
  /** The sum of the shown contributions (what the meter fills). */
  grandTotal: number;
  /** The board's goal in the measure, or null without one. */
  goal: number | null;
  /** The meter's end: the larger of the goal and the grand total; the grand total without a goal. */
  meterMax: number;
  /** The grand total as a percent of the goal; null without a goal or with a goal of 0. */
  percent: number | null;
}

/**
 * The fundraiser's totals in a measure. Like the standings beside it, each member's progress counts through their
 * own today (the reference's meter also added entries dated in the future, so the meter and the table could
 * disagree). A negative contributor is left out of the meter and of the grand total, as in the reference: a
 * meter cannot show a negative segment, and the grand total is what the meter shows.
 */
export function fundraiserTotals(board: StandingsBoard, members: readonly StandingsMember[], measure: MeasureName): FundraiserTotals {
  const progress = (member: StandingsMember) => measureProgress(member.days, measure, member.today).progress;
  const all: Contribution[] = board.enableTeams
    ? [...boardTeams(board, members, measure)].map(([id, team]) => ({ kind: 'team', id, total: team.reduce((sum, m) => sum + progress(m), 0) }))
    : members.filter((m) => isEligible(board, m, measure)).map((m) => ({ kind: 'member', id: m.id, total: progress(m) }));
  const contributions = all.filter((c) => c.total > 0).sort((a, b) => b.total - a.total);
  const grandTotal = contributions.reduce((sum, c) => sum + c.total, 0);
  const goal = boardGoal(board.goal, measure);
  return { contributions, grandTotal, goal, meterMax: goal === null ? grandTotal : Math.max(goal, grandTotal), percent: goalPercent(grandTotal, goal) };
}
