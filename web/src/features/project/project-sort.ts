import { useState } from 'react';
import { PROJECT_SORT_KEY, PROJECT_SORTS, type ProjectSort } from '@inkpace/contracts/rules/projects';

/** Labels of the list's sort choices (spec §2: phase, title, last-updated). */
export const SORT_LABELS: Record<ProjectSort, string> = { phase: 'Phase', title: 'Title', lastUpdated: 'Last updated' };

export const isSort = (value: string | null): value is ProjectSort => (PROJECT_SORTS as readonly (string | null)[]).includes(value);

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the default sort each time
  }
}

/** The list's sort, remembered in this browser under PROJECT_SORT_KEY; phase when none (or an unknown one) is stored. */
export function useProjectSort(): [ProjectSort, (sort: ProjectSort) => void] {
  const [sort, setSort] = useState<ProjectSort>(() => {
    const stored = storage()?.getItem(PROJECT_SORT_KEY) ?? null;
    return isSort(stored) ? stored : 'phase';
  });
  const choose = (next: ProjectSort): void => {
    setSort(next);
    try {
      storage()?.setItem(PROJECT_SORT_KEY, next);
    } catch {
      // quota or privacy mode: remembered for this visit only
    }
  };
  return [sort, choose];
}
