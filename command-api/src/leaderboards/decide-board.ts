import {
  leaderboardShapeProblem, normalizedSettings, type CreateLeaderboardBody, type LeaderboardSettings, type UpdateLeaderboardBody,
} from '@inkpace/contracts/api/leaderboard';
import { BOARDS_PER_WRITER } from '@inkpace/contracts/api/leaderboard-member';
import { DomainError } from '@inkpace/contracts/errors';
import { LEADERBOARD_SETTINGS_FIELDS, leaderboardStream, type LeaderboardEvent } from '@inkpace/contracts/events/leaderboard';
import { messages } from '@inkpace/contracts/messages';
import { isBoardOwner, requireBoardMember, requireBoardOwner } from '@inkpace/contracts/rules/policies/leaderboard';
import type { Loaded } from '../pipeline/aggregate.ts';
import { changedFields, isEmpty, sentFields } from '../pipeline/changes.ts';
import { newStream, writeTo, type Decision } from '../pipeline/decision.ts';
import { decideRestore } from '../pipeline/lifecycle.ts';
import { accessOf, type BoardState } from './board-aggregate.ts';

/**
 * A board's own settings as pure decisions: create, edit, delete, star. Each takes the board as loaded from its
 * stream and the caller; who may do what is leaderboard-access's (404 for strangers, 403 for non-owner members).
 */

/** The caller, as a board's events name them. */
export interface Writer {
  userId: number;
  userUuid: string;
}

export interface NewBoardIds {
  boardId: number;
  boardUuid: string;
  /** The creator's membership. */
  memberId: number;
  memberUuid: string;
}

/** A writer already on BOARDS_PER_WRITER boards (any role) can neither create nor join another. */
export function checkBoardsPerWriter(writerBoards: number): void {
  if (writerBoards >= BOARDS_PER_WRITER) throw new DomainError('VALIDATION_FAILED', messages.validation.boardsPerWriter);
}

/** The settings as stored, after checking the board as a whole. */
function storedSettings(settings: LeaderboardSettings): LeaderboardSettings {
  const problem = leaderboardShapeProblem(settings);
  if (problem) throw new DomainError('VALIDATION_FAILED', problem.message);
  return normalizedSettings(settings);
}

/**
 * A new board, and its creator's membership in the same append: an owner who takes part unless they chose to
 * spectate (the reference made every creator a spectator, server-behaviour §0 item 4).
 */
export function decideCreateBoard(body: CreateLeaderboardBody, ids: NewBoardIds, writer: Writer, writerBoards: number): Decision {
  checkBoardsPerWriter(writerBoards);
  const { isParticipant, starred, ...settings } = body;
  const events: LeaderboardEvent[] = [
    { type: 'LeaderboardCreated', data: { id: ids.boardId, uuid: ids.boardUuid, ownerId: writer.userId, ownerUuid: writer.userUuid, ...storedSettings(settings) } },
    {
      type: 'MemberJoined',
      data: {
        memberId: ids.memberId, memberUuid: ids.memberUuid, userId: writer.userId, userUuid: writer.userUuid, isOwner: true, starred,
        isParticipant, displayName: '', color: '', teamId: null, goal: null, workIds: [], tagIds: [],
      },
    },
  ];
  return [newStream(leaderboardStream(ids.boardUuid), events)];
}

/**
 * Owners only. Changes only the settings sent that differ (the reference reset what was not sent, §0 item 8); the
 * board as it would be is checked whole and stored as create stores it. `starred` is the caller's own star.
 */
export function decideEditBoard(board: Loaded<BoardState>, uuid: string, body: UpdateLeaderboardBody, writer: Pick<Writer, 'userId'>): Decision {
  const me = requireBoardOwner(accessOf(board, writer.userId), uuid);
  const { starred, ...sent } = sentFields(body);
  const s = board.state;
  const next = storedSettings({ ...s, ...sent });
  const changes = changedFields<LeaderboardSettings, keyof LeaderboardSettings>(s, next, LEADERBOARD_SETTINGS_FIELDS);
  const events: LeaderboardEvent[] = [];
  if (!isEmpty(changes)) events.push({ type: 'LeaderboardEdited', data: { id: s.id, ...changes } });
  if (starred !== undefined && starred !== me.starred) events.push({ type: 'LeaderboardStarred', data: { memberId: me.id, starred } });
  return events.length === 0 ? [] : [writeTo(leaderboardStream(uuid), board, events)];
}

/** Owners only; the board disappears for everyone (its stream stays). */
export function decideDeleteBoard(board: Loaded<BoardState>, uuid: string, writer: Pick<Writer, 'userId'>): Decision {
  requireBoardOwner(accessOf(board, writer.userId), uuid);
  return [writeTo(leaderboardStream(uuid), board, [{ type: 'LeaderboardDeleted', data: { id: board.state.id } }])];
}

/**
 * Owners bring a board they deleted back with its members, teams and standings (the one lifecycle: deleted by a user,
 * within the window; anything else a 404). The board's owner for this is the caller when they are one of its owners.
 */
export function decideRestoreBoard(board: Loaded<BoardState>, uuid: string, writer: Pick<Writer, 'userId'>, now: Date, writerBoards: number): Decision {
  const ownerId = isBoardOwner(board.state.members.get(writer.userId)) ? writer.userId : 0;
  const asOwned: Loaded<BoardState> = { ...board, state: { ...board.state, ownerId } };
  return decideRestore(asOwned, leaderboardStream(uuid), writer, now, (s) => {
    checkBoardsPerWriter(writerBoards);
    return { type: 'LeaderboardRestored', data: { id: s.id } };
  });
}

/** Any member stars the board for themselves; the same star again writes nothing. */
export function decideStarBoard(board: Loaded<BoardState>, uuid: string, starred: boolean, writer: Pick<Writer, 'userId'>): Decision {
  const me = requireBoardMember(accessOf(board, writer.userId), uuid);
  if (me.starred === starred) return [];
  return [writeTo(leaderboardStream(uuid), board, [{ type: 'LeaderboardStarred', data: { memberId: me.id, starred } }])];
}
