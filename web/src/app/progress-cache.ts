import { invalidate } from './cache.ts';

/**
 * Cache keys of the progress data (projects, entries, day stats, tags). `invalidate(prefix)` clears a key and
 * every key under it, so `projects` also clears `projects/12`.
 */
export const CACHE_KEYS = {
  projects: 'projects',
  project: (id: number) => `projects/${id}`,
  tallies: 'tallies',
  talliesOf: (query: string) => `tallies/${query}`,
  stats: 'stats',
  statsOf: (query: string) => `stats/${query}`,
  tags: 'tags',
} as const;

/** After an entry is created, edited or deleted: totals, lists, charts and tags (new ones by name) change. */
export function progressChanged(): void {
  invalidate(CACHE_KEYS.projects);
  invalidate(CACHE_KEYS.tallies);
  invalidate(CACHE_KEYS.stats);
  invalidate(CACHE_KEYS.tags);
}

/** After a project changes (edit, star, cover, delete): its list and page; deleting also hides its entries. */
export function projectsChanged(): void {
  progressChanged();
}
