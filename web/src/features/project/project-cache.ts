import { useCallback } from 'react';
import type { projectRoutes } from '@inkpace/contracts/api/project';
import type { statsRoutes } from '@inkpace/contracts/api/stats';
import type { tallyRoutes } from '@inkpace/contracts/api/tally';
import { projectPaths, statsPaths, tallyPaths } from '@inkpace/contracts/api/paths';
import { call } from '../../app/api.ts';
import { useApiQuery, type QueryState } from '../../app/cache.ts';
import { CACHE_KEYS } from '../../app/progress-cache.ts';
import { light } from '../../app/light-routes.ts';

/**
 * Typed views of the reading routes, from the contracts' zod-free path table (as app/light-routes.ts does): the
 * app layout's sidebar lists starred projects through this module, and importing the full route tables would
 * build every zod schema in that chunk. `call` reads only a route's method and path; the types come from the
 * full routes.
 */
const routes = {
  list: light<typeof projectRoutes.list>(projectPaths.list),
  get: light<typeof projectRoutes.get>(projectPaths.get),
  days: light<typeof statsRoutes.days>(statsPaths.days),
  tallyPage: light<typeof tallyRoutes.projectPage>(tallyPaths.projectPage),
};

/**
 * One project's day totals, and one page of its entries: a project page never downloads the writer's whole
 * history, nor every entry of the project (issue 27: 476 KB of JSON for 702 entries, to show 30).
 */
export const projectDaysKey = (id: number): string => CACHE_KEYS.statsOf(`works=${id}`);
export const projectTallyPageKey = (id: number, skip: number, take: number): string => CACHE_KEYS.talliesOf(`project=${id}&skip=${skip}&take=${take}`);

export const loadProjects = () => call(routes.list);
export const loadProject = (id: number) => call(routes.get, { params: { id } });
export const loadProjectDays = (id: number) => call(routes.days, { query: { works: [id] } });
export const loadProjectTallyPage = (id: number, skip: number, take: number) => call(routes.tallyPage, { params: { id }, query: { skip, take } });

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

/** `take` of the project's entries from the `skip`-th, newest first, and how many it has in all. */
export function useProjectTallyPage(id: number, skip: number, take: number): QueryState<Loaded<typeof loadProjectTallyPage>> {
  const load = useCallback(() => loadProjectTallyPage(id, skip, take), [id, skip, take]);
  return useApiQuery(projectTallyPageKey(id, skip, take), load);
}
