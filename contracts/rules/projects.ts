/** Project phases and ordering (spec §3, §4), in one place for the server and the web app. */
export const PROJECT_PHASES = ['planning', 'outlining', 'drafting', 'revising', 'on hold', 'finished', 'abandoned'] as const;
export type ProjectPhase = (typeof PROJECT_PHASES)[number];

/** Dormant projects are left out of the progress form's choices (unless already selected). */
export const DORMANT_PHASES: readonly ProjectPhase[] = ['on hold', 'finished', 'abandoned'];
export const isDormant = (phase: ProjectPhase): boolean => DORMANT_PHASES.includes(phase);

export const PHASE_LABELS: Record<ProjectPhase, string> = {
  planning: 'Planning',
  outlining: 'Outlining',
  drafting: 'Drafting',
  revising: 'Revising',
  'on hold': 'On Hold',
  finished: 'Finished',
  abandoned: 'Abandoned',
};

export const PROJECT_SORTS = ['phase', 'title', 'lastUpdated'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];
/** Where the projects list remembers its sort (spec §2). */
export const PROJECT_SORT_KEY = 'projects-sort';

interface Sortable {
  title: string;
  phase: ProjectPhase;
  starred: boolean;
  createdAt: string;
  lastUpdated: string | null;
}

const titles = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * Starred first; then by phase order (default), title, or last updated (most recent first, never-updated last);
 * ties by title, then newest created first.
 */
export function sortProjects<T extends Sortable>(projects: readonly T[], sort: ProjectSort = 'phase'): T[] {
  const byTitle = (a: T, b: T) => titles.compare(a.title, b.title);
  const newest = (a: T, b: T) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0);
  const primary = (a: T, b: T): number => {
    if (sort === 'phase') return PROJECT_PHASES.indexOf(a.phase) - PROJECT_PHASES.indexOf(b.phase);
    if (sort === 'lastUpdated') {
      if (a.lastUpdated === b.lastUpdated) return 0;
      if (a.lastUpdated === null) return 1;
      if (b.lastUpdated === null) return -1;
      return a.lastUpdated < b.lastUpdated ? 1 : -1;
    }
    return 0;
  };
  return [...projects].sort((a, b) => Number(b.starred) - Number(a.starred) || primary(a, b) || byTitle(a, b) || newest(a, b));
}

/** The text filter of the projects list: title and description, ignoring case. */
export function matchesProjectFilter(project: { title: string; description: string }, filter: string): boolean {
  const needle = filter.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return project.title.toLocaleLowerCase().includes(needle) || project.description.toLocaleLowerCase().includes(needle);
}

/** A project's progress table shows this many entries per page (spec §2), the first by default. */
export const PROGRESS_PAGE_SIZES = [30, 60, 90] as const;
/** The most entries one page of a project's entries (GET /project/:id/tally) holds. */
export const PROGRESS_TAKE_MAX = 100;
/** How many entries that list can skip: pages are read by offset, so this bounds what one request can ask for. */
export const PROGRESS_SKIP_MAX = 1_000_000;
