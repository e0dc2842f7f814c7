import { Alert, Anchor, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { accountRoutes, resetRequestBody } from '@inkpace/contracts/api/account';
import { messages } from '@inkpace/contracts/messages';
import { call } from '../../app/api.ts';
import { usePageTitle } from '../../app/title.ts';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useAsyncSubmit } from '../../ui/use-async-submit.ts';
import { useZodForm, type Parsed } from '../../ui/use-zod-form.ts';
import { AuthCard } from './auth-card.tsx';

/** Asks for a username and sends that account a reset link (the server answers the same for unknown names). */
export default function SendResetPage(): ReactNode {
  usePageTitle('Reset Password');
  const form = useZodForm(resetRequestBody, { username: '' });
  const [done, setDone] = useState(false);
  const send = useAsyncSubmit(async (body: Parsed<typeof resetRequestBody>) => {
    await call(accountRoutes.requestReset, { body });
    setDone(true);
  });

  return (
    <AuthCard title="Reset Password">
      {done ? (
        <Alert color="green">{messages.success.resetRequested}</Alert>
      ) : (
        <form onSubmit={form.onSubmit(send.run)} noValidate>
          <Stack gap="sm">
            <Text size="sm">Enter your username and we will email you a link to choose a new password.</Text>
            <TextInput {...form.text('username')} label="Username" autoComplete="username" required />
            {send.error && <Alert color="red">{send.error}</Alert>}
            <SubmitButton valid={form.valid} pending={send.pending} loadingLabel="Sending...">
              Send Reset Link
            </SubmitButton>
          </Stack>
        </form>
      )}
      <Anchor component={Link} href="/login" size="sm">
        Back to log in
      </Anchor>
    </AuthCard>
  );
}
