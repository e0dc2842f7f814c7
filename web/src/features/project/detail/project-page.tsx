import { Paper, Stack, Text, Title } from '@mantine/core';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import type { ProjectTallyPage } from '@inkpace/contracts/api/tally';
import { PROGRESS_PAGE_SIZES } from '@inkpace/contracts/rules/projects';
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
import { useProject, useProjectDays, useProjectTallyPage } from '../project-cache.ts';
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
 * The progress part of the page: heat map and charts from the project's day totals, then its entries a page at a
 * time from the server; or the no-progress message. Neither reads more than this project's slice (`works=<id>`),
 * and the table never more than the page it shows.
 */
function ProjectProgress({ project, weekStartDay, today }: ProgressProps): ReactNode {
  const [pageSize, setPageSize] = useState<number>(PROGRESS_PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const days = useProjectDays(project.id);
  const entries = useProjectTallyPage(project.id, (page - 1) * pageSize, pageSize);
  // While another page loads, the one shown stays (marked busy) rather than the table giving way to a loader.
  const lastPage = useRef<ProjectTallyPage | undefined>(undefined);
  if (entries.data) lastPage.current = entries.data;
  const shown = entries.data ?? lastPage.current;
  // Whether the table was shown: deleting its last entry takes the focused button away with it.
  const hadEntries = useRef(false);
  const pages = Math.max(1, Math.ceil((shown?.total ?? 0) / pageSize));
  // A deletion can empty the last page: show the new last one.
  useEffect(() => {
    if (entries.data && page > pages) setPage(pages);
  }, [entries.data, page, pages]);

  if (days.data === undefined || shown === undefined) {
    if (days.loading || entries.loading) return <PageLoader />;
    const retry = (): void => {
      days.reload();
      entries.reload();
    };
    return <LoadFailed title="Could not load this project" error={days.error ?? entries.error} retry={retry} />;
  }
  if (shown.total === 0) {
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
        <ProgressTable
          tallies={shown.tallies}
          total={shown.total}
          page={Math.min(page, pages)}
          pageSize={pageSize}
          loading={entries.loading && entries.data === undefined}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          headingId="project-progress"
        />
        {entries.error !== undefined && entries.data === undefined && !entries.loading && (
          <LoadFailed title="Could not load these entries" error={entries.error} retry={entries.reload} />
        )}
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
