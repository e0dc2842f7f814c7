import type { Selectable } from 'kysely';
import type { Leaderboard } from '@inkpace/contracts/api/leaderboard';
import type { LeaderboardMember, MemberBio, Membership, Participation, Team } from '@inkpace/contracts/api/leaderboard-member';
import type { BoardsTable, MembersTable, TeamsTable } from './tables.ts';

/** Rows of the leaderboards read model in the wire shapes of contracts/api/leaderboard*.ts (server-behaviour §2.6). */

export type BoardRow = Selectable<BoardsTable>;
export type TeamRow = Selectable<TeamsTable>;
/** A member with what their account shows: its name (used when the board name is '') and avatar. */
export type MemberRow = Selectable<MembersTable> & { account_name: string; avatar: string | null };

/** The name a member goes by on the board: their board name, else their account's. */
export const effectiveName = (m: MemberRow): string => m.display_name || m.account_name;

/** `starred` is the caller's own star (false for a non-member). */
export const toLeaderboard = (b: BoardRow, starred: boolean): Leaderboard => ({
  id: b.id, uuid: b.uuid, createdAt: b.created_at.toISOString(), updatedAt: b.updated_at.toISOString(), state: b.state, ownerId: b.owner_id,
  title: b.title, description: b.description, measures: b.measures, startDate: b.start_date, endDate: b.end_date, goal: b.goal,
  enableTeams: b.enable_teams, individualGoalMode: b.individual_goal_mode, fundraiserMode: b.fundraiser_mode, starred,
  isJoinable: b.is_joinable, isPublic: b.is_public,
});

export const toTeam = (t: TeamRow): Team => ({
  id: t.id, uuid: t.uuid, createdAt: t.created_at.toISOString(), updatedAt: t.updated_at.toISOString(), name: t.name, color: t.color, boardId: t.board_id,
});

export const toMemberBio = (m: MemberRow): MemberBio => ({
  id: m.id, isParticipant: m.is_participant, isOwner: m.is_owner, userUuid: m.user_uuid, displayName: effectiveName(m), avatar: m.avatar, teamId: m.team_id,
  color: m.color,
});

export const toMembership = (m: MemberRow): Membership => ({
  id: m.id, uuid: m.uuid, state: 'active', isOwner: m.is_owner, isParticipant: m.is_participant, displayName: effectiveName(m), avatar: m.avatar,
  color: m.color, teamId: m.team_id,
});

/** The caller's own settings: the raw board name ('' when unset). */
export const toParticipation = (m: MemberRow): Participation => ({
  id: m.id, isParticipant: m.is_participant, displayName: m.display_name, color: m.color, goal: m.goal, teamId: m.team_id,
  workIds: m.work_ids, tagIds: m.tag_ids,
});

/** After join, edit or leave: the whole member, with the effective name (the reference's account name here was an inconsistency). */
export const toLeaderboardMember = (m: MemberRow): LeaderboardMember => ({
  ...toParticipation(m), displayName: effectiveName(m), uuid: m.uuid, state: 'active', createdAt: m.created_at.toISOString(),
  updatedAt: m.updated_at.toISOString(), userId: m.user_id, boardId: m.board_id, starred: m.starred, isOwner: m.is_owner, avatar: m.avatar,
});
