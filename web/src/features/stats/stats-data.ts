import { statsPaths, type RoutePath } from '@inkpace/contracts/api/paths';
import type { statsRoutes } from '@inkpace/contracts/api/stats';
import { call } from '../../app/api.ts';
import { useApiQuery, type QueryState } from '../../app/cache.ts';
import { CACHE_KEYS } from '../../app/progress-cache.ts';

/** Lifetime stats (grand totals, years newest first), cached under `stats/…`, which a progress change clears. */
const route = ((path: RoutePath) => path as unknown as typeof statsRoutes.lifetime)(statsPaths.lifetime);

export const loadLifetimeStats = () => call(route);
export type LifetimeStatsData = Awaited<ReturnType<typeof loadLifetimeStats>>;

export function useLifetimeStats(): QueryState<LifetimeStatsData> {
  return useApiQuery(CACHE_KEYS.lifetimeStats, loadLifetimeStats);
}
