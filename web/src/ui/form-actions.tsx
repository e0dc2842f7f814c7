import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The buttons at the foot of every form and dialog, in one order (issue 12 #12): on the right, the way out
 * (Cancel) first and the primary action last, so the primary button is always in the same place.
 */
export function FormActions({ cancel, children }: { cancel?: ReactNode; children: ReactNode }): ReactNode {
  return (
    <Group justify="flex-end" gap="sm">
      {cancel}
      {children}
    </Group>
  );
}

/** The way out of a form in a dialog: it closes it, and waits while the form sends (`pending`). */
export function CancelButton({ onClick, pending, children = 'Cancel' }: { onClick(): void; pending: boolean; children?: ReactNode }): ReactNode {
  return (
    <Button variant="default" onClick={onClick} disabled={pending}>
      {children}
    </Button>
  );
}
