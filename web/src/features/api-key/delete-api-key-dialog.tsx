import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { apiKeyRoutes, type ApiKey } from '@inkpace/contracts/api/api-key';
import { call } from '../../app/api.ts';
import { invalidate } from '../../app/cache.ts';
import { errorText } from '../../ui/api-error.ts';
import { toast } from '../../ui/toast.ts';
import { API_KEYS_KEY } from './api-key-cache.ts';

/** Confirms deleting a key; apps using it stop working at once. */
export function DeleteApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose(): void }): ReactNode {
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Keeps the name on screen while the dialog closes.
  const [shown, setShown] = useState(apiKey);
  if (apiKey && apiKey !== shown) setShown(apiKey);

  const close = (): void => {
    setError(null);
    onClose();
  };

  const confirm = async (): Promise<void> => {
    if (!apiKey) return;
    setDeleting(true);
    setError(null);
    try {
      await call(apiKeyRoutes.remove, { params: { id: apiKey.id } });
      invalidate(API_KEYS_KEY);
      toast.success(`The API key “${apiKey.name}” has been deleted.`);
      close();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Modal opened={apiKey !== null} onClose={close} title="Delete API key?" centered>
      <Stack gap="md">
        <Text>
          Delete the API key “{shown?.name}”? Anything that uses it will stop working at once. This cannot be undone.
        </Text>
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={deleting}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()} disabled={deleting} aria-busy={deleting} data-autofocus>
            {deleting ? 'Deleting...' : 'Delete'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
