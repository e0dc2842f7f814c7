import { tagRoutes } from '@inkpace/contracts/api/tag';
import { call } from '../../app/api.ts';
import { useApiQuery } from '../../app/cache.ts';
import { CACHE_KEYS } from '../../app/progress-cache.ts';
import { useProjects } from '../project/index.ts';

export interface Choice {
  value: string;
  label: string;
}

const loadTags = () => call(tagRoutes.list);

/**
 * What the goal form's pickers offer: the writer's live projects and their tags (cached under the shared keys).
 * A goal's own ids stay offered even when their project is gone, so editing never drops one silently.
 */
export function useGoalChoices(): { projects: Choice[]; tags: Choice[]; loading: boolean } {
  const projects = useProjects();
  const tags = useApiQuery(CACHE_KEYS.tags, loadTags);
  return {
    projects: (projects.data ?? [])
      .filter((p) => p.state === 'active')
      .map((p) => ({ value: String(p.id), label: p.title }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    tags: (tags.data ?? []).map((t) => ({ value: String(t.id), label: `#${t.name}` })).sort((a, b) => a.label.localeCompare(b.label)),
    loading: projects.loading || tags.loading,
  };
}
