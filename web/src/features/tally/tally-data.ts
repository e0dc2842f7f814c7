import { projectRoutes } from '@inkpace/contracts/api/project';
import { tagRoutes } from '@inkpace/contracts/api/tag';
import { call } from '../../app/api.ts';
import { useApiQuery } from '../../app/cache.ts';
import { CACHE_KEYS } from '../../app/progress-cache.ts';

/** The lists the progress form offers (cached under the shared keys, so a saved entry refreshes them). */
const loadProjects = () => call(projectRoutes.list);
const loadTags = () => call(tagRoutes.list);

export const useProjects = () => useApiQuery(CACHE_KEYS.projects, loadProjects);
export const useTags = () => useApiQuery(CACHE_KEYS.tags, loadTags);
