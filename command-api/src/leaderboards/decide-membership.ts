import { type JoinBody, type UpdateMemberBody, type UpdateParticipationBody } from '@inkpace/contracts/api/leaderboard-member';
import { DomainError } from '@inkpace/contracts/errors';
import { PARTICIPATION_FIELDS, leaderboardStream, type LeaderboardEvent, type ParticipationValues } from '@inkpace/contracts/events/leaderboard';
import { messages } from '@inkpace/contracts/messages';
import { notFound } from '@inkpace/contracts/rules/access';
import { isSoleOwner, requireBoardMember, requireBoardOwner, requireJoinable, requireLiveBoard } from '@inkpace/contracts/rules/policies/leaderboard';
import type { Loaded } from '../pipeline/aggregate.ts';
import { changedFields, isEmpty, sentFields } from '../pipeline/changes.ts';
import { writeTo, type Decision } from '../pipeline/decision.ts';
import { checkOwnedFilters, type OwnedFilters } from '../pipeline/owned-filters.ts';
import { accessOf, memberById, ownerCount, type BoardState, type MemberState } from './board-aggregate.ts';
import { checkBoardsPerWriter, type Writer } from './decide-board.ts';

/** Joining, one's own participation, leaving; and owners managing members (roles, teams, kicks). */

const v = messages.validation;
const e = messages.errors;

export interface NewMemberIds {
  memberId: number;
  memberUuid: string;
}

const onlyOwner = (message: string): DomainError => new DomainError('ONLY_OWNER', message);

/** A team id a member or an owner sends must be one of this board's own teams (the reference never checked, §0 item 2). */
function checkTeam(board: BoardState, teamId: number | null): void {
  if (teamId !== null && !board.teams.has(teamId)) throw new DomainError('VALIDATION_FAILED', v.memberTeam);
}

/**
 * A participation as it would be stored: the team is the board's, the projects and tags are the member's own and
 * live (only those sent are checked: one deleted since does not block other changes), and a participant on an
 * individual-goal board has a goal (spec §5; spectators skip it). Each filter id once.
 */
function storedParticipation(board: BoardState, next: ParticipationValues, sent: Partial<ParticipationValues>, owned: OwnedFilters): ParticipationValues {
  if (sent.teamId !== undefined) checkTeam(board, sent.teamId);
  checkOwnedFilters({ workIds: sent.workIds ?? [], tagIds: sent.tagIds ?? [] }, owned);
  if (board.individualGoalMode && next.isParticipant && next.goal === null) throw new DomainError('VALIDATION_FAILED', v.memberGoalRequired);
  return { ...next, workIds: [...new Set(next.workIds)], tagIds: [...new Set(next.tagIds)] };
}

/**
 * Anyone signed in may join a live board by its code (its uuid) in one step, as participant or spectator. Refused:
 * a second membership (ALREADY_JOINED, told first: a member learns nothing new), a board not open to new members or
 * full (CANNOT_JOIN), a writer on too many boards.
 */
export function decideJoin(board: Loaded<BoardState>, uuid: string, body: JoinBody, ids: NewMemberIds, owned: OwnedFilters, writer: Writer, writerBoards: number): Decision {
  requireLiveBoard(accessOf(board, writer.userId), uuid);
  const s = board.state;
  if (s.members.has(writer.userId)) throw new DomainError('ALREADY_JOINED', e.leaderboardAlreadyJoined);
  requireJoinable({ isJoinable: s.isJoinable, memberCount: s.members.size });
  checkBoardsPerWriter(writerBoards);
  const values = storedParticipation(s, body, body, owned);
  return [writeTo(leaderboardStream(uuid), board, [{
    type: 'MemberJoined',
    data: { memberId: ids.memberId, memberUuid: ids.memberUuid, userId: writer.userId, userUuid: writer.userUuid, isOwner: false, starred: false, ...values },
  }])];
}

/** Any member edits their own participation: only what was sent and differs. */
export function decideEditParticipation(board: Loaded<BoardState>, uuid: string, body: UpdateParticipationBody, owned: OwnedFilters, writer: Pick<Writer, 'userId'>): Decision {
  const me = requireBoardMember(accessOf(board, writer.userId), uuid);
  const sent = sentFields(body);
  const next = storedParticipation(board.state, { ...me, ...sent }, sent, owned);
  const changes = changedFields<ParticipationValues, keyof ParticipationValues>(me, next, PARTICIPATION_FIELDS);
  if (isEmpty(changes)) return [];
  return [writeTo(leaderboardStream(uuid), board, [{ type: 'ParticipationEdited', data: { memberId: me.id, ...changes } }])];
}

/** Any member leaves, except the sole owner (ONLY_OWNER). Re-joining later is a fresh membership, as the reference. */
export function decideLeave(board: Loaded<BoardState>, uuid: string, writer: Pick<Writer, 'userId'>): Decision {
  const me = requireBoardMember(accessOf(board, writer.userId), uuid);
  if (isSoleOwner(me, ownerCount(board.state))) throw onlyOwner(e.onlyOwnerLeave);
  return [writeTo(leaderboardStream(uuid), board, [{ type: 'MemberLeft', data: { memberId: me.id, userId: me.userId } }])];
}

/** A member of this board, by id, for an owner's action; a member of another board is not found here. */
function targetMember(board: BoardState, memberId: number): MemberState {
  const member = memberById(board, memberId);
  if (!member) throw notFound(e.memberNotFound);
  return member;
}

/**
 * Owners promote, demote and put members on teams. The sole owner cannot be demoted (ONLY_OWNER; the reference
 * only blocked it in its UI, §0 item 3), and a team must be this board's.
 */
export function decideUpdateMember(board: Loaded<BoardState>, uuid: string, memberId: number, body: UpdateMemberBody, writer: Pick<Writer, 'userId'>): Decision {
  requireBoardOwner(accessOf(board, writer.userId), uuid);
  const target = targetMember(board.state, memberId);
  const events: LeaderboardEvent[] = [];
  if (body.isOwner !== undefined && body.isOwner !== target.isOwner) {
    if (!body.isOwner && isSoleOwner(target, ownerCount(board.state))) throw onlyOwner(e.onlyOwnerDemote);
    events.push({ type: 'MemberRoleChanged', data: { memberId, isOwner: body.isOwner } });
  }
  if (body.teamId !== undefined && body.teamId !== target.teamId) {
    checkTeam(board.state, body.teamId);
    events.push({ type: 'MemberTeamAssigned', data: { memberId, teamId: body.teamId } });
  }
  return events.length === 0 ? [] : [writeTo(leaderboardStream(uuid), board, events)];
}

/** Owners remove a member (themselves too, when another owner stays); never the sole owner (ONLY_OWNER). */
export function decideKick(board: Loaded<BoardState>, uuid: string, memberId: number, writer: Pick<Writer, 'userId'>): Decision {
  requireBoardOwner(accessOf(board, writer.userId), uuid);
  const target = targetMember(board.state, memberId);
  if (isSoleOwner(target, ownerCount(board.state))) throw onlyOwner(e.onlyOwnerKick);
  return [writeTo(leaderboardStream(uuid), board, [{ type: 'MemberKicked', data: { memberId, userId: target.userId } }])];
}
