import { useCallback } from 'react';
import { leaderboardStandingsRoutes, LEADERBOARD_LIVE_PATH } from '@inkpace/contracts/api/leaderboard-standings';
import type { MeasureName } from '@inkpace/contracts/rules/measures';
import { call } from '../../app/api.ts';
import { invalidate, useApiQuery, type QueryState } from '../../app/cache.ts';
import { setLeaderboardStarred } from './leaderboard-actions.ts';
import { LEADERBOARD_KEYS, loadLeaderboard, useLeaderboard } from './leaderboard-cache.ts';

/**
 * A board's page data: the board (settings, teams, members) and its standings for one measure. Both are cached
 * under `leaderboards/<uuid>`, so invalidating `leaderboards` (a list change) or the board's key reloads them.
 */
const boardKey = LEADERBOARD_KEYS.board;
const standingsKey = (uuid: string, measure: MeasureName | null): string => `${boardKey(uuid)}/standings/${measure ?? 'default'}`;

export const loadStandings = (uuid: string, measure: MeasureName | null) =>
  call(leaderboardStandingsRoutes.standings, { params: { uuid }, query: measure ? { measure } : {} });

type Loaded<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;
export type Board = Loaded<typeof loadLeaderboard>;
export type Standings = Loaded<typeof loadStandings>;

export const useBoard = (uuid: string): QueryState<Board> => useLeaderboard(uuid);

/** The standings for `measure` (null: the server's default, the board's first offered measure). */
export function useStandings(uuid: string, measure: MeasureName | null, enabled: boolean): QueryState<Standings> {
  const load = useCallback(() => loadStandings(uuid, measure), [uuid, measure]);
  return useApiQuery(standingsKey(uuid, measure), load, enabled);
}

/**
 * The board and every cached standings of it are out of date: readers refetch and keep showing what they had
 * meanwhile (the cache keeps the old data while it reloads), so a live update never blanks the table.
 */
export const boardChanged = (uuid: string): void => invalidate(boardKey(uuid));

export async function setBoardStarred(uuid: string, starred: boolean): Promise<void> {
  await setLeaderboardStarred(uuid, starred);
}

/** Where the board's live stream is (an EventSource URL, same origin). */
export const livePath = (uuid: string): string => LEADERBOARD_LIVE_PATH.replace(':uuid', encodeURIComponent(uuid));
