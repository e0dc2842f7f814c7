import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The body of a toast that offers Undo: the message, then a real button (in the tab order; the toast host pauses
 * the countdown while the pointer or the focus is on it, so a keyboard user has time to reach it).
 */
export function UndoMessage({ message, onUndo }: { message: string; onUndo(): void }): ReactNode {
  return (
    <Group gap="sm" justify="space-between" wrap="nowrap">
      <Text size="sm">{message}</Text>
      <Button size="compact-sm" variant="light" onClick={onUndo}>
        Undo
      </Button>
    </Group>
  );
}
