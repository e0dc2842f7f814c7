import { Group, Progress, Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/**
 * A long piece of work moving (an import's rows): a labelled progressbar whose values are the items done and in all,
 * with the same in words under it. Before the total is known (0) it shows an empty bar at 0 of 0.
 */
export function WorkProgress({ label, done, total, text }: { label: string; done: number; total: number; text: string }): ReactNode {
  const labelId = useId();
  const percent = total > 0 ? Math.min(100, (done / total) * 100) : 0;
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} id={labelId}>
          {label}
        </Text>
        <Text size="sm">{text}</Text>
      </Group>
      <Progress.Root size="lg" radius="xl">
        <Progress.Section
          value={percent}
          withAria={false}
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
          aria-valuetext={text}
        />
      </Progress.Root>
    </Stack>
  );
}
