import { useCallback } from 'react';
import type { goalRoutes } from '@inkpace/contracts/api/goal';
import type { goalProgressRoutes } from '@inkpace/contracts/api/goal-progress';
import { goalPaths } from '@inkpace/contracts/api/paths';
import { call } from '../../app/api.ts';
import { useApiQuery, type QueryState } from '../../app/cache.ts';
import { CACHE_KEYS } from '../../app/progress-cache.ts';
import { light } from '../../app/light-routes.ts';

/**
 * Typed views of the goal reading routes, from the contracts' zod-free path table (as project-cache.ts does): the
 * app layout's sidebar lists starred goals through this module and must not build the zod schemas.
 */
const routes = {
  list: light<typeof goalRoutes.list>(goalPaths.list),
  get: light<typeof goalRoutes.get>(goalPaths.get),
  progress: light<typeof goalProgressRoutes.progress>(goalPaths.progress),
};

export const loadGoals = () => call(routes.list);
export const loadGoal = (id: number) => call(routes.get, { params: { id } });
export const loadGoalProgress = (id: number) => call(routes.progress, { params: { id } });

type Loaded<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

/** The writer's goals (each with `achieved`), cached under CACHE_KEYS.goals. */
export function useGoals(enabled = true): QueryState<Loaded<typeof loadGoals>> {
  return useApiQuery(CACHE_KEYS.goals, loadGoals, enabled);
}

export function useGoal(id: number): QueryState<Loaded<typeof loadGoal>> {
  const load = useCallback(() => loadGoal(id), [id]);
  return useApiQuery(CACHE_KEYS.goal(id), load);
}

/** What the goal's page draws (pace and series, or periods and streaks), for the writer's today. */
export function useGoalProgress(id: number): QueryState<Loaded<typeof loadGoalProgress>> {
  const load = useCallback(() => loadGoalProgress(id), [id]);
  return useApiQuery(CACHE_KEYS.goalProgress(id), load);
}
