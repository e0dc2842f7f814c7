import { useCallback } from 'react';
import type { leaderboardRoutes } from '@inkpace/contracts/api/leaderboard';
import { leaderboardPaths } from '@inkpace/contracts/api/paths';
import { call } from '../../app/api.ts';
import { invalidate, useApiQuery, type QueryState } from '../../app/cache.ts';
import { light } from '../../app/light-routes.ts';

/**
 * Typed views of the leaderboard reading routes, from the contracts' zod-free path table (as goal-cache.ts does):
 * the app layout's sidebar lists starred boards through this module and must not build the zod schemas.
 */
const routes = {
  list: light<typeof leaderboardRoutes.list>(leaderboardPaths.list),
  get: light<typeof leaderboardRoutes.get>(leaderboardPaths.get),
  me: light<typeof leaderboardRoutes.getMyParticipation>(leaderboardPaths.getMyParticipation),
  members: light<typeof leaderboardRoutes.listMembers>(leaderboardPaths.listMembers),
  teams: light<typeof leaderboardRoutes.listTeams>(leaderboardPaths.listTeams),
};

/** Keys under one prefix: `invalidate(LEADERBOARD_KEYS.all)` clears the list and every board's data. */
export const LEADERBOARD_KEYS = {
  all: 'leaderboards',
  board: (uuid: string) => `leaderboards/${uuid}`,
  me: (uuid: string) => `leaderboards/${uuid}/me`,
  members: (uuid: string) => `leaderboards/${uuid}/members`,
  teams: (uuid: string) => `leaderboards/${uuid}/teams`,
} as const;

export const loadLeaderboards = () => call(routes.list);
export const loadLeaderboard = (uuid: string) => call(routes.get, { params: { uuid } });

type Loaded<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

/** The boards the writer is on (any role), each with its teams and members. */
export function useLeaderboards(enabled = true): QueryState<Loaded<typeof loadLeaderboards>> {
  return useApiQuery(LEADERBOARD_KEYS.all, loadLeaderboards, enabled);
}

export function useLeaderboard(uuid: string): QueryState<Loaded<typeof loadLeaderboard>> {
  const load = useCallback(() => loadLeaderboard(uuid), [uuid]);
  return useApiQuery(LEADERBOARD_KEYS.board(uuid), load);
}

/** The caller's own settings on the board (GET /me). */
export function useMyParticipation(uuid: string) {
  const load = useCallback(() => call(routes.me, { params: { uuid } }), [uuid]);
  return useApiQuery(LEADERBOARD_KEYS.me(uuid), load);
}

export function useBoardMembers(uuid: string, enabled: boolean) {
  const load = useCallback(() => call(routes.members, { params: { uuid } }), [uuid]);
  return useApiQuery(LEADERBOARD_KEYS.members(uuid), load, enabled);
}

export function useBoardTeams(uuid: string, enabled: boolean) {
  const load = useCallback(() => call(routes.teams, { params: { uuid } }), [uuid]);
  return useApiQuery(LEADERBOARD_KEYS.teams(uuid), load, enabled);
}

/**
 * After any leaderboard write (create, edit, star, join, leave, delete, team or member changes): the list (and the
 * sidebar's stars), and each board's summary, participation, members and teams (spec §4 "Lists and refresh").
 */
export function leaderboardsChanged(): void {
  invalidate(LEADERBOARD_KEYS.all);
}
