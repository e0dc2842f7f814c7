import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { messages } from '@inkpace/contracts/messages';
import { errorText } from '../../ui/api-error.ts';
import { toast } from '../../ui/toast.ts';
import { removeCover } from './project-actions.ts';

interface RemoveCoverDialogProps {
  projectId: number;
  opened: boolean;
  onClose(): void;
  onRemoved(): void;
}

/** Asks before removing the cover (spec §2 Edit project): Yes removes it, No keeps it. */
export function RemoveCoverDialog({ projectId, opened, onClose, onRemoved }: RemoveCoverDialogProps): ReactNode {
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = (): void => {
    setError(null);
    onClose();
  };

  const confirm = async (): Promise<void> => {
    setRemoving(true);
    setError(null);
    try {
      await removeCover(projectId);
      onRemoved();
      toast.success(messages.success.coverRemoved);
      close();
    } catch (e) {
      setError(errorText(e, { NOT_LOGGED_IN: null, NOT_FOUND: null }, messages.errors.projectEditFailed));
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Remove cover?" centered>
      <Stack gap="md">
        {messages.confirm.removeCover}
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={removing}>
            No
          </Button>
          <Button color="red" onClick={() => void confirm()} disabled={removing} aria-busy={removing} data-autofocus>
            {removing ? 'Removing...' : 'Yes'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
