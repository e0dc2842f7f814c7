/**
 * Everything a board page shows, from the members' day sums (standings.ts, team-standings.ts, fundraiser.ts,
 * leaderboard-par.ts put together): the measure shown, the empty-state notice, standings, team standings, the
 * chart's dates and series with the par line, and the fundraiser meter.
 */
import type { StandingsNotice } from '../api/leaderboard-standings.ts';
import { addDays, daysBetween } from './dates.ts';
import { fundraiserTotals, type FundraiserTotals } from './fundraiser.ts';
import { boardGoal, leaderboardChartRange, leaderboardParLine, leaderboardParWindow, showsPar } from './leaderboard-par.ts';
import type { MeasureName } from './measures.ts';
import { isEligible, isOnBoardTeam, leaderboardStandings, memberMeasure, offeredMeasures, type StandingsBoard, type StandingsMember, type StandingsRow } from './standings.ts';
import { leaderboardLines, teamStandings, type TeamStandingsRow } from './team-standings.ts';

/** Chart dates beyond which the chart keeps one day a week (a running total loses nothing but its daily steps). */
export const STANDINGS_CHART_DAYS = 400;
/** Values (dates × lines) a chart may carry, so a big board's page stays small: past it, fewer dates are kept. */
export const STANDINGS_CHART_VALUES = 40_000;

/**
 * The indexes of the chart dates kept: all of them while there are at most `maxPoints`, else every `step`-th
 * counted back from the last (so the latest total is always shown) and the first. `step` is a whole number of
 * weeks once the window is longer than STANDINGS_CHART_DAYS, so the kept days are all the same weekday.
 */
export function keptChartIndexes(length: number, lines: number): number[] {
  const maxPoints = Math.max(30, Math.min(STANDINGS_CHART_DAYS, Math.floor(STANDINGS_CHART_VALUES / Math.max(1, lines))));
  if (length <= maxPoints) return Array.from({ length }, (_, i) => i);
  const needed = Math.ceil(length / maxPoints);
  const step = length > STANDINGS_CHART_DAYS ? Math.ceil(needed / 7) * 7 : needed;
  const kept: number[] = [];
  for (let i = length - 1; i > 0; i -= step) kept.push(i);
  kept.push(0);
  return kept.reverse();
}

export interface StandingsBoardView extends StandingsBoard {
  measures: readonly MeasureName[];
}

export interface StandingsView {
  measure: MeasureName | null;
  measures: MeasureName[];
  notice: StandingsNotice | null;
  rows: StandingsRow[];
  teams: TeamStandingsRow[];
  dates: string[];
  series: Array<{ kind: 'member' | 'team'; id: number; memberIds: number[]; total: number[] }>;
  parLine: number[] | null;
  fundraiser: FundraiserTotals | null;
}

/** Why nothing is ranked, from who takes part (null: someone could be). */
function notice(board: StandingsBoardView, members: readonly StandingsMember[]): StandingsNotice | null {
  const participants = members.filter((m) => m.isParticipant);
  if (participants.length === 0) return members.length <= 1 ? 'noParticipants' : 'onlySpectators';
  if (board.enableTeams && !participants.some((m) => isOnBoardTeam(board, m))) return 'noTeamParticipants';
  if (board.individualGoalMode && !participants.some((m) => m.goal !== null)) return 'noGoals';
  return null;
}

/** The first and last dates any eligible member has counted progress on, in their measure. */
function entrySpan(board: StandingsBoard, members: readonly StandingsMember[], selected: MeasureName): { first: string | null; last: string | null } {
  let first: string | null = null;
  let last: string | null = null;
  for (const member of members) {
    if (!isEligible(board, member, selected)) continue;
    const measure = memberMeasure(board, member, selected) ?? selected;
    for (const day of member.days) {
      if (day.counts[measure] === undefined) continue;
      if (first === null || day.date < first) first = day.date;
      if (last === null || day.date > last) last = day.date;
    }
  }
  return { first, last };
}

/**
 * The board page in `requested` (ignored unless offered; the board's first offered measure otherwise), the same for
 * every viewer: each member counts up to their own today, and `today` is the board's (`boardToday`: where the
 * lines stop, and where a window without a start or entries begins). In individual-goal mode each member is ranked
 * in their own measure, so no measure is shown, values are percents of each member's goal, and par runs to 100.
 */
export function standingsView(board: StandingsBoardView, members: readonly StandingsMember[], requested: MeasureName | undefined, today: string): StandingsView {
  const measures = board.individualGoalMode ? [] : offeredMeasures(board.measures, members);
  const measure = board.individualGoalMode ? null : (measures.find((m) => m === requested) ?? measures[0] ?? null);
  // The rules take a measure even where none applies (individual-goal mode, or nothing offered yet).
  const selected: MeasureName = measure ?? board.measures[0] ?? 'word';
  const { window, rows } = leaderboardStandings(board, members, selected, today);
  const teams = board.enableTeams ? teamStandings(board, members, selected) : [];
  const span = entrySpan(board, members, selected);
  const { from, to } = leaderboardChartRange(board, span.first, span.last, today);
  const lineCount = board.enableTeams ? board.teamIds.length : members.filter((m) => isEligible(board, m, selected)).length;
  const dates = keptChartIndexes(daysBetween(from, to) + 1, lineCount + 1).map((i) => addDays(from, i));
  const lines = leaderboardLines(board, members, selected, dates);
  const goal = board.individualGoalMode ? 100 : boardGoal(board.goal, selected);
  const parWindow = window ?? leaderboardParWindow(board, null, today);
  const parLine = goal !== null && showsPar(board, selected) && lines.length > 0 ? leaderboardParLine(goal, parWindow, dates) : null;
  return {
    measure,
    measures,
    // Participants are ranked at 0 before anyone logs: the notice says why the table is all zeros.
    notice: notice(board, members) ?? (span.first === null ? 'noProgress' : null),
    rows,
    teams,
    dates,
    series: lines,
    parLine,
    fundraiser: board.fundraiserMode && !board.individualGoalMode ? fundraiserTotals(board, members, selected) : null,
  };
}
