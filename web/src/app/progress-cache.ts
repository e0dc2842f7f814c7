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
  /** The dashboard (heat map days, streaks, starred goal cards) and the lifetime stats: both sum up every entry. */
  dashboard: 'dashboard',
  lifetimeStats: 'stats/lifetime',
} as const;

/**
 * After an entry is created, edited or deleted: totals, lists, charts, tags (new ones by name), the dashboard and
 * the lifetime stats (under `stats`) change.
 */
export function progressChanged(): void {
  invalidate(CACHE_KEYS.projects);
  invalidate(CACHE_KEYS.dashboard);
  invalidate(CACHE_KEYS.tallies);
  invalidate(CACHE_KEYS.stats);
  invalidate(CACHE_KEYS.tags);
}

/** After a project changes (edit, star, cover, delete): its list and page; deleting also hides its entries. */
export function projectsChanged(): void {
  progressChanged();
}
