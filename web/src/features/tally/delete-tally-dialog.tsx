import type { ReactNode } from 'react';
import { tallyRoutes, type TallyWithWorkAndTags } from '@inkpace/contracts/api/tally';
import { messages } from '@inkpace/contracts/messages';
import { formatCalendarDate, formatMeasureCount } from '@inkpace/contracts/rules/format';
import { call } from '../../app/api.ts';
import { progressChanged } from '../../app/progress-cache.ts';
import { offerUndo } from '../../app/restore.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { deleteFailure } from './tally-errors.ts';

/**
 * Asks before deleting one progress entry (Delete / Cancel), then DELETE /tally/:id. Open while `tally` is set; `onClose`
 * is called on Cancel and after the entry is deleted (the parent then sets `tally` to null).
 */
export function DeleteTallyDialog({
  tally,
  onClose,
  onDeleted,
}: {
  tally: TallyWithWorkAndTags | null;
  onClose(): void;
  /** Told once the entry is gone (the table moves focus to a neighbour: the opener no longer exists). */
  onDeleted?(tally: TallyWithWorkAndTags): void;
}): ReactNode {
  const remove = async (): Promise<void> => {
    if (!tally) return;
    await call(tallyRoutes.remove, { params: { id: tally.id } });
    onDeleted?.(tally);
    progressChanged();
    offerUndo({ kind: 'tally', id: tally.id }, { message: messages.success.progressDeleted, restored: messages.success.progressRestored });
  };

  return (
    <ConfirmDialog
      opened={tally !== null}
      onClose={onClose}
      title={messages.confirm.deleteTally}
      confirmLabel="Delete"
      loadingLabel="Deleting..."
      onConfirm={remove}
      failure={deleteFailure}
    >
      {tally &&
        `${formatMeasureCount(tally.count, tally.measure)} on ${tally.work.title}, ${formatCalendarDate(tally.date)}. ${messages.confirm.restorable}`}
    </ConfirmDialog>
  );
}
