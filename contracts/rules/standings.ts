/**
 * Leaderboard standings (server-behaviour §3.11 "Eligibility", "Standings row", "Ranking"), from each member's
 * per-day sums instead of every entry: progress through today and yesterday, last activity, positions with ties,
 * movement since yesterday, percent of the goal, par and vs-par.
 */
import type { MeasureCounts } from '../api/fields.ts';
import type { DayCount } from '../api/stats.ts';
import { addDays, laterDate } from './dates.ts';
import type { MemberGoal } from './leaderboard-entries.ts';
import { boardGoal, goalPercent, leaderboardPar, leaderboardParWindow, showsPar, type ParWindow } from './leaderboard-par.ts';
import type { MeasureName } from './measures.ts';

/**
 * One day of a member's sums on a board: only the entries that count for them (`entryCountsForMember`). A measure
 * is present when the day had at least one such entry in it, even one netting to 0 (as GET /stats/days).
 */
export type LeaderboardDay = DayCount;

/** A member's progress in one measure, as of their own today. */
export interface MeasureProgress {
  /** The first and last dates with an entry in the measure, any date (the chart's and par's window). */
  firstDate: string | null;
  lastDate: string | null;
  /** Running total through the member's today, and through the day before. */
  progress: number;
  yesterdayProgress: number;
  /** The latest date with an entry up to today, and up to yesterday; null: none yet. */
  lastActivity: string | null;
  yesterdayLastActivity: string | null;
}

/**
 * A member's progress in a measure as of `today`, the member's own. Entries dated after it count for the window
 * but not yet for progress (the reference reads the running total at the last date up to today).
 */
export function measureProgress(days: readonly LeaderboardDay[], measure: MeasureName, today: string): MeasureProgress {
  const yesterday = addDays(today, -1);
  const out: MeasureProgress = { firstDate: null, lastDate: null, progress: 0, yesterdayProgress: 0, lastActivity: null, yesterdayLastActivity: null };
  for (const { date, counts } of days) {
    const count = counts[measure];
    if (count === undefined) continue;
    if (out.firstDate === null || date < out.firstDate) out.firstDate = date;
    if (out.lastDate === null || date > out.lastDate) out.lastDate = date;
    if (date <= today) {
      out.progress += count;
      if (out.lastActivity === null || date > out.lastActivity) out.lastActivity = date;
    }
    if (date <= yesterday) {
      out.yesterdayProgress += count;
      if (out.yesterdayLastActivity === null || date > out.yesterdayLastActivity) out.yesterdayLastActivity = date;
    }
  }
  return out;
}

export interface Rankable {
  id: number;
  /** Higher ranks first. */
  value: number;
  /** Reaching a value first ranks higher; null (no activity yet) after every date. */
  lastActivity: string | null;
}

const byLastActivity = (a: string | null, b: string | null): number => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1);

/**
 * Positions by id (server-behaviour §3.11 "Ranking"): higher value first, ties broken by the earlier last
 * activity; equal value *and* equal last activity share a position, and the next one skips ("1, 2, 2, 4").
 */
export function rankPositions(rows: readonly Rankable[]): Map<number, number> {
  const sorted = [...rows].sort((a, b) => (a.value === b.value ? byLastActivity(a.lastActivity, b.lastActivity) : b.value - a.value));
  const positions = new Map<number, number>();
  sorted.forEach((row, i) => {
    const before = sorted[i - 1];
    const tied = before !== undefined && before.value === row.value && before.lastActivity === row.lastActivity;
    positions.set(row.id, tied ? (positions.get(before.id) ?? i + 1) : i + 1);
  });
  return positions;
}

/** What standings read of a board. */
export interface StandingsBoard {
  startDate: string | null;
  endDate: string | null;
  goal: MeasureCounts;
  enableTeams: boolean;
  individualGoalMode: boolean;
  fundraiserMode: boolean;
  /** The ids of the board's own teams. */
  teamIds: readonly number[];
}

export interface StandingsMember {
  id: number;
  /**
   * The member's own today (their time zone and day end): their entries count up to it, never beyond. A board shows
   * every viewer the same numbers, so nothing in standings depends on who is looking.
   */
  today: string;
  isParticipant: boolean;
  teamId: number | null;
  goal: MemberGoal | null;
  days: readonly LeaderboardDay[];
}

/** The measure a member is ranked in: their goal's in individual-goal mode (null without one), else the selected. */
export function memberMeasure(board: Pick<StandingsBoard, 'individualGoalMode'>, member: Pick<StandingsMember, 'goal'>, selected: MeasureName): MeasureName | null {
  return board.individualGoalMode ? (member.goal?.measure ?? null) : selected;
}

/**
 * The member is on the team of one of the board's teams. The reference never checked that a member's team
 * belongs to the board (server-behaviour §0 item 2), so a team id from another board counted as a team; here it
 * counts as no team.
 */
export function isOnBoardTeam(board: Pick<StandingsBoard, 'teamIds'>, member: Pick<StandingsMember, 'teamId'>): boolean {
  return member.teamId !== null && board.teamIds.includes(member.teamId);
}

