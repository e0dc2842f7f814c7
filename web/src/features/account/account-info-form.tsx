import { Alert, Stack, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { accountRoutes, updateMeBody, type User } from '@inkpace/contracts/api/account';
import { messages } from '@inkpace/contracts/messages';
import { call } from '../../app/api.ts';
import { userChanged } from '../../app/session.ts';
import { errorText } from '../../ui/api-error.ts';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { toast } from '../../ui/toast.ts';
import { useAsyncSubmit } from '../../ui/use-async-submit.ts';
import { useZodForm, type Parsed } from '../../ui/use-zod-form.ts';
import { changedFields } from './changed-fields.ts';

const infoBody = updateMeBody.required();
const infoOf = (user: User) => ({ username: user.username, displayName: user.displayName, email: user.email });
const trimmed = (values: { username: string; displayName: string; email: string }) => ({
  username: values.username.trim(),
  displayName: values.displayName.trim(),
  email: values.email.trim(),
});

const saveFailure = (error: unknown): string => errorText(error, { USERNAME_EXISTS: messages.errors.usernameExists });

export function AccountInfoForm({ user }: { user: User }): ReactNode {
  const form = useZodForm(infoBody, infoOf(user));
  const [saved, setSaved] = useState(infoOf(user));
  const unchanged = Object.keys(changedFields(saved, trimmed(form.values))).length === 0;

  const save = useAsyncSubmit(
    async (values: Parsed<typeof infoBody>) => {
      const body = changedFields(saved, values);
      if (Object.keys(body).length === 0) return;
      const updated = await call(accountRoutes.updateMe, { body });
      userChanged(updated);
      setSaved(infoOf(updated));
      form.reset(infoOf(updated));
      toast.success(messages.success.saved);
    },
    { failure: saveFailure },
  );

  return (
    <form onSubmit={form.onSubmit(save.run)} noValidate aria-label="Account info">
      <Stack gap="sm" maw={420}>
        <TextInput {...form.text('username')} label="Username" autoComplete="username" required />
        <TextInput {...form.text('displayName')} label="Display name" autoComplete="nickname" required />
        <TextInput {...form.text('email')} label="Email" type="email" autoComplete="email" required />
        {save.error && <Alert color="red">{save.error}</Alert>}
        <SubmitButton valid={form.valid} pending={save.pending} loadingLabel="Saving..." disabled={unchanged} style={{ alignSelf: 'flex-start' }}>
          Save
        </SubmitButton>
      </Stack>
    </form>
  );
}
