import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list with nothing to show: the sentence that says why, and optionally what to do about it (a button). */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }): ReactNode {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm">
        <Text ta="center">{message}</Text>
        {children}
      </Stack>
    </Paper>
  );
}
