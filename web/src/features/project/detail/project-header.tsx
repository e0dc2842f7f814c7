import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import { formatCalendarDate } from '@inkpace/contracts/rules/format';
import { PHASE_LABELS } from '@inkpace/contracts/rules/projects';
import { PageProgressButton } from '../../../app/layouts/page-progress-button.tsx';
import { Markdown } from '../../../ui/markdown.tsx';
import ui from '../../../ui/ui.module.css';
import classes from '../projects.module.css';
import { ProjectCover } from '../project-cover.tsx';
import { totalsText } from '../project-tile.tsx';
import { DeleteProjectDialog } from './delete-project-dialog.tsx';

interface ProjectHeaderProps {
  project: SummarizedProject;
  /** The user's displayCovers setting: off shows the placeholder even when there is a cover. */
  showCover: boolean;
}

/** Title, phase, totals, last update, description and cover (spec §2 project detail), with Configure, Delete and Log Progress. */
export function ProjectHeader({ project, showCover }: ProjectHeaderProps): ReactNode {
  const [deleting, setDeleting] = useState(false);
  const cover = showCover ? project.cover : null;
  const totals = totalsText(project.totals);

  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      <ProjectCover cover={cover} alt={cover ? `Cover of ${project.title}` : ''} width={120} />
      <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {project.title}
        </Title>
        <Group gap="xs">
          <Badge variant="light" color="gray">
            {PHASE_LABELS[project.phase]}
          </Badge>
          <Text fw={600}>{totals.length > 0 ? totals.join(' · ') : 'No progress yet'}</Text>
        </Group>
        {project.lastUpdated && (
          <Text size="sm" className={ui.muted}>
            Last updated {formatCalendarDate(project.lastUpdated.slice(0, 10))}
          </Text>
        )}
        {/* The writer's own words as safe Markdown (raw HTML stays text), line breaks kept as typed. */}
        {project.description && <Markdown source={project.description} headingLevel={2} breaks className={classes.description} />}
        <Group gap="sm">
          <PageProgressButton projectId={project.id} />
          <Button variant="default" component={Link} href={`/projects/${project.id}/edit`}>
            Configure Project
          </Button>
          {/* Outline red text is red.6 in light (3.8:1 on white); the light-variant text colour reads at 4.5:1 in both schemes. */}
          <Button variant="outline" color="red" c="var(--mantine-color-red-light-color)" onClick={() => setDeleting(true)}>
            Delete Project
          </Button>
        </Group>
      </Stack>
      <DeleteProjectDialog project={project} opened={deleting} onClose={() => setDeleting(false)} />
    </Group>
  );
}
