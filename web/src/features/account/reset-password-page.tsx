import { Alert, Anchor, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { accountRoutes, resetBody } from '@inkpace/contracts/api/account';
import { messages } from '@inkpace/contracts/messages';
import { call } from '../../app/api.ts';
import { REDIRECT_AFTER_LINK_MS } from '../../app/constants.ts';
import { usePageTitle } from '../../app/title.ts';
import { errorText } from '../../ui/api-error.ts';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useNavigateAfter } from '../../ui/use-navigate-after.ts';
import { useZodForm } from '../../ui/use-zod-form.ts';
import { AuthCard } from './auth-card.tsx';

/** Sets a new password with the link's token, then goes to login after 2 seconds. */
export default function ResetPasswordPage({ params }: { params: Record<string, string> }): ReactNode {
  usePageTitle('Reset Password');
  const token = params.resetUuid ?? '';
  const form = useZodForm(resetBody, { newPassword: '' });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  useNavigateAfter(done ? '/login' : null, REDIRECT_AFTER_LINK_MS);

  const reset = form.onSubmit(async (body) => {
    setError(null);
    try {
      await call(accountRoutes.resetPassword, { params: { token }, body });
      setDone(true);
    } catch (e) {
      setError(errorText(e));
    }
  });

  return (
    <AuthCard title="Reset Password">
      {done ? (
        <Alert color="green">{messages.success.passwordReset}</Alert>
      ) : (
        <form onSubmit={reset} noValidate>
          <Stack gap="sm">
            <PasswordInput {...form.text('newPassword')} label="New password" autoComplete="new-password" required />
            {error && <Alert color="red">{error}</Alert>}
            <SubmitButton form={form} loadingLabel="Saving...">
              Reset Password
            </SubmitButton>
            <Text c="dimmed" size="sm">
              {messages.notes.apiKeysKeepWorking}
            </Text>
          </Stack>
        </form>
      )}
      {error && (
        <Anchor component={Link} href="/reset-password" size="sm">
          Request a new link
        </Anchor>
      )}
    </AuthCard>
  );
}
