import type { ReactNode } from 'react';
import type { ImportCounts } from '@inkpace/contracts/api/import';
import { StatGrid } from '../../../ui/stat-grid.tsx';

const figure = (n: number): string => n.toLocaleString('en-US');

/** What an import brought (or a preview would bring): projects, entries, tags and goals. */
export function ImportCountsGrid({ title, counts }: { title: string; counts: ImportCounts }): ReactNode {
  return (
    <StatGrid
      title={title}
      stats={[
        { label: 'Projects', value: figure(counts.projects) },
        { label: 'Entries', value: figure(counts.entries) },
        { label: 'Tags', value: figure(counts.tags) },
        { label: 'Goals', value: figure(counts.goals) },
      ]}
    />
  );
}

/** Nothing written: everything in the file was already there. */
export const broughtNothing = (counts: ImportCounts): boolean => counts.projects + counts.entries + counts.tags + counts.goals === 0;
