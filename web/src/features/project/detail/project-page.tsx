import { Paper, Stack, Text, Title } from '@mantine/core';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import { messages } from '@inkpace/contracts/messages';
import { ApiError } from '../../../app/api.ts';
import { pageProjectAtom } from '../../../app/layouts/progress.ts';
import { useCurrentUser } from '../../../app/session.ts';
import { writersToday } from '../../../app/writers-today.ts';
import { usePageTitle } from '../../../app/title.ts';
import { errorCode, errorText } from '../../../ui/api-error.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { toast } from '../../../ui/toast.ts';
import { useProject, useProjectDays, useProjectTallies } from '../project-cache.ts';
import { ProjectBreadcrumbs } from '../project-breadcrumbs.tsx';
import { totalsText } from '../project-tile.tsx';
import { ProgressTable } from './progress-table.tsx';
import { ProjectActivity } from './project-activity.tsx';
import { ProjectHeader } from './project-header.tsx';

interface ProgressProps {
  project: SummarizedProject;
  weekStartDay: number;
  today: string;
}

/** The no-progress message; shown in place of the table just emptied, it takes the focus the table had. */
function NoProgress({ text, takeFocus }: { text: string; takeFocus: boolean }): ReactNode {
  const message = useRef<HTMLParagraphElement | null>(null);
  useEffect(() => {
    if (takeFocus) message.current?.focus();
  }, [takeFocus]);
  return (
    <Paper withBorder radius="md" p="xl">
      <Text ta="center" ref={message} tabIndex={-1}>
        {text}
      </Text>
    </Paper>
  );
}

/**
 * The progress part of the page: heat map and charts, then the entries; or the no-progress message. Both read
 * only this project's slice (`works=<id>`), never the writer's whole history.
 */
function ProjectProgress({ project, weekStartDay, today }: ProgressProps): ReactNode {
  const days = useProjectDays(project.id);
  const tallies = useProjectTallies(project.id);
  // Whether the table was shown: deleting its last entry takes the focused button away with it.
  const hadEntries = useRef(false);
  if (days.data === undefined || tallies.data === undefined) {
    if (days.loading || tallies.loading) return <PageLoader />;
    const retry = (): void => {
      days.reload();
      tallies.reload();
    };
    return <LoadFailed title="Could not load this project" error={days.error ?? tallies.error} retry={retry} />;
  }
  if (tallies.data.length === 0) {
    const balance = totalsText(project.startingBalance);
    const text = balance.length > 0 ? messages.empty.onlyStartingBalance(balance.join(', '), project.phase === 'finished') : messages.empty.noProgress;
    return <NoProgress text={text} takeFocus={hadEntries.current} />;
  }
  hadEntries.current = true;
  return (
    <>
      <ProjectActivity project={project} days={days.data} weekStartDay={weekStartDay} today={today} />
      <Stack component="section" aria-labelledby="project-progress" gap="sm">
        {/* Focusable from code only: where focus lands when the last entry is deleted. */}
        <Title order={2} id="project-progress" size="h3" tabIndex={-1}>
          Progress
        </Title>
        <ProgressTable tallies={tallies.data} headingId="project-progress" />
      </Stack>
    </>
  );
}

const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/**
 * /projects/:projectId (spec §2 project detail). While shown, the progress form pre-selects this project. A
 * project that cannot be loaded (missing, deleted, or any failure) sends the user back to the list with a toast
 * saying why, except when the session has ended (the layout sends the user to log in).
 */
export default function ProjectPage({ params }: { params: Record<string, string> }): ReactNode {
  const projectId = Number(params.projectId);
  const user = useCurrentUser();
  const project = useProject(projectId);
  const setPageProject = useSetAtom(pageProjectAtom);
  const data = project.data?.state === 'active' ? project.data : undefined;
  usePageTitle(data?.title ?? 'Project');

  useEffect(() => {
    setPageProject(projectId);
    return () => setPageProject(null);
  }, [projectId, setPageProject]);

  const error = project.error;
  const gone = project.data?.state === 'deleted' || isNotFound(error);
  const goToList = data === undefined && !project.loading && (gone || (error !== undefined && errorCode(error) !== 'NOT_LOGGED_IN'));
  useEffect(() => {
    if (goToList) toast.error(gone ? messages.errors.projectNotActive : errorText(error));
  }, [goToList, gone, error]);

  if ((data === undefined && project.loading) || user === undefined) return <PageLoader />;
  if (data === undefined) {
    if (goToList) return <Redirect to="/projects" replace />;
    return <LoadFailed title="Could not load this project" error={error} retry={project.reload} />;
  }

  const settings = user?.userSettings;
  return (
    <Stack gap="xl">
      <div>
        <ProjectBreadcrumbs project={data} />
        <ProjectHeader project={data} showCover={settings?.displayCovers ?? true} />
      </div>
      <ProjectProgress project={data} weekStartDay={settings?.weekStartDay ?? 0} today={writersToday(user)} />
    </Stack>
  );
}
