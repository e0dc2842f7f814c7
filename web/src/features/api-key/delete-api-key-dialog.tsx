import type { ReactNode } from 'react';
import { apiKeyRoutes, type ApiKey } from '@inkpace/contracts/api/api-key';
import { messages } from '@inkpace/contracts/messages';
import { call } from '../../app/api.ts';
import { invalidate } from '../../app/cache.ts';
import { errorText } from '../../ui/api-error.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { toast } from '../../ui/toast.ts';
import { API_KEYS_KEY } from './api-key-cache.ts';

const deleteFailure = (error: unknown): string => errorText(error);

/** Confirms deleting a key; apps using it stop working at once. `apiKey` null means closed. */
export function DeleteApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose(): void }): ReactNode {
  const remove = async (): Promise<void> => {
    if (!apiKey) return;
    await call(apiKeyRoutes.remove, { params: { id: apiKey.id } });
    invalidate(API_KEYS_KEY);
    toast.success(`The API key “${apiKey.name}” has been deleted.`);
  };

  return (
    <ConfirmDialog
      opened={apiKey !== null}
      onClose={onClose}
      title="Delete API key?"
      confirmLabel="Delete"
      loadingLabel="Deleting..."
      onConfirm={remove}
      failure={deleteFailure}
    >
      {apiKey ? messages.confirm.deleteApiKey(apiKey.name) : null}
    </ConfirmDialog>
  );
}
