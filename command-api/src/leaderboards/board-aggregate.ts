import { LEADERBOARD_BLANK } from '@inkpace/contracts/api/leaderboard';
import type { LeaderboardEvent, LeaderboardSettingsValues, ParticipationValues, TeamValues } from '@inkpace/contracts/events/leaderboard';
import type { BoardAccess } from '@inkpace/contracts/rules/policies/leaderboard';
import { LIVE, type Lifecycle } from '@inkpace/contracts/rules/lifecycle';
import type { Aggregate, Loaded } from '../pipeline/aggregate.ts';
import { deletedAt, restored } from '../pipeline/lifecycle.ts';

/** A member of the board, as the board's own stream leaves them. */
export interface MemberState extends ParticipationValues {
  id: number;
  uuid: string;
  userId: number;
  userUuid: string;
  isOwner: boolean;
  /** The member's own star on this board. */
  starred: boolean;
}

export interface TeamState extends TeamValues {
  id: number;
  uuid: string;
}

/** A board with its members (by user id: one membership per user) and its own teams (by team id). */
export interface BoardState extends LeaderboardSettingsValues, Lifecycle {
  id: number;
  uuid: string;
  /** The creator (the reference's Board.ownerId); authority comes from members' isOwner. */
  ownerId: number;
  members: ReadonlyMap<number, MemberState>;
  teams: ReadonlyMap<number, TeamState>;
}

const withMembers = (s: BoardState, change: (members: Map<number, MemberState>) => void): BoardState => {
  const members = new Map(s.members);
  change(members);
  return { ...s, members };
};

/** The state with one member (found by member id) changed; unchanged when no such member. */
function updateMember(s: BoardState, memberId: number, change: (m: MemberState) => MemberState): BoardState {
  const member = memberById(s, memberId);
  return member ? withMembers(s, (members) => members.set(member.userId, change(member))) : s;
}

export function memberById(s: BoardState, memberId: number): MemberState | undefined {
  for (const member of s.members.values()) if (member.id === memberId) return member;
  return undefined;
}

export const ownerCount = (s: BoardState): number => [...s.members.values()].filter((m) => m.isOwner).length;

/** What access looks at: whether the board is live, and the caller's membership of it. */
export const accessOf = (board: Loaded<BoardState>, userId: number): BoardAccess<MemberState> => ({
  live: board.exists && board.state.deletedAt === null,
  membership: board.state.members.get(userId) ?? null,
});

export const boardAggregate: Aggregate<BoardState, LeaderboardEvent> = {
  initial: {
    id: 0, uuid: '', ownerId: 0, ...LEADERBOARD_BLANK,
    ...LIVE, members: new Map(), teams: new Map(),
  },
  evolve(s, e, stamp) {
    switch (e.type) {
      case 'LeaderboardCreated': {
        const { ownerUuid: _ownerUuid, ...d } = e.data;
        return { ...s, ...d, ...restored() };
      }
      case 'LeaderboardEdited': {
        const { id: _id, ...changes } = e.data;
        return { ...s, ...changes };
      }
      case 'LeaderboardDeleted':
        return { ...s, ...deletedAt(stamp) };
      case 'LeaderboardRestored':
        return { ...s, ...restored() };
      case 'LeaderboardStarred':
        return updateMember(s, e.data.memberId, (m) => ({ ...m, starred: e.data.starred }));
      case 'MemberJoined': {
        const { memberId, memberUuid, ...d } = e.data;
        return withMembers(s, (members) => members.set(d.userId, { ...d, id: memberId, uuid: memberUuid }));
      }
      case 'ParticipationEdited': {
        const { memberId, ...changes } = e.data;
        return updateMember(s, memberId, (m) => ({ ...m, ...changes }));
      }
      case 'MemberLeft':
      case 'MemberKicked':
        return withMembers(s, (members) => members.delete(e.data.userId));
      case 'MemberRoleChanged':
        return updateMember(s, e.data.memberId, (m) => ({ ...m, isOwner: e.data.isOwner }));
      case 'MemberTeamAssigned':
        return updateMember(s, e.data.memberId, (m) => ({ ...m, teamId: e.data.teamId }));
      case 'TeamCreated': {
        const { teamId, teamUuid, ...values } = e.data;
        return { ...s, teams: new Map(s.teams).set(teamId, { ...values, id: teamId, uuid: teamUuid }) };
      }
      case 'TeamEdited': {
        const { teamId, ...changes } = e.data;
        const team = s.teams.get(teamId);
        return team ? { ...s, teams: new Map(s.teams).set(teamId, { ...team, ...changes }) } : s;
      }
      case 'TeamDeleted': {
        // The members stay, on no team (the reference's ON DELETE SET NULL).
        const teams = new Map(s.teams);
        teams.delete(e.data.teamId);
        const members = new Map([...s.members].map(([userId, m]) => [userId, m.teamId === e.data.teamId ? { ...m, teamId: null } : m]));
        return { ...s, teams, members };
      }
    }
  },
};
