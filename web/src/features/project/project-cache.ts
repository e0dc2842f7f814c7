import { useCallback } from 'react';
import type { projectRoutes } from '@inkpace/contracts/api/project';
import type { statsRoutes } from '@inkpace/contracts/api/stats';
import type { tallyRoutes } from '@inkpace/contracts/api/tally';
import { projectPaths, statsPaths, tallyPaths, type RoutePath } from '@inkpace/contracts/api/paths';
import { call } from '../../app/api.ts';
import { useApiQuery, type QueryState } from '../../app/cache.ts';
import { CACHE_KEYS } from '../../app/progress-cache.ts';

/**
 * Typed views of the reading routes, from the contracts' zod-free path table (as app/light-routes.ts does): the
 * app layout's sidebar lists starred projects through this module, and importing the full route tables would
 * build every zod schema in that chunk. `call` reads only a route's method and path; the types come from the
 * full routes.
 */
const light = <D>(path: RoutePath): D => path as unknown as D;
const routes = {
  list: light<typeof projectRoutes.list>(projectPaths.list),
  get: light<typeof projectRoutes.get>(projectPaths.get),
  days: light<typeof statsRoutes.days>(statsPaths.days),
  tallies: light<typeof tallyRoutes.list>(tallyPaths.list),
};

/** One project's slice of the day stats and entries: a project page never downloads the writer's whole history. */
const worksQuery = (id: number): string => `works=${id}`;
export const projectDaysKey = (id: number): string => CACHE_KEYS.statsOf(worksQuery(id));
export const projectTalliesKey = (id: number): string => CACHE_KEYS.talliesOf(worksQuery(id));

export const loadProjects = () => call(routes.list);
export const loadProject = (id: number) => call(routes.get, { params: { id } });
export const loadProjectDays = (id: number) => call(routes.days, { query: { works: [id] } });
export const loadProjectTallies = (id: number) => call(routes.tallies, { query: { works: [id] } });

type Loaded<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

/** The user's projects (summaries with totals), cached under CACHE_KEYS.projects. */
export function useProjects(enabled = true): QueryState<Loaded<typeof loadProjects>> {
  return useApiQuery(CACHE_KEYS.projects, loadProjects, enabled);
}

export function useProject(id: number): QueryState<Loaded<typeof loadProject>> {
  const load = useCallback(() => loadProject(id), [id]);
  return useApiQuery(CACHE_KEYS.project(id), load);
}

/** The project's day totals, oldest first (days without progress left out). */
export function useProjectDays(id: number, enabled = true): QueryState<Loaded<typeof loadProjectDays>> {
  const load = useCallback(() => loadProjectDays(id), [id]);
  return useApiQuery(projectDaysKey(id), load, enabled);
}

export function useProjectTallies(id: number, enabled = true): QueryState<Loaded<typeof loadProjectTallies>> {
  const load = useCallback(() => loadProjectTallies(id), [id]);
  return useApiQuery(projectTalliesKey(id), load, enabled);
}
