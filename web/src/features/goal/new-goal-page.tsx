import { Button, Paper, Stack, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { messages } from '@inkpace/contracts/messages';
import { REDIRECT_AFTER_FORM_MS } from '../../app/constants.ts';
import { useCurrentUser } from '../../app/session.ts';
import { usePageTitle } from '../../app/title.ts';
import { toast } from '../../ui/toast.ts';
import { useNavigateAfter } from '../../ui/use-navigate-after.ts';
import { createGoal, createGoalFailure, goalPath } from './goal-actions.ts';
import { GoalBreadcrumbs } from './goal-breadcrumbs.tsx';
import { GoalForm } from './goal-form.tsx';
import { emptyGoalForm } from './goal-form-values.ts';

/** /goals/new (spec §2): the goal form; on success a toast, then the new goal's page about a second later. */
export default function NewGoalPage(_props: { params: Record<string, string> }): ReactNode {
  usePageTitle('New Goal');
  const user = useCurrentUser();
  const [saved, setSaved] = useState<string | null>(null);
  useNavigateAfter(saved, REDIRECT_AFTER_FORM_MS);

  return (
    <Stack gap="lg" maw={860}>
      <div>
        <GoalBreadcrumbs goal="new" />
        <Title order={1}>New Goal</Title>
      </div>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <GoalForm
          label="New goal"
          initial={emptyGoalForm}
          weekStartDay={user?.userSettings.weekStartDay ?? 0}
          submitLabel="Create Goal"
          loadingLabel="Creating..."
          onSave={async (values) => {
            const created = await createGoal(values);
            toast.success(messages.success.created(created.title));
            setSaved(goalPath(created.id));
          }}
          failure={createGoalFailure}
          actions={
            <Button variant="default" component={Link} href="/goals">
              Cancel
            </Button>
          }
        />
      </Paper>
    </Stack>
  );
}
