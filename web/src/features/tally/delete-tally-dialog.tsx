import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { tallyRoutes, type TallyWithWorkAndTags } from '@inkpace/contracts/api/tally';
import { messages } from '@inkpace/contracts/messages';
import { formatCalendarDate, formatMeasureCount } from '@inkpace/contracts/rules/format';
import { call } from '../../app/api.ts';
import { progressChanged } from '../../app/progress-cache.ts';
import { toast } from '../../ui/toast.ts';
import { deleteFailure } from './tally-errors.ts';

/**
 * Asks before deleting one progress entry (Yes / No), then DELETE /tally/:id. Open while `tally` is set; `onClose`
 * is called on No and after the entry is deleted (the parent then sets `tally` to null).
 */
export function DeleteTallyDialog({ tally, onClose }: { tally: TallyWithWorkAndTags | null; onClose(): void }): ReactNode {
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Keeps the entry on screen while the dialog closes.
  const [shown, setShown] = useState(tally);
  if (tally && tally !== shown) setShown(tally);

  const close = (): void => {
    setError(null);
    onClose();
  };

  const confirm = async (): Promise<void> => {
    if (!tally) return;
    setDeleting(true);
    setError(null);
    try {
      await call(tallyRoutes.remove, { params: { id: tally.id } });
      progressChanged();
      toast.success(messages.success.progressDeleted);
      close();
    } catch (e) {
      setError(deleteFailure(e));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Modal opened={tally !== null} onClose={close} title={messages.confirm.deleteTally} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        {shown && (
          <Text>
            {formatMeasureCount(shown.count, shown.measure)} on {shown.work.title}, {formatCalendarDate(shown.date)}. This cannot be
            undone.
          </Text>
        )}
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={deleting}>
            No
          </Button>
          <Button color="red" onClick={() => void confirm()} disabled={deleting} aria-busy={deleting} data-autofocus>
            {deleting ? 'Deleting...' : 'Yes'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
