import { Alert, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { z } from 'zod';
import { tagColor, tagName, tagRoutes, type Tag, type UpdateTagBody } from '@inkpace/contracts/api/tag';
import { messages } from '@inkpace/contracts/messages';
import { call } from '../../app/api.ts';
import { errorText } from '../../ui/api-error.ts';
import { CancelButton, FormActions } from '../../ui/form-actions.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { toast } from '../../ui/toast.ts';
import { useAsyncSubmit } from '../../ui/use-async-submit.ts';
import { useCloseAfterSuccess } from '../../ui/use-close-after-success.ts';
import { useZodForm } from '../../ui/use-zod-form.ts';
import { ColorChoice } from './color-choice.tsx';
import { tagsChanged } from './tag-data.ts';

/** The fields as the server checks them (name required, no leading '#'; colour from the list). */
const tagFormSchema = z.object({ name: tagName, color: tagColor });
type TagFormValues = z.output<typeof tagFormSchema>;

/** Spec §8: TAG_EXISTS and server failures each have their message; a refused name shows the server's reason. */
const createFailure = (error: unknown) =>
  errorText(error, { TAG_EXISTS: messages.errors.tagExists, VALIDATION_FAILED: null }, messages.errors.tagCreateFailed);
const editFailure = (error: unknown) =>
  errorText(error, { TAG_EXISTS: messages.errors.tagEditExists, VALIDATION_FAILED: null }, messages.errors.tagEditFailed);

/** What an edit sends: only the fields that changed. */
export function changedTagFields(tag: Tag, values: TagFormValues): UpdateTagBody {
  const changes: UpdateTagBody = {};
  if (values.name !== tag.name) changes.name = values.name;
  if (values.color !== tag.color) changes.color = values.color;
  return changes;
}

function TagForm({ tag, onClose }: { tag: Tag | null; onClose(): void }): ReactNode {
  const form = useZodForm(tagFormSchema, { name: tag?.name ?? '', color: tag?.color ?? 'default' });
  const [done, setDone] = useState(false);
  useCloseAfterSuccess(done, onClose);

  const parsed = tagFormSchema.safeParse(form.values);
  const unchanged = tag !== null && parsed.success && Object.keys(changedTagFields(tag, parsed.data)).length === 0;

  const save = useAsyncSubmit(
    async (values: TagFormValues) => {
      if (done || unchanged) return;
      const saved = tag
        ? await call(tagRoutes.update, { params: { id: tag.id }, body: changedTagFields(tag, values) })
        : await call(tagRoutes.create, { body: values });
      tagsChanged();
      toast.success(tag ? messages.success.tagEdited(saved.name) : messages.success.tagCreated(saved.name));
      setDone(true);
    },
    { failure: tag ? editFailure : createFailure },
  );

  const name = form.text('name');

  return (
    <form onSubmit={form.onSubmit(save.run)} noValidate>
      <Stack gap="md">
        <TextInput
          {...name}
          // A refused name (e.g. one already taken) is about the old name: a new one clears the message.
          onChange={(event) => {
            save.setError(null);
            name.onChange(event);
          }}
          label="Name"
          leftSection="#"
          required
          data-autofocus
        />
        <ColorChoice value={form.values.color} onChange={(color) => form.set('color', color)} />
        {save.error && <Alert color="red">{save.error}</Alert>}
        <FormActions
          cancel={<CancelButton onClick={onClose} pending={save.pending} />}
        >
          <SubmitButton valid={form.valid && !unchanged && !done} pending={save.pending} loadingLabel="Saving...">
            {tag ? 'Save Tag' : 'Create Tag'}
          </SubmitButton>
        </FormActions>
      </Stack>
    </form>
  );
}

/**
 * Create (`tag` null) or edit a tag; `opened` shows it. The form starts fresh at each opening.
 */
export function TagFormDialog({ opened, tag, onClose }: { opened: boolean; tag: Tag | null; onClose(): void }): ReactNode {
  return (
    <Modal opened={opened} onClose={onClose} title={tag ? `Edit #${tag.name}` : 'New Tag'} closeButtonProps={{ 'aria-label': 'Close' }}>
      {opened && <TagForm key={tag?.id ?? 'new'} tag={tag} onClose={onClose} />}
    </Modal>
  );
}
