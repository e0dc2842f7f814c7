import type { TagColor, tagRoutes } from '@inkpace/contracts/api/tag';
import { tagPaths, type RoutePath } from '@inkpace/contracts/api/paths';
import { useProjects } from '../features/project/index.ts';
import { call } from './api.ts';
import { useApiQuery } from './cache.ts';
import { CACHE_KEYS } from './progress-cache.ts';

export interface Choice {
  value: string;
  label: string;
}

/** The tag list through the zod-free path table (as light-routes.ts does): this module builds no schema. */
const tagList = tagPaths.list as RoutePath as unknown as typeof tagRoutes.list;
const loadTags = () => call(tagList);

/**
 * What the project and tag pickers offer (a goal's filters, a leaderboard member's): the writer's live projects and
 * their tags, by name, cached under the shared keys. Ids already chosen stay shown even when their project is gone
 * (the pickers keep a value they do not list), so editing never drops one silently.
 */
export function useFilterChoices(): { projects: Choice[]; tags: Choice[]; tagColor(id: string): TagColor | undefined; loading: boolean } {
  const projects = useProjects();
  const tags = useApiQuery(CACHE_KEYS.tags, loadTags);
  const colors = new Map((tags.data ?? []).map((t) => [String(t.id), t.color]));
  return {
    projects: (projects.data ?? [])
      .filter((p) => p.state === 'active')
      .map((p) => ({ value: String(p.id), label: p.title }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    tags: (tags.data ?? []).map((t) => ({ value: String(t.id), label: `#${t.name}` })).sort((a, b) => a.label.localeCompare(b.label)),
    /** A tag's colour by its id (the pickers' value), for drawing it in its colour (ui/tag-badge.tsx). */
    tagColor: (id) => colors.get(id),
    loading: projects.loading || tags.loading,
  };
}
