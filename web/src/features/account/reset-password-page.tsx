import { Alert, Anchor, PasswordInput, Stack, Text } from '@mantine/core';
import { useCallback, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { accountRoutes, resetBody } from '@inkpace/contracts/api/account';
import { messages } from '@inkpace/contracts/messages';
import { call } from '../../app/api.ts';
import { REDIRECT_AFTER_LINK_MS } from '../../app/constants.ts';
import { usePageTitle } from '../../app/title.ts';
import { errorText } from '../../ui/api-error.ts';
import { PageLoader } from '../../ui/page-loader.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useCallOnLoad } from '../../ui/use-call-on-load.ts';
import { useNavigateAfter } from '../../ui/use-navigate-after.ts';
import { useAsyncSubmit } from '../../ui/use-async-submit.ts';
import { useZodForm, type Parsed } from '../../ui/use-zod-form.ts';
import { AuthCard } from './auth-card.tsx';

const requestAgain = (
  <Anchor component={Link} href="/reset-password" size="sm">
    Request a new link
  </Anchor>
);

/**
 * Asks whether the link can still be used as it opens (a used or expired one is said at once, not after a new
 * password was typed), then sets a new password with the link's token and goes to login after 2 seconds.
 */
export default function ResetPasswordPage({ params }: { params: Record<string, string> }): ReactNode {
  usePageTitle('Reset Password');
  const token = params.resetUuid ?? '';
  const checked = useCallOnLoad(useCallback(() => call(accountRoutes.checkReset, { params: { token } }), [token]));
  const form = useZodForm(resetBody, { newPassword: '' });
  const [done, setDone] = useState(false);
  useNavigateAfter(done ? '/login' : null, REDIRECT_AFTER_LINK_MS);

  const reset = useAsyncSubmit(async (body: Parsed<typeof resetBody>) => {
    await call(accountRoutes.resetPassword, { params: { token }, body });
    setDone(true);
  });

  if (checked.status === 'pending') return <PageLoader />;
  if (checked.status === 'failed') {
    return (
      <AuthCard title="Reset Password">
        <Alert color="red">{errorText(checked.error)}</Alert>
        {requestAgain}
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset Password">
      {done ? (
        <Alert color="green">{messages.success.passwordReset}</Alert>
      ) : (
        <form onSubmit={form.onSubmit(reset.run)} noValidate>
          <Stack gap="sm">
            <PasswordInput {...form.text('newPassword')} label="New password" autoComplete="new-password" required />
            {reset.error && <Alert color="red">{reset.error}</Alert>}
            <SubmitButton valid={form.valid} pending={reset.pending} loadingLabel="Saving...">
              Reset Password
            </SubmitButton>
            <Text c="dimmed" size="sm">
              {messages.notes.apiKeysKeepWorking}
            </Text>
          </Stack>
        </form>
      )}
      {reset.error && requestAgain}
    </AuthCard>
  );
}
