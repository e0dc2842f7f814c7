import { Alert, Stack, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { accountRoutes, updateMeBody, type User } from '@inkpace/contracts/api/account';
import { messages } from '@inkpace/contracts/messages';
import { call } from '../../app/api.ts';
import { userChanged } from '../../app/session.ts';
import { errorText } from '../../ui/api-error.ts';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { toast } from '../../ui/toast.ts';
import { useZodForm } from '../../ui/use-zod-form.ts';
import { changedFields } from './changed-fields.ts';

const infoBody = updateMeBody.required();
const infoOf = (user: User) => ({ username: user.username, displayName: user.displayName, email: user.email });
const trimmed = (values: { username: string; displayName: string; email: string }) => ({
  username: values.username.trim(),
  displayName: values.displayName.trim(),
  email: values.email.trim(),
});

export function AccountInfoForm({ user }: { user: User }): ReactNode {
  const form = useZodForm(infoBody, infoOf(user));
  const [saved, setSaved] = useState(infoOf(user));
  const [error, setError] = useState<string | null>(null);
  const unchanged = Object.keys(changedFields(saved, trimmed(form.values))).length === 0;

  const save = form.onSubmit(async (values) => {
    setError(null);
    const body = changedFields(saved, values);
    if (Object.keys(body).length === 0) return;
    try {
      const updated = await call(accountRoutes.updateMe, { body });
      userChanged(updated);
      setSaved(infoOf(updated));
      form.reset(infoOf(updated));
      toast.success(messages.success.saved);
    } catch (e) {
      setError(errorText(e, { USERNAME_EXISTS: messages.errors.usernameExists }));
    }
  });

  return (
    <form onSubmit={save} noValidate aria-label="Account info">
      <Stack gap="sm" maw={420}>
        <TextInput {...form.text('username')} label="Username" autoComplete="username" required />
        <TextInput {...form.text('displayName')} label="Display name" autoComplete="nickname" required />
        <TextInput {...form.text('email')} label="Email" type="email" autoComplete="email" required />
        {error && <Alert color="red">{error}</Alert>}
        <SubmitButton form={form} loadingLabel="Saving..." disabled={unchanged} style={{ alignSelf: 'flex-start' }}>
          Save
        </SubmitButton>
      </Stack>
    </form>
  );
}
