import type { ReactNode } from 'react';
import { messages } from '@inkpace/contracts/messages';
import { errorText } from '../../ui/api-error.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { toast } from '../../ui/toast.ts';
import { removeCover } from './project-actions.ts';

interface RemoveCoverDialogProps {
  projectId: number;
  opened: boolean;
  onClose(): void;
  onRemoved(): void;
}

const removeFailure = (error: unknown): string =>
  errorText(error, { NOT_LOGGED_IN: null, NOT_FOUND: null }, messages.errors.projectEditFailed);

/** Asks before removing the cover (spec §2 Edit project): Yes removes it, No keeps it. */
export function RemoveCoverDialog({ projectId, opened, onClose, onRemoved }: RemoveCoverDialogProps): ReactNode {
  const remove = async (): Promise<void> => {
    await removeCover(projectId);
    onRemoved();
    toast.success(messages.success.coverRemoved);
  };

  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title="Remove cover?"
      confirmLabel="Remove"
      loadingLabel="Removing..."
      onConfirm={remove}
      failure={removeFailure}
    >
      {messages.confirm.removeCover}
    </ConfirmDialog>
  );
}
