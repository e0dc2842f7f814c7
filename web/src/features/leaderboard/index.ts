/**
 * The leaderboards feature, as other modules reach it. Only the zod-free reading hooks live here: the app layout's
 * sidebar imports this, and the pages load through the route table.
 */
export { useLeaderboards, useLeaderboard, loadLeaderboards, loadLeaderboard, LEADERBOARD_KEYS, leaderboardsChanged } from './leaderboard-cache.ts';
