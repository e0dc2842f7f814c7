import { createLeaderboardBody, type CreateLeaderboardBody } from '@inkpace/contracts/api/leaderboard';
import { joinBody } from '@inkpace/contracts/api/leaderboard-member';
import type { DomainError } from '@inkpace/contracts/errors';
import type { LeaderboardEvent } from '@inkpace/contracts/events/leaderboard';
import { evolveAll, type Loaded } from '../pipeline/aggregate.ts';
import type { Decision } from '../pipeline/decision.ts';
import type { OwnedFilters } from '../pipeline/owned-filters.ts';
import { boardAggregate, type BoardState } from './board-aggregate.ts';
import { decideCreateBoard, type Writer } from './decide-board.ts';
import { decideJoin } from './decide-membership.ts';
import { decideCreateTeam } from './decide-teams.ts';

/** Boards built by the decisions themselves, for the decision tests: no database, only events. */

const uuidOf = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const writer = (userId: number): Writer => ({ userId, userUuid: uuidOf(1000 + userId) });
/** The roles of the permission matrix: user 1 creates the board, 2 participates, 3 spectates, 4 is a stranger. */
export const owner = writer(1);
export const participantUser = writer(2);
export const spectatorUser = writer(3);
export const stranger = writer(4);
export const roles = { owner, participant: participantUser, spectator: spectatorUser, stranger } as const;
export type Role = keyof typeof roles;

export const BOARD_UUID = uuidOf(1);
export const OTHER_BOARD_UUID = uuidOf(2);
export const owned: OwnedFilters = { projects: new Set([10, 11]), tags: new Set([20]) };

/** The events of a decision (a board decision writes board events only). */
export const eventsOf = (decision: Decision): LeaderboardEvent[] => decision.flatMap((w) => w.events) as LeaderboardEvent[];

export function loaded(events: readonly LeaderboardEvent[]): Loaded<BoardState> {
  return { state: evolveAll(boardAggregate, events, { at: '2026-01-01T00:00:00.000Z', by: 'user' }), exists: events.length > 0, revision: events.length - 1 };
}

/** The board after more events: what a command would load next. */
export const after = (board: Loaded<BoardState>, history: readonly LeaderboardEvent[], decision: Decision): { board: Loaded<BoardState>; history: LeaderboardEvent[] } => {
  const all = [...history, ...eventsOf(decision)];
  return { board: loaded(all), history: all };
};

export const thrown = (fn: () => unknown): DomainError | null => { try { fn(); } catch (e) { return e as DomainError; } return null; };

let nextId = 100;
const fresh = () => { nextId += 1; return { id: nextId, uuid: uuidOf(nextId) }; };

/**
 * A joinable board with two teams (ids 51, 52): the owner (member 1), a participant on team 51 (member 2) and a
 * spectator (member 3). `history` is its events, to build on.
 */
export function sampleBoard(over: Partial<CreateLeaderboardBody> = {}, uuid = BOARD_UUID, boardId = 1): { board: Loaded<BoardState>; history: LeaderboardEvent[] } {
  const body = createLeaderboardBody.parse({ title: 'November', isJoinable: true, goal: { word: 50_000 }, ...over });
  let state = after(loaded([]), [], decideCreateBoard(body, { boardId, boardUuid: uuid, memberId: boardId * 100 + 1, memberUuid: fresh().uuid }, owner, 0));
  for (const teamId of [boardId * 50 + 1, boardId * 50 + 2]) {
    state = after(state.board, state.history, decideCreateTeam(state.board, uuid, { name: `Team ${teamId}`, color: '' }, { teamId, teamUuid: fresh().uuid }, owner));
  }
  const join = (who: Writer, memberId: number, body: Record<string, unknown>) => {
    const ids = { memberId, memberUuid: fresh().uuid };
    state = after(state.board, state.history, decideJoin(state.board, uuid, joinBody.parse(body), ids, owned, who, 0));
  };
  join(participantUser, boardId * 100 + 2, { isParticipant: true, teamId: boardId * 50 + 1, ...(over.individualGoalMode ? { goal: { measure: 'word', count: 1000 } } : {}) });
  join(spectatorUser, boardId * 100 + 3, { isParticipant: false });
  return state;
}
export { fresh as freshIds };
