import type { ReactNode } from 'react';
import { tagRoutes, type Tag } from '@inkpace/contracts/api/tag';
import { messages } from '@inkpace/contracts/messages';
import { call } from '../../app/api.ts';
import { offerUndo } from '../../app/restore.ts';
import { errorText } from '../../ui/api-error.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { tagsChanged } from './tag-data.ts';

const deleteFailure = (error: unknown) => errorText(error, { NOT_FOUND: null }, messages.errors.tagDeleteFailed);

/** Deleting a tag asks for its name, typed exactly (spec §5); `tag` null means closed. */
export function DeleteTagDialog({ tag, onClose }: { tag: Tag | null; onClose(): void }): ReactNode {
  const remove = async (): Promise<void> => {
    if (!tag) return;
    await call(tagRoutes.remove, { params: { id: tag.id } });
    tagsChanged();
    offerUndo({ kind: 'tag', id: tag.id }, { message: messages.success.tagDeleted(tag.name), restored: messages.success.restored(`#${tag.name}`) });
  };

  return (
    <ConfirmDialog
      opened={tag !== null}
      onClose={onClose}
      title={tag ? `Delete #${tag.name}?` : 'Delete tag?'}
      typed={
        tag
          ? { expected: tag.name, mismatch: messages.validation.typedName, label: "Type the tag's name to confirm", description: `Type ${tag.name} (without the #).` }
          : undefined
      }
      confirmLabel="Delete Tag"
      loadingLabel="Deleting..."
      onConfirm={remove}
      failure={deleteFailure}
    >
      {messages.confirm.deleteTag}
    </ConfirmDialog>
  );
}
