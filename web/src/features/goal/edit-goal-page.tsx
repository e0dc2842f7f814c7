import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { Goal } from '@inkpace/contracts/api/goal';
import { messages } from '@inkpace/contracts/messages';
import { REDIRECT_AFTER_FORM_MS } from '../../app/constants.ts';
import { useCurrentUser } from '../../app/session.ts';
import { usePageTitle } from '../../app/title.ts';
import { errorCode } from '../../ui/api-error.ts';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { toast } from '../../ui/toast.ts';
import { useNavigateAfter } from '../../ui/use-navigate-after.ts';
import { goalPath, updateGoal, updateGoalFailure } from './goal-actions.ts';
import { useGoal } from './goal-cache.ts';
import { GoalBreadcrumbs } from './goal-breadcrumbs.tsx';
import { GoalForm } from './goal-form.tsx';
import { changedGoalFields, formValuesOf } from './goal-form-values.ts';
import { MissingGoal } from './missing-goal.tsx';

function EditGoal({ goal, weekStartDay }: { goal: Goal; weekStartDay: number }): ReactNode {
  const [saved, setSaved] = useState<string | null>(null);
  useNavigateAfter(saved, REDIRECT_AFTER_FORM_MS);
  // The form keeps the goal it opened with; comparing with it keeps "unchanged" true after a save.
  const [original] = useState(goal);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <GoalForm
        label="Edit goal"
        initial={formValuesOf(original)}
        weekStartDay={weekStartDay}
        submitLabel="Save"
        loadingLabel="Saving..."
        unchanged={(values) => Object.keys(changedGoalFields(original, values)).length === 0}
        onSave={async (values) => {
          const updated = await updateGoal(original.id, changedGoalFields(original, values));
          toast.success(messages.success.edited(updated.title));
          setSaved(goalPath(original.id));
        }}
        failure={updateGoalFailure}
        actions={
          <Button variant="default" component={Link} href={goalPath(original.id)}>
            Cancel
          </Button>
        }
      />
    </Paper>
  );
}

/** /goals/:goalId/edit (spec §2): the goal form, prefilled; PATCH sends only the changed fields. */
export default function EditGoalPage({ params }: { params: Record<string, string> }): ReactNode {
  const id = Number(params.goalId);
  const user = useCurrentUser();
  const { data, error, loading, reload } = useGoal(id);
  usePageTitle(data ? `Edit ${data.title}` : 'Edit Goal');

  let body: ReactNode;
  if (data === undefined && loading) body = <PageLoader />;
  else if (data === undefined) {
    body = errorCode(error) === 'NOT_FOUND' ? <MissingGoal /> : <LoadFailed title="Could not load the goal" error={error} retry={reload} />;
  } else body = <EditGoal key={data.id} goal={data} weekStartDay={user?.userSettings.weekStartDay ?? 0} />;

  return (
    <Stack gap="lg" maw={860}>
      <div>
        {data && <GoalBreadcrumbs goal={data} editing />}
        <Title order={1}>Edit Goal</Title>
        {data && (
          <Text c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
            {data.title}
          </Text>
        )}
      </div>
      {body}
    </Stack>
  );
}
