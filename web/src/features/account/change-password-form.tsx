import { Alert, Anchor, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { accountRoutes, changePasswordBody } from '@inkpace/contracts/api/account';
import { messages } from '@inkpace/contracts/messages';
import { call } from '../../app/api.ts';
import { errorText } from '../../ui/api-error.ts';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { toast } from '../../ui/toast.ts';
import { useZodForm } from '../../ui/use-zod-form.ts';

export function ChangePasswordForm(): ReactNode {
  const form = useZodForm(changePasswordBody, { currentPassword: '', newPassword: '' });
  const [error, setError] = useState<string | null>(null);

  const change = form.onSubmit(async (body) => {
    setError(null);
    try {
      await call(accountRoutes.changePassword, { body });
      form.reset();
      toast.success(messages.success.passwordChanged);
    } catch (e) {
      setError(
        errorText(
          e,
          { INCORRECT_CREDS: messages.errors.currentPasswordMismatch, VALIDATION_FAILED: null },
          messages.errors.changePasswordFailed,
        ),
      );
    }
  });

  return (
    <form onSubmit={change} noValidate aria-label="Change password">
      <Stack gap="sm" maw={420}>
        <PasswordInput {...form.text('currentPassword')} label="Current password" autoComplete="current-password" required />
        <PasswordInput {...form.text('newPassword')} label="New password" autoComplete="new-password" required />
        {error && <Alert color="red">{error}</Alert>}
        <SubmitButton form={form} loadingLabel="Changing..." style={{ alignSelf: 'flex-start' }}>
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
