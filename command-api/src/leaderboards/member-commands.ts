import { randomUUID } from 'node:crypto';
import type {
  CreateTeamBody, JoinBody, LeaderboardMember, Membership, Team, UpdateMemberBody, UpdateParticipationBody, UpdateTeamBody,
} from '@inkpace/contracts/api/leaderboard-member';
import { notFound } from '@inkpace/contracts/rules/access';
import type { Caller } from '@inkpace/infra/http';
import {
  boardAccess, boardMember, boardTeam, toLeaderboardMember, toMembership, toTeam, writerBoardCount, type BoardAccessView,
} from '@inkpace/projector/leaderboards';
import { ownedFilters } from '@inkpace/projector/progress';
import type { CommandDeps } from '../pipeline/deps.ts';
import { allocateId } from '../pipeline/ids.ts';
import type { CommandMeta } from '../pipeline/meta.ts';
import type { OwnedFilters } from '../pipeline/owned-filters.ts';
import { boardNow, onBoard } from './commands.ts';
import { decideEditParticipation, decideJoin, decideKick, decideLeave, decideUpdateMember } from './decide-membership.ts';
import { decideCreateTeam, decideDeleteTeam, decideEditTeam } from './decide-teams.ts';

/** Joining, one's own participation, leaving; owners' member and team commands (see commands.ts for the flow). */

const ownedOf = (deps: CommandDeps, caller: Caller, body: Pick<UpdateParticipationBody, 'workIds' | 'tagIds'>): Promise<OwnedFilters> =>
  ownedFilters(deps.db, caller.userId, body.workIds ?? [], body.tagIds ?? []);

/** The caller's membership as the read models show it (a 404 when they have none: the board is not theirs to see). */
async function myMember(deps: CommandDeps, uuid: string, caller: Caller): Promise<LeaderboardMember> {
  const { membership } = await boardNow(deps, uuid, caller);
  if (!membership) throw notFound();
  return toLeaderboardMember(membership);
}

/** What a member or team was before a write removes it (the answer of leave, kick and team delete). */
async function before<T>(deps: CommandDeps, uuid: string, caller: Caller, read: (view: BoardAccessView) => T | null | Promise<T | null>): Promise<T | null> {
  const view = await boardAccess(deps.db, uuid, caller.userId);
  return view ? read(view) : null;
}
const removed = <T>(value: T | null): T => {
  if (value === null) throw notFound();
  return value;
};

export async function joinBoard(deps: CommandDeps, caller: Caller, uuid: string, body: JoinBody, meta: CommandMeta): Promise<LeaderboardMember> {
  const ids = { memberId: await allocateId(deps.db, 'leaderboard_member_ids'), memberUuid: randomUUID() };
  await onBoard(deps, uuid, meta, async (board) => {
    const [owned, boards] = await Promise.all([ownedOf(deps, caller, body), writerBoardCount(deps.db, caller.userId)]);
    return decideJoin(board, uuid, body, ids, owned, caller, boards);
  });
  return myMember(deps, uuid, caller);
}

export async function editParticipation(deps: CommandDeps, caller: Caller, uuid: string, body: UpdateParticipationBody, meta: CommandMeta): Promise<LeaderboardMember> {
  await onBoard(deps, uuid, meta, async (board) => decideEditParticipation(board, uuid, body, await ownedOf(deps, caller, body), caller));
  return myMember(deps, uuid, caller);
}

/** Answers the membership as it was. */
export async function leaveBoard(deps: CommandDeps, caller: Caller, uuid: string, meta: CommandMeta): Promise<LeaderboardMember> {
  const was = await before(deps, uuid, caller, (view) => view.membership);
  await onBoard(deps, uuid, meta, (board) => decideLeave(board, uuid, caller));
  return toLeaderboardMember(removed(was));
}

export async function updateMember(deps: CommandDeps, caller: Caller, uuid: string, memberId: number, body: UpdateMemberBody, meta: CommandMeta): Promise<Membership> {
  await onBoard(deps, uuid, meta, (board) => decideUpdateMember(board, uuid, memberId, body, caller));
  const { board } = await boardNow(deps, uuid, caller);
  return toMembership(removed(await boardMember(deps.db, board.id, memberId)));
}

/** Answers the membership as it was. */
export async function kickMember(deps: CommandDeps, caller: Caller, uuid: string, memberId: number, meta: CommandMeta): Promise<Membership> {
  const was = await before(deps, uuid, caller, (view) => boardMember(deps.db, view.board.id, memberId));
  await onBoard(deps, uuid, meta, (board) => decideKick(board, uuid, memberId, caller));
  return toMembership(removed(was));
}

const teamNow = async (deps: CommandDeps, uuid: string, caller: Caller, teamId: number): Promise<Team> =>
  toTeam(removed(await boardTeam(deps.db, (await boardNow(deps, uuid, caller)).board.id, teamId)));

export async function createTeam(deps: CommandDeps, caller: Caller, uuid: string, body: CreateTeamBody, meta: CommandMeta): Promise<Team> {
  const ids = { teamId: await allocateId(deps.db, 'leaderboard_team_ids'), teamUuid: randomUUID() };
  await onBoard(deps, uuid, meta, (board) => decideCreateTeam(board, uuid, body, ids, caller));
  return teamNow(deps, uuid, caller, ids.teamId);
}

export async function updateTeam(deps: CommandDeps, caller: Caller, uuid: string, teamId: number, body: UpdateTeamBody, meta: CommandMeta): Promise<Team> {
  await onBoard(deps, uuid, meta, (board) => decideEditTeam(board, uuid, teamId, body, caller));
  return teamNow(deps, uuid, caller, teamId);
}

/** Answers the team as it was. */
export async function deleteTeam(deps: CommandDeps, caller: Caller, uuid: string, teamId: number, meta: CommandMeta): Promise<Team> {
  const was = await before(deps, uuid, caller, (view) => boardTeam(deps.db, view.board.id, teamId));
  await onBoard(deps, uuid, meta, (board) => decideDeleteTeam(board, uuid, teamId, caller));
  return toTeam(removed(was));
}
