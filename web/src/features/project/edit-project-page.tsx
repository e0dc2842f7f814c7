import { Alert, Button, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import { messages } from '@inkpace/contracts/messages';
import { REDIRECT_AFTER_FORM_MS } from '../../app/constants.ts';
import { usePageTitle } from '../../app/title.ts';
import { errorCode } from '../../ui/api-error.ts';
import { PageLoader } from '../../ui/page-loader.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { toast } from '../../ui/toast.ts';
import { useNavigateAfter } from '../../ui/use-navigate-after.ts';
import { CoverCard } from './cover-card.tsx';
import { useProject } from './project-cache.ts';
import { editFailure, updateProject } from './project-actions.ts';
import { ProjectForm } from './project-form.tsx';
import { changedProjectFields, formValuesOf } from './project-form-values.ts';
import { ProjectBreadcrumbs } from './project-breadcrumbs.tsx';
import { projectPath } from './project-tile.tsx';

function EditProject({ project }: { project: SummarizedProject }): ReactNode {
  const [saved, setSaved] = useState<string | null>(null);
  useNavigateAfter(saved, REDIRECT_AFTER_FORM_MS);
  // The form keeps the values it opened with; comparing with them keeps "unchanged" true after a save.
  const [original] = useState(project);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder radius="md" p="lg">
          <ProjectForm
            label="Edit project"
            initial={formValuesOf(original)}
            submitLabel="Save"
            loadingLabel="Saving..."
            unchanged={(values) => Object.keys(changedProjectFields(original, values)).length === 0}
            onSave={async (values) => {
              const updated = await updateProject(original.id, changedProjectFields(original, values));
              toast.success(messages.success.edited(updated.title));
              setSaved(projectPath(original.id));
            }}
            failure={editFailure}
            actions={
              <Button variant="default" component={Link} href={projectPath(original.id)}>
                Cancel
              </Button>
            }
          />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <CoverCard project={project} />
      </Grid.Col>
    </Grid>
  );
}

/** A project that does not exist, was deleted or belongs to someone else. */
function MissingProject(): ReactNode {
  return (
    <Alert color="yellow" title="Project not found">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{messages.errors.projectNotActive}</Text>
        <Button size="xs" variant="light" component={Link} href="/projects">
          Back to your projects
        </Button>
      </Stack>
    </Alert>
  );
}

/** /projects/:projectId/edit (spec §2): the project form, prefilled, and the cover card. */
export default function EditProjectPage({ params }: { params: Record<string, string> }): ReactNode {
  const id = Number(params.projectId);
  const { data, error, loading, reload } = useProject(id);
  usePageTitle(data ? `Edit ${data.title}` : 'Edit Project');

  let body: ReactNode;
  if (data === undefined && loading) body = <PageLoader />;
  else if (data === undefined) {
    body =
      errorCode(error) === 'NOT_FOUND' ? (
        <MissingProject />
      ) : (
        <LoadFailed title="Could not load the project" error={error} retry={reload} />
      );
  } else if (data.state !== 'active') body = <MissingProject />;
  else body = <EditProject key={data.id} project={data} />;

  return (
    <Stack gap="lg">
      <div>
        {data && data.state === 'active' && <ProjectBreadcrumbs project={data} editing />}
        <Title order={1}>Edit Project</Title>
        {data && (
          <Text c="dimmed" mt={4}>
            {data.title}
          </Text>
        )}
      </div>
      {body}
    </Stack>
  );
}
