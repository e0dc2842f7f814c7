import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import { messages } from '@inkpace/contracts/messages';
import { matchesProjectFilter, PROJECT_SORTS, sortProjects } from '@inkpace/contracts/rules/projects';
import { useCurrentUser } from '../../app/session.ts';
import { pathOf } from '../../app/routes.ts';
import { usePageTitle } from '../../app/title.ts';
import { PlusIcon } from '../../ui/app-icons.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { CreateProjectDialog } from './create-project-dialog.tsx';
import { NEW_PROJECT_PARAM } from './new-project-link.ts';
import { useProjects } from './project-cache.ts';
import { isSort, SORT_LABELS, useProjectSort } from './project-sort.ts';
import { ProjectTile } from './project-tile.tsx';

function EmptyState({ children }: { children: string }): ReactNode {
  return (
    <Paper withBorder radius="md" p="xl">
      <Text ta="center" c="dimmed">
        {children}
      </Text>
    </Paper>
  );
}

interface ProjectListProps {
  projects: readonly SummarizedProject[];
  filter: string;
  sort: (typeof PROJECT_SORTS)[number];
  showCovers: boolean;
}

function ProjectList({ projects, filter, sort, showCovers }: ProjectListProps): ReactNode {
  const active = projects.filter((p) => p.state === 'active');
  if (active.length === 0) return <EmptyState>{messages.empty.noProjects}</EmptyState>;
  const shown = sortProjects(active.filter((p) => matchesProjectFilter(p, filter)), sort);
  if (shown.length === 0) return <EmptyState>{messages.empty.noMatchingProjects}</EmptyState>;
  return (
    <Stack component="ul" gap="sm" aria-label="Projects" p={0} m={0} style={{ listStyle: 'none' }}>
      {shown.map((project) => (
        <ProjectTile key={project.id} project={project} showCover={showCovers} />
      ))}
    </Stack>
  );
}

/** Import leads to the import methods (spec §2). */
function ImportButton(): ReactNode {
  return (
    <Button variant="default" component={Link} href={pathOf('import-projects')}>
      Import
    </Button>
  );
}

/** /projects (spec §2): the user's projects, starred first, sorted and filtered, with New and Import. */
export default function ProjectsPage(_props: { params: Record<string, string> }): ReactNode {
  usePageTitle('Projects');
  const user = useCurrentUser();
  const { data, error, loading, reload } = useProjects();
  const [sort, setSort] = useProjectSort();
  const [filter, setFilter] = useState('');
  const [creating, setCreating] = useState(false);
  const search = useSearch();
  const [, navigate] = useLocation();
  // /projects?new opens the New Project form, once: the address drops the parameter so Back or a reload does not.
  useEffect(() => {
    if (!new URLSearchParams(search).has(NEW_PROJECT_PARAM)) return;
    setCreating(true);
    navigate('/projects', { replace: true });
  }, [search, navigate]);
  const showCovers = user?.userSettings.displayCovers ?? true;

  let body: ReactNode;
  if (data === undefined && loading) body = <PageLoader />;
  else if (data === undefined) {
    body = <LoadFailed title="Could not load your projects" error={error} retry={reload} />;
  } else body = <ProjectList projects={data} filter={filter} sort={sort} showCovers={showCovers} />;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>Projects</Title>
        <Group gap="sm">
          <ImportButton />
          <Button leftSection={<PlusIcon size={16} />} onClick={() => setCreating(true)}>
            New
          </Button>
        </Group>
      </Group>
      <Group gap="sm" align="flex-end">
        <TextInput
          label="Filter"
          placeholder="Search titles and descriptions"
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          flex={1}
          miw={200}
        />
        <NativeSelect
          label="Sort by"
          data={PROJECT_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
          value={sort}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isSort(value)) setSort(value);
          }}
        />
      </Group>
      {body}
      <CreateProjectDialog opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
