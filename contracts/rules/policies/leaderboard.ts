/**
 * A board's policy lives in contracts/rules/leaderboard-access.ts (authority from the caller's membership, spec §6);
 * this name points there so every feature's questions are found under policies/.
 */
export {
  boardRole, isBoardOwner, isSoleOwner, requireBoardMember, requireBoardOwner, requireFeedReader, requireJoinable, requireLiveBoard,
  type BoardAccess, type BoardRole,
} from '../leaderboard-access.ts';
