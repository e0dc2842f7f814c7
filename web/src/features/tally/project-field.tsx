import { Anchor, Select } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import { isDormant, sortProjects } from '@inkpace/contracts/rules/projects';
import { errorText } from '../../ui/api-error.ts';
import { NEW_PROJECT_HREF } from '../project/index.ts';
import { useProjects } from './tally-data.ts';

/** Projects progress can be logged on: dormant ones (on hold, finished, abandoned) only when already chosen. */
export function selectableProjects(projects: readonly SummarizedProject[], selected: number | null): SummarizedProject[] {
  return sortProjects(projects.filter((p) => p.state === 'active' && (!isDormant(p.phase) || p.id === selected)));
}

interface ProjectFieldProps {
  value: number | null;
  onChange(id: number | null): void;
  /** Picks the only selectable project, without counting as a change by the user. */
  onAutoSelect(id: number): void;
  error: string | undefined;
}

export function ProjectField({ value, onChange, onAutoSelect, error }: ProjectFieldProps): ReactNode {
  const { data, error: loadError, loading } = useProjects();
  const options = selectableProjects(data ?? [], value);
  const onlyId = value === null && options.length === 1 ? options[0]?.id : undefined;
  useEffect(() => {
    if (onlyId !== undefined) onAutoSelect(onlyId);
  }, [onlyId, onAutoSelect]);

  const noProjects = data !== undefined && options.length === 0;
  let placeholder = 'Pick a project';
  if (data === undefined && loading) placeholder = 'Loading projects...';
  else if (noProjects) placeholder = 'You have no active projects yet';

  return (
    <Select
      label="Project"
      placeholder={placeholder}
      data={options.map((p) => ({ value: String(p.id), label: p.title }))}
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(id === null ? null : Number(id))}
      description={
        noProjects ? (
          // Following it closes the dialog (a page change closes it) and opens the projects page's New Project form.
          <Anchor component={Link} href={NEW_PROJECT_HREF} size="sm">
            Create a project
          </Anchor>
        ) : undefined
      }
      error={error ?? (data === undefined && loadError !== undefined ? errorText(loadError) : undefined)}
      searchable
      nothingFoundMessage="No matching projects"
      required
    />
  );
}
