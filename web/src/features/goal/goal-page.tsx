import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { GoalProgress } from '@inkpace/contracts/api/goal-progress';
import { PageProgressButton } from '../../app/layouts/page-progress-button.tsx';
import { usePageTitle } from '../../app/title.ts';
import { errorCode } from '../../ui/api-error.ts';
import { dateRangeText } from '../../ui/date-range-text.ts';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import ui from '../../ui/ui.module.css';
import { useGoalProgress } from './goal-cache.ts';
import { DeleteGoalDialog } from './delete-goal-dialog.tsx';
import { GoalBreadcrumbs } from './goal-breadcrumbs.tsx';
import { GoalStarButton } from './goal-star-button.tsx';
import { goalAimText, TYPE_LABELS } from './goal-text.ts';
import { StatusBadge } from './goal-tile.tsx';
import { HabitView } from './habit-view.tsx';
import { MissingGoal } from './missing-goal.tsx';
import { TargetView } from './target-view.tsx';

/** Title, star, what the goal asks, its type, status and dates, and the Configure and Delete buttons. */
function GoalHeader({ progress }: { progress: GoalProgress }): ReactNode {
  const { goal, status } = progress;
  const [deleting, setDeleting] = useState(false);
  const dates = dateRangeText(goal);
  return (
    <Stack gap="sm">
      <GoalBreadcrumbs goal={goal} />
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {goal.title}
        </Title>
        <GoalStarButton goalId={goal.id} title={goal.title} starred={goal.starred} />
      </Group>
      <Group gap="xs">
        <Text fw={600}>{TYPE_LABELS[goal.type]}:</Text>
        <Text>{goalAimText(goal)}</Text>
        <StatusBadge status={status} />
      </Group>
      {dates && <Text className={ui.muted}>{dates}</Text>}
      {goal.description && <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{goal.description}</Text>}
      <Group gap="sm">
        <PageProgressButton />
        <Button variant="default" component={Link} href={`/goals/${goal.id}/edit`}>
          Configure Goal
        </Button>
        {/* As on the project page: the light-variant text colour reads at 4.5:1 in both schemes. */}
        <Button variant="outline" color="red" c="var(--mantine-color-red-light-color)" onClick={() => setDeleting(true)}>
          Delete Goal
        </Button>
      </Group>
      <DeleteGoalDialog goal={goal} opened={deleting} onClose={() => setDeleting(false)} />
    </Stack>
  );
}

/** /goals/:goalId (spec §2 Goal detail): from the progress endpoint, a target's pace and chart or a habit's periods. */
export default function GoalPage({ params }: { params: Record<string, string> }): ReactNode {
  const id = Number(params.goalId);
  const { data, error, loading, reload } = useGoalProgress(id);
  usePageTitle(data?.goal.title ?? 'Goal');

  if (data === undefined && loading) return <PageLoader />;
  if (data === undefined) {
    if (errorCode(error) === 'NOT_FOUND') {
      return (
        <Stack gap="lg">
          <Title order={1}>Goal</Title>
          <MissingGoal />
        </Stack>
      );
    }
    return <LoadFailed title="Could not load this goal" error={error} retry={reload} />;
  }
  return (
    <Stack gap="xl">
      <GoalHeader progress={data} />
      {data.kind === 'target' ? <TargetView progress={data} /> : <HabitView progress={data} />}
    </Stack>
  );
}
