/**
 * Which progress entries count for a leaderboard member (server-behaviour §3.10), as a predicate over plain
 * values, so the standings read model (fed entry by entry) and a from-scratch computation agree.
 *
 * The caller passes only the member's own active entries on active projects (the reference: tally state active,
 * owned by the member's user; entries of a deleted project are excluded by their state). Spectators are left out
 * later, by eligibility (`standings.ts`): what counts for a member does not depend on their role, so switching
 * between spectator and participant needs no recount.
 */
import type { MeasureName } from './measures.ts';

/** An individual goal (individual-goal mode): the member's own measure and count. */
export interface MemberGoal {
  measure: MeasureName;
  count: number;
}

/** The board's side of the rule: its dates and measures. */
export interface BoardEntryScope {
  /** 'YYYY-MM-DD' or null (open); both bounds are inclusive. */
  startDate: string | null;
  endDate: string | null;
  /** Ignored in individual-goal mode (the form sends them empty there, spec §4). */
  measures: readonly MeasureName[];
  individualGoalMode: boolean;
}

/** The member's side: their goal and their project and tag filters (empty: no filter). */
export interface MemberEntryFilter {
  goal: MemberGoal | null;
  workIds: readonly number[];
  tagIds: readonly number[];
}

/** What the rule reads of an entry. */
export interface CandidateEntry {
  date: string;
  measure: MeasureName;
  workId: number;
  tagIds: readonly number[];
}

/**
 * The measures whose entries can count for a member: the member's goal measure in individual-goal mode (none
 * without a goal), else the board's measures.
 */
export function countedMeasures(board: BoardEntryScope, member: MemberEntryFilter): readonly MeasureName[] {
  if (board.individualGoalMode) return member.goal === null ? [] : [member.goal.measure];
  return board.measures;
}

/**
 * True when the entry counts for the member on the board: its measure is counted (above), its date is within the
 * board's dates, its project is one of the member's projects (if they chose any) and it has at least one of the
 * member's tags (if they chose any).
 */
export function entryCountsForMember(entry: CandidateEntry, board: BoardEntryScope, member: MemberEntryFilter): boolean {
  if (!countedMeasures(board, member).includes(entry.measure)) return false;
  if (board.startDate !== null && entry.date < board.startDate) return false;
  if (board.endDate !== null && entry.date > board.endDate) return false;
  if (member.workIds.length > 0 && !member.workIds.includes(entry.workId)) return false;
  if (member.tagIds.length > 0 && !entry.tagIds.some((tag) => member.tagIds.includes(tag))) return false;
  return true;
}
