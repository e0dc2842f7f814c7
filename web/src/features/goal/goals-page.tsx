import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { GoalWithAchievement } from '@inkpace/contracts/api/goal';
import { messages } from '@inkpace/contracts/messages';
import { goalStatus, sortGoals } from '@inkpace/contracts/rules/goal-status';
import { matchesProjectFilter } from '@inkpace/contracts/rules/projects';
import { writerToday } from '@inkpace/contracts/rules/settings';
import { useCurrentUser } from '../../app/session.ts';
import { usePageTitle } from '../../app/title.ts';
import { PlusIcon } from '../../ui/app-icons.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { useGoals } from './goal-cache.ts';
import { GoalTile } from './goal-tile.tsx';

function EmptyState({ children }: { children: string }): ReactNode {
  return (
    <Paper withBorder radius="md" p="xl">
      <Text ta="center">{children}</Text>
    </Paper>
  );
}

/** The tiles in the list's order (spec §4, sortGoals) for the writer's today; the filter reads titles and descriptions. */
function GoalList({ goals, filter, today }: { goals: readonly GoalWithAchievement[]; filter: string; today: string }): ReactNode {
  if (goals.length === 0) return <EmptyState>{messages.empty.noGoals}</EmptyState>;
  // The same title-and-description match as the projects list (one rule, in contracts).
  const shown = sortGoals(goals.filter((g) => matchesProjectFilter(g, filter)), today);
  if (shown.length === 0) return <EmptyState>{messages.empty.noMatchingGoals}</EmptyState>;
  return (
    <SimpleGrid component="ul" cols={{ base: 1, md: 2 }} spacing="sm" aria-label="Goals" p={0} m={0} style={{ listStyle: 'none' }}>
      {shown.map((goal) => (
        <GoalTile key={goal.id} goal={goal} status={goalStatus(goal, today)} />
      ))}
    </SimpleGrid>
  );
}

/** /goals (spec §2 Goals list): filter, New, and the goals as tiles with their status and star. */
export default function GoalsPage(_props: { params: Record<string, string> }): ReactNode {
  usePageTitle('Goals');
  const user = useCurrentUser();
  const { data, error, loading, reload } = useGoals();
  const [filter, setFilter] = useState('');
  const today = writerToday({ timeZone: user?.userSettings.timeZone ?? null, dayEndHour: user?.userSettings.dayEndHour ?? 0 }, new Date());

  let body: ReactNode;
  if (data === undefined && loading) body = <PageLoader />;
  else if (data === undefined) body = <LoadFailed title="Could not load your goals" error={error} retry={reload} />;
  else body = <GoalList goals={data} filter={filter} today={today} />;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>Goals</Title>
        <Button leftSection={<PlusIcon size={16} />} component={Link} href="/goals/new">
          New
        </Button>
      </Group>
      <TextInput
        label="Filter"
        placeholder="Search titles and descriptions"
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
        maw={480}
      />
      {body}
    </Stack>
  );
}
