import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import { formatCalendarDate, formatMeasureCount } from '@inkpace/contracts/rules/format';
import { MEASURES } from '@inkpace/contracts/rules/measures';
import { PHASE_LABELS } from '@inkpace/contracts/rules/projects';
import { ProjectCover } from './project-cover.tsx';
import classes from './projects.module.css';
import { StarButton } from './star-button.tsx';

/** The project's totals in the measures' order, e.g. ["12,345 words", "3h 20m"]. */
export function totalsText(totals: SummarizedProject['totals']): string[] {
  return MEASURES.flatMap((m) => {
    const count = totals[m];
    return count === undefined ? [] : [formatMeasureCount(count, m)];
  });
}

export const projectPath = (id: number): string => `/projects/${id}`;

interface ProjectTileProps {
  project: SummarizedProject;
  /** The user's displayCovers setting: off shows the placeholder for every project. */
  showCover: boolean;
}

/** One project in the list: cover, title (the link to the project), phase, totals, last update and its star. */
export function ProjectTile({ project, showCover }: ProjectTileProps): ReactNode {
  const totals = totalsText(project.totals);
  return (
    <Paper component="li" withBorder radius="md" p="md" className={classes.tile} aria-labelledby={`project-${project.id}-title`}>
      <ProjectCover cover={showCover ? project.cover : null} alt="" width={64} />
      <Stack gap={6} className={classes.tileBody}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Anchor
            component={Link}
            href={projectPath(project.id)}
            id={`project-${project.id}-title`}
            fw={600}
            size="lg"
            className={classes.tileTitle}
          >
            {project.title}
          </Anchor>
          <StarButton projectId={project.id} title={project.title} starred={project.starred} />
        </Group>
        <Badge variant="light" color="gray" w="fit-content">
          {PHASE_LABELS[project.phase]}
        </Badge>
        <Text size="sm">{totals.length > 0 ? totals.join(' · ') : 'No progress yet'}</Text>
        {project.lastUpdated && (
          <Text size="xs" c="dimmed">
            Last updated {formatCalendarDate(project.lastUpdated.slice(0, 10))}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
