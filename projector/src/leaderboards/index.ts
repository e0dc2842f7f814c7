export { leaderboardsProjection } from './projection.ts';
export type { LeaderboardTables } from './tables.ts';
export { effectiveName, toLeaderboard, toLeaderboardMember, toMembership, toParticipation, toTeam, type BoardRow, type MemberRow, type TeamRow } from './json.ts';
export {
  boardAccess, boardMember, boardMemberDays, boardMembers, boardSummary, boardTeam, boardTeams, ownedBoards, ownedDeletedBoards, writerBoardCount, writerBoards,
  type BoardAccessView,
  type MemberDaySettings,
} from './readers.ts';
