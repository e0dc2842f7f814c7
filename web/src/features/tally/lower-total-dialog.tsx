import { List, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCalendarDate, formatMeasureChange, formatMeasureCount } from '@inkpace/contracts/rules/format';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import type { SetTotalChange } from './set-total-changes.ts';

interface LowerTotalDialogProps {
  /** The rows whose new total is below the current one; the dialog is open while there are any. */
  lowered: readonly SetTotalChange[];
  date: string;
  onClose(): void;
  onConfirm(): Promise<void>;
  failure(error: unknown): string;
}

/** Before a set total lowers a project's total: from what, to what, and by how much (issue 12 #1). */
export function LowerTotalDialog({ lowered, date, onClose, onConfirm, failure }: LowerTotalDialogProps): ReactNode {
  return (
    <ConfirmDialog
      opened={lowered.length > 0}
      onClose={onClose}
      title="Lower the total?"
      confirmLabel="Lower the total"
      loadingLabel="Saving..."
      onConfirm={onConfirm}
      failure={failure}
    >
      <Text>{`Set total makes the project's total up to ${formatCalendarDate(date)} lower than it is now:`}</Text>
      <List>
        {lowered.map((c) => (
          <List.Item key={c.measure}>
            {`${formatMeasureCount(c.before, c.measure)} → ${formatMeasureCount(c.after, c.measure)} (${formatMeasureChange(c.change, c.measure)})`}
          </List.Item>
        ))}
      </List>
    </ConfirmDialog>
  );
}
