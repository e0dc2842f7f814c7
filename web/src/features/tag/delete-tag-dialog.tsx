import { Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { tagRoutes, type Tag } from '@inkpace/contracts/api/tag';
import { messages } from '@inkpace/contracts/messages';
import { call } from '../../app/api.ts';
import { errorText } from '../../ui/api-error.ts';
import { toast } from '../../ui/toast.ts';
import { TypedConfirmForm } from '../../ui/typed-confirm-form.tsx';
import { tagsChanged } from './tag-data.ts';

const deleteFailure = (error: unknown) => errorText(error, { NOT_FOUND: null }, messages.errors.tagDeleteFailed);

/** Deleting a tag asks for its name, typed exactly (spec §5); `tag` null means closed. */
export function DeleteTagDialog({ tag, onClose }: { tag: Tag | null; onClose(): void }): ReactNode {
  // Keeps the name on screen while the dialog closes.
  const [shown, setShown] = useState(tag);
  if (tag && tag !== shown) setShown(tag);

  const remove = async (): Promise<void> => {
    if (!tag) return;
    await call(tagRoutes.remove, { params: { id: tag.id } });
    tagsChanged();
    toast.success(messages.success.tagDeleted(tag.name));
    onClose();
  };

  return (
    <Modal opened={tag !== null} onClose={onClose} title={shown ? `Delete #${shown.name}?` : 'Delete tag?'} closeButtonProps={{ 'aria-label': 'Close' }}>
      {tag && shown && (
        <Stack gap="md">
          <Text size="sm">
            The tag is removed from every progress entry that has it; the entries themselves stay. This cannot be undone.
          </Text>
          <TypedConfirmForm
            key={tag.id}
            expected={tag.name}
            mismatch={messages.validation.typedName}
            label="Type the tag's name to confirm"
            description={`Type ${tag.name} (without the #).`}
            confirmLabel="Delete Tag"
            loadingLabel="Deleting..."
            onConfirm={remove}
            failure={deleteFailure}
          />
        </Stack>
      )}
    </Modal>
  );
}
