import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The body of a toast that offers Undo: the message, then a real button (in the tab order; the toast host pauses
 * the countdown while the pointer or the focus is on it, so a keyboard user has time to reach it).
 */
export function UndoMessage({ message, onUndo }: { message: string; onUndo(): void }): ReactNode {
  return (
    <Group gap="sm" justify="space-between" wrap="nowrap">
      {/* On a phone the message wraps; the button keeps its whole word. */}
      <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
        {message}
      </Text>
      <Button size="compact-sm" variant="light" onClick={onUndo} style={{ flexShrink: 0 }}>
        Undo
      </Button>
    </Group>
  );
}