/**
 * Who appears in standings and charts (server-behaviour §3.11 "Eligibility"): participants only (spectators never,
 * spec §4), in individual-goal mode only members with a goal, with teams enabled only members on one of the
 * board's teams. The reference also left out members without an entry in the measure, so a board of eight who had
 * not started showed nobody and their teams counted none of them: here a participant is there at 0 from the moment
 * they join.
 */
export function isEligible(board: StandingsBoard, member: StandingsMember, selected: MeasureName): boolean {
  if (!member.isParticipant || memberMeasure(board, member, selected) === null) return false;
  return !board.enableTeams || isOnBoardTeam(board, member);
}

/**
 * The measures a board's measure picker offers: the board's measures (in its order) that at least one participant
 * has an entry in.
 */
export function offeredMeasures(boardMeasures: readonly MeasureName[], members: readonly StandingsMember[]): MeasureName[] {
  const used = new Set<string>();
  for (const member of members) if (member.isParticipant) for (const day of member.days) for (const measure of Object.keys(day.counts)) used.add(measure);
  return boardMeasures.filter((measure) => used.has(measure));
}

export interface StandingsRow {
  memberId: number;
  measure: MeasureName;
  progress: number;
  yesterdayProgress: number;
  lastActivity: string | null;
  /** The board's goal in the measure, or the member's own in individual-goal mode; null without one. */
  goal: number | null;
  /** Percent of the goal (50 for half); null without a goal or with a goal of 0 (ranked as 0). */
  percent: number | null;
  position: number;
  yesterdayPosition: number;
  /** Places gained since yesterday (yesterday's position − today's): positive up, negative down. */
  movement: number;
  /**
   * Null when the board shows no par (`showsPar`). A count in the measure, or in individual-goal mode a percent of
   * the member's goal, with vs-par in percentage points.
   */
  par: number | null;
  vsPar: number | null;
}

export interface Standings {
  /** The window par runs over (also the chart's start); null without any eligible member. */
  window: ParWindow | null;
  /** By position; equal positions keep the members' order (the page orders them by display name). */
  rows: StandingsRow[];
}

/**
 * The board's today: the latest of its members' todays (`fallback` for a board without members). What the page
 * draws up to, and where a window without a start or any entry begins; it is the same whoever looks.
 */
export function boardToday(todays: Iterable<string>, fallback: string): string {
  let latest: string | null = null;
  for (const today of todays) latest = latest === null ? today : laterDate(latest, today);
  return latest ?? fallback;
}

/**
 * The standings of a board in a measure (ignored in individual-goal mode, where each member is ranked by percent of
 * their own goal): each member's progress through their own today and par at it, so every viewer sees the same
 * table; `today` is the board's (`boardToday`). The reference stopped everyone at the viewer's today, so a writer's
 * progress after her midnight stayed hidden from friends west of her for hours. Yesterday's positions rank
 * yesterday's values with yesterday's last activity: the reference broke yesterday's ties with today's last
 * activity, so an entry today could change "yesterday's" position and show a movement that never happened.
 */
export function leaderboardStandings(board: StandingsBoard, members: readonly StandingsMember[], selected: MeasureName, today: string): Standings {
  const eligible = members.filter((member) => isEligible(board, member, selected));
  const rows = eligible.map((member) => {
    const measure = memberMeasure(board, member, selected) ?? selected;
    const goal = board.individualGoalMode ? (member.goal?.count ?? null) : boardGoal(board.goal, measure);
    return { member, measure, goal, ...measureProgress(member.days, measure, member.today) };
  });
  let earliest: string | null = null;
  for (const row of rows) if (row.firstDate !== null && (earliest === null || row.firstDate < earliest)) earliest = row.firstDate;
  const window = rows.length === 0 ? null : leaderboardParWindow(board, earliest, today);

  const ranked = (progress: number, goal: number | null) => (board.individualGoalMode ? (goalPercent(progress, goal) ?? 0) : progress);
  const now = rankPositions(rows.map((r) => ({ id: r.member.id, value: ranked(r.progress, r.goal), lastActivity: r.lastActivity })));
  const before = rankPositions(rows.map((r) => ({ id: r.member.id, value: ranked(r.yesterdayProgress, r.goal), lastActivity: r.yesterdayLastActivity })));

  const out = rows.map((r): StandingsRow => {
    const position = now.get(r.member.id) ?? 0;
    const yesterdayPosition = before.get(r.member.id) ?? 0;
    const percent = goalPercent(r.progress, r.goal);
    // In individual-goal mode par is a percent of the member's own goal (the chart's par line runs to 100), and
    // vs-par is in percentage points: none without a percent (a goal of 0).
    const parGoal = board.individualGoalMode ? 100 : r.goal;
    const par = window !== null && parGoal !== null && r.goal !== null && showsPar(board, r.measure) ? leaderboardPar(parGoal, window, r.member.today) : null;
    const value = board.individualGoalMode ? percent : r.progress;
    return {
      memberId: r.member.id,
      measure: r.measure,
      progress: r.progress,
      yesterdayProgress: r.yesterdayProgress,
      lastActivity: r.lastActivity,
      goal: r.goal,
      percent,
      position,
      yesterdayPosition,
      movement: yesterdayPosition - position,
      par,
      vsPar: par === null || value === null ? null : value - par,
    };
  });
  return { window, rows: out.sort((a, b) => a.position - b.position) };
}
