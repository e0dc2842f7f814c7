import type { LeaderboardSummary } from '@inkpace/contracts/api/leaderboard';
import type { MemberBio, Membership, Participation, Team } from '@inkpace/contracts/api/leaderboard-member';
import { MEASURES } from '@inkpace/contracts/rules/measures';
import { testUser } from './data.ts';

/** Leaderboards, members and teams as the server sends them, for the tests. */

const stamp = '2026-03-01T12:00:00.000Z';
export const boardUuid = (n: number): string => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
const userUuid = (n: number): string => `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`;
/** The signed-in test user (testUser) as a member. */
export const ME = testUser().uuid;

export function testMemberBio(id: number, overrides: Partial<MemberBio> = {}): MemberBio {
  return { id, isParticipant: true, isOwner: false, userUuid: userUuid(id), displayName: `Writer ${id}`, avatar: null, teamId: null, color: '', ...overrides };
}

export function testBoard(n: number, overrides: Partial<LeaderboardSummary> = {}): LeaderboardSummary {
  return {
    id: n,
    uuid: boardUuid(n),
    createdAt: stamp,
    updatedAt: stamp,
    state: 'active',
    ownerId: 1,
    title: `Board ${n}`,
    description: '',
    measures: [...MEASURES],
    startDate: null,
    endDate: null,
    goal: {},
    enableTeams: false,
    individualGoalMode: false,
    fundraiserMode: false,
    starred: false,
    isJoinable: true,
    isPublic: false,
    teams: [],
    members: [testMemberBio(100, { userUuid: ME, isOwner: true, displayName: 'Alice' })],
    ...overrides,
  };
}

export function testTeam(id: number, name: string, color = ''): Team {
  return { id, uuid: userUuid(500 + id), createdAt: stamp, updatedAt: stamp, name, color, boardId: 1 };
}

export function testParticipation(overrides: Partial<Participation> = {}): Participation {
  return { id: 100, isParticipant: true, displayName: '', color: '', goal: null, teamId: null, workIds: [], tagIds: [], ...overrides };
}

export function testMembership(bio: MemberBio, color = ''): Membership {
  return { id: bio.id, uuid: userUuid(900 + bio.id), state: 'active', isOwner: bio.isOwner, isParticipant: bio.isParticipant, displayName: bio.displayName, avatar: null, color, teamId: bio.teamId };
}
