import type { dashboardRoutes } from '@inkpace/contracts/api/goal-progress';
import { dashboardPaths, type RoutePath } from '@inkpace/contracts/api/paths';
import { call } from '../../app/api.ts';
import { useApiQuery, type QueryState } from '../../app/cache.ts';
import { CACHE_KEYS } from '../../app/progress-cache.ts';

/**
 * The dashboard in one call, through the zod-free path table (the signed-in landing page stays light); the type
 * comes from the full route. Cached under CACHE_KEYS.dashboard, which any progress entry change invalidates.
 */
const route = ((path: RoutePath) => path as unknown as typeof dashboardRoutes.get)(dashboardPaths.get);

export const loadDashboard = () => call(route);
export type DashboardData = Awaited<ReturnType<typeof loadDashboard>>;

export function useDashboard(): QueryState<DashboardData> {
  return useApiQuery(CACHE_KEYS.dashboard, loadDashboard);
}
