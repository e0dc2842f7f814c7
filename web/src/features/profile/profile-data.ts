import { useCallback } from 'react';
import type { profileRoutes } from '@inkpace/contracts/api/profile';
import { profilePaths, type RoutePath } from '@inkpace/contracts/api/paths';
import { call } from '../../app/api.ts';
import { useApiQuery, type QueryState } from '../../app/cache.ts';

/**
 * A writer's public profile, through the zod-free path table (a visitor opening a shared link loads no schemas);
 * the type comes from the full route. Cached by the name as the server reads it (case does not matter).
 */
const route = ((path: RoutePath) => path as unknown as typeof profileRoutes.get)(profilePaths.get);

export const loadProfile = (username: string) => call(route, { params: { username } });
export type ProfileData = Awaited<ReturnType<typeof loadProfile>>;

export function useProfile(username: string): QueryState<ProfileData> {
  const load = useCallback(() => loadProfile(username), [username]);
  return useApiQuery(`profile:${username.toLowerCase()}`, load);
}
