import { Alert, Anchor, PasswordInput, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { accountRoutes, changePasswordBody } from '@inkpace/contracts/api/account';
import { messages } from '@inkpace/contracts/messages';
import { call } from '../../app/api.ts';
import { errorText } from '../../ui/api-error.ts';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { toast } from '../../ui/toast.ts';
import { useAsyncSubmit } from '../../ui/use-async-submit.ts';
import { useZodForm, type Parsed } from '../../ui/use-zod-form.ts';

const changeFailure = (error: unknown): string =>
  errorText(error, { INCORRECT_CREDS: messages.errors.currentPasswordMismatch, VALIDATION_FAILED: null }, messages.errors.changePasswordFailed);

export function ChangePasswordForm(): ReactNode {
  const form = useZodForm(changePasswordBody, { currentPassword: '', newPassword: '' });
  const change = useAsyncSubmit(
    async (body: Parsed<typeof changePasswordBody>) => {
      await call(accountRoutes.changePassword, { body });
      form.reset();
      toast.success(messages.success.passwordChanged);
    },
    { failure: changeFailure },
  );

  return (
    <form onSubmit={form.onSubmit(change.run)} noValidate aria-label="Change password">
      <Stack gap="sm" maw={420}>
        <PasswordInput {...form.text('currentPassword')} label="Current password" autoComplete="current-password" required />
        <PasswordInput {...form.text('newPassword')} label="New password" autoComplete="new-password" required />
        {change.error && <Alert color="red">{change.error}</Alert>}
        <SubmitButton valid={form.valid} pending={change.pending} loadingLabel="Changing..." style={{ alignSelf: 'flex-start' }}>
          Change Password
        </SubmitButton>
        <Text c="dimmed" size="sm">
          {messages.notes.apiKeysKeepWorking}{' '}
          <Anchor component={Link} href="/account/api-keys">
            Manage API keys
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
