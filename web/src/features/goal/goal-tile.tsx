import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { GoalWithAchievement } from '@inkpace/contracts/api/goal';
import type { GoalStatus } from '@inkpace/contracts/rules/goal-status';
import { dateRangeText } from '../../ui/date-range-text.ts';
import ui from '../../ui/ui.module.css';
import { goalPath } from './goal-actions.ts';
import { GoalStarButton } from './goal-star-button.tsx';
import { goalAimText, STATUS_COLORS, STATUS_LABELS, TYPE_LABELS } from './goal-text.ts';

/** The goal's status as a labelled badge: the word carries it, the colour only repeats it. */
export function StatusBadge({ status }: { status: GoalStatus }): ReactNode {
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} w="fit-content">
      {STATUS_LABELS[status]}
    </Badge>
  );
}

/** One goal in the list: title (the link), its star, type and status, what it asks and its dates. */
export function GoalTile({ goal, status }: { goal: GoalWithAchievement; status: GoalStatus }): ReactNode {
  const dates = dateRangeText(goal);
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={`goal-${goal.id}-title`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Anchor component={Link} href={goalPath(goal.id)} id={`goal-${goal.id}-title`} fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {goal.title}
          </Anchor>
          <GoalStarButton goalId={goal.id} title={goal.title} starred={goal.starred} />
        </Group>
        <Group gap="xs">
          <Badge variant="outline" color="gray" w="fit-content">
            {TYPE_LABELS[goal.type]}
          </Badge>
          <StatusBadge status={status} />
        </Group>
        <Text size="sm">{goalAimText(goal)}</Text>
        {dates && (
          <Text size="xs" className={ui.muted}>
            {dates}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
