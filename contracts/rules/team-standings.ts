/**
 * Teams and chart series on a leaderboard (server-behaviour §3.11 "Teams", "Individual-goal mode"): the series per
 * participant, or per team with teams enabled, and each team's totals. Input is the members' per-day sums.
 */
import type { GoalDay } from './goal-days.ts';
import { goalPercent } from './leaderboard-par.ts';
import type { MeasureName } from './measures.ts';
import { isEligible, measureProgress, memberMeasure, rankPositions, type StandingsBoard, type StandingsMember } from './standings.ts';
import { cumulativeSeries, type CumulativeSeries } from './target-progress.ts';

/**
 * The eligible members of each of the board's teams, in the board's team order; a team without any has an empty
 * list (the reference charts every team of the board). Members on no team, or on a team id that is not one of
 * this board's (the reference never checked, §0 item 2), are on none: eligibility with teams enabled leaves them out.
 */
export function boardTeams(board: StandingsBoard, members: readonly StandingsMember[], selected: MeasureName): Map<number, StandingsMember[]> {
  const teams = new Map<number, StandingsMember[]>(board.teamIds.map((id) => [id, []]));
  for (const member of members) {
    if (member.teamId !== null && isEligible(board, member, selected)) teams.get(member.teamId)?.push(member);
  }
  return teams;
}

/**
 * One member's days in their measure as the series adds them: counts, or in individual-goal mode each day as a
 * percent of their goal (count × 100 ÷ goal; a goal of 0 gives 0, as the reference), divided by `share` (a team's
 * eligible members, so the team's series is their average percent). Only days up to the member's own today: a
 * line never shows what the standings do not count yet.
 */
function seriesDays(board: StandingsBoard, member: StandingsMember, selected: MeasureName, share = 1): GoalDay[] {
  const measure = memberMeasure(board, member, selected) ?? selected;
  const goal = member.goal?.count ?? null;
  const days: GoalDay[] = [];
  for (const { date, counts } of member.days) {
    const count = counts[measure];
    if (count === undefined || date > member.today) continue;
    const value = board.individualGoalMode ? (goalPercent(count, goal) ?? 0) / share : count;
    days.push({ date, count: value, entries: 1 });
  }
  return days;
}

export interface LeaderboardSeries extends CumulativeSeries {
  kind: 'member' | 'team';
  /** The member's or the team's id. */
  id: number;
  /** The member itself, or the team's eligible members. */
  memberIds: number[];
}

/**
 * The chart's series from `from` to `to` (the board's chart dates): one per eligible participant, or with teams
 * enabled one per team of the board. A team's series is its members' days added up; in individual-goal mode it is
 * their average percent (per date, the sum of the members' percents ÷ the team's eligible members), so a team of
 * three is not ahead of a team of two by headcount.
 */
export function leaderboardSeries(board: StandingsBoard, members: readonly StandingsMember[], selected: MeasureName, from: string, to: string): LeaderboardSeries[] {
  if (!board.enableTeams) {
    return members
      .filter((member) => isEligible(board, member, selected))
      .map((member) => ({ kind: 'member', id: member.id, memberIds: [member.id], ...cumulativeSeries(seriesDays(board, member, selected), from, to) }));
  }
  return [...boardTeams(board, members, selected)].map(([id, team]) => ({
    kind: 'team',
    id,
    memberIds: team.map((member) => member.id),
    ...cumulativeSeries(team.flatMap((member) => seriesDays(board, member, selected, team.length)), from, to),
  }));
}

/**
 * The running total of every day up to each of `dates` (ascending), in one pass over the days. Days before the first
 * date are its starting value: the chart's window may begin after an entry (a century before today at most), and
 * its last value is still the total the standings show.
 */
function runningTotalsAt(days: readonly GoalDay[], dates: readonly string[]): number[] {
  const sorted = [...days].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const out: number[] = [];
  let running = 0;
  let next = 0;
  for (const date of dates) {
    for (let day = sorted[next]; day !== undefined && day.date <= date; day = sorted[++next]) running += day.count;
    out.push(running);
  }
  return out;
}

/**
 * `leaderboardSeries`' running totals on chosen dates only (a long board's chart keeps one day a week): the same
 * lines, without building a value for every day of a window that may span decades.
 */
export function leaderboardLines(board: StandingsBoard, members: readonly StandingsMember[], selected: MeasureName, dates: readonly string[]): Array<Omit<LeaderboardSeries, 'dates' | 'daily'>> {
  if (!board.enableTeams) {
    return members
      .filter((member) => isEligible(board, member, selected))
      .map((member) => ({ kind: 'member', id: member.id, memberIds: [member.id], total: runningTotalsAt(seriesDays(board, member, selected), dates) }));
  }
  return [...boardTeams(board, members, selected)].map(([id, team]) => ({
    kind: 'team',
    id,
    memberIds: team.map((member) => member.id),
    total: runningTotalsAt(team.flatMap((member) => seriesDays(board, member, selected, team.length)), dates),
  }));
}

export interface TeamStandingsRow {
  teamId: number;
  memberIds: number[];
  /**
   * The members' progress added up, each through their own today and the day before; in individual-goal mode their
   * average percent.
   */
  progress: number;
  yesterdayProgress: number;
  /** The latest of the members' last activity (null: none yet). */
  lastActivity: string | null;
  position: number;
  yesterdayPosition: number;
  movement: number;
}

const later = (a: string | null, b: string | null): string | null => (a === null ? b : b === null || a > b ? a : b);

/**
 * Each team's totals and position (beyond the reference, whose table stays per person: the same ranking rule as
 * `rankPositions`, applied to teams). Teams without eligible members are listed with 0 and no activity.
 */
export function teamStandings(board: StandingsBoard, members: readonly StandingsMember[], selected: MeasureName): TeamStandingsRow[] {
  const rows = [...boardTeams(board, members, selected)].map(([teamId, team]) => {
    let progress = 0;
    let yesterdayProgress = 0;
    let lastActivity: string | null = null;
    let yesterdayLastActivity: string | null = null;
    for (const member of team) {
      const p = measureProgress(member.days, memberMeasure(board, member, selected) ?? selected, member.today);
      const value = (n: number) => (board.individualGoalMode ? (goalPercent(n, member.goal?.count ?? null) ?? 0) / team.length : n);
      progress += value(p.progress);
      yesterdayProgress += value(p.yesterdayProgress);
      lastActivity = later(lastActivity, p.lastActivity);
      yesterdayLastActivity = later(yesterdayLastActivity, p.yesterdayLastActivity);
    }
    return { teamId, memberIds: team.map((m) => m.id), progress, yesterdayProgress, lastActivity, yesterdayLastActivity };
  });
  const now = rankPositions(rows.map((r) => ({ id: r.teamId, value: r.progress, lastActivity: r.lastActivity })));
  const before = rankPositions(rows.map((r) => ({ id: r.teamId, value: r.yesterdayProgress, lastActivity: r.yesterdayLastActivity })));
  return rows
    .map(({ yesterdayLastActivity: _, ...r }) => {
      const position = now.get(r.teamId) ?? 0;
      const yesterdayPosition = before.get(r.teamId) ?? 0;
      return { ...r, position, yesterdayPosition, movement: yesterdayPosition - position };
    })
    .sort((a, b) => a.position - b.position);
}
