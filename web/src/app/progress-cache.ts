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
  // A goal's numbers (list, page, progress) come from the entries that count for it.
  invalidate(CACHE_KEYS.goals);
}

/** After a project changes (edit, star, cover, delete): its list and page; deleting also hides its entries. */
export function projectsChanged(): void {
  progressChanged();
}

/**
 * After a goal changes (create, edit, star, delete): the list, its page and progress, the sidebar's stars, and the
 * dashboard's starred goal cards.
 */
export function goalsChanged(): void {
  invalidate(CACHE_KEYS.goals);
  invalidate(CACHE_KEYS.dashboard);
}
