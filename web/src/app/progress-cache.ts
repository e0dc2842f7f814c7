import { invalidate } from './cache.ts';

/**
 * Cache keys of the progress data (projects, entries, day stats, tags) and of the goals, whose numbers follow it. `invalidate(prefix)` clears a key and
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
  goals: 'goals',
  goal: (id: number) => `goals/${id}`,
  goalProgress: (id: number) => `goals/${id}/progress`,
} as const;

/** After an entry is created, edited or deleted: totals, lists, charts and tags (new ones by name) change. */
export function progressChanged(): void {
  invalidate(CACHE_KEYS.projects);
  invalidate(CACHE_KEYS.tallies);
  invalidate(CACHE_KEYS.stats);
  invalidate(CACHE_KEYS.tags);
  // A goal's numbers (list, page, progress) come from the entries that count for it.
  invalidate(CACHE_KEYS.goals);
}

/** After a project changes (edit, star, cover, delete): its list and page; deleting also hides its entries. */
export function projectsChanged(): void {
  progressChanged();
}

/** After a goal changes (create, edit, star, delete): the list, its page and progress, and the sidebar's stars. */
export function goalsChanged(): void {
  invalidate(CACHE_KEYS.goals);
}
