import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { accountRoutes } from '@inkpace/contracts/api/account';
import { messages } from '@inkpace/contracts/messages';
import { UNVERIFIED_SUSPENSION_DAYS } from '@inkpace/contracts/rules/account';
import { call } from '../../app/api.ts';
import { toast } from '../../ui/toast.ts';

/** Spec §4: an unverified email shows a warning, the suspension notice and a way to get a new link. */
export function UnverifiedEmailNotice({ email }: { email: string }): ReactNode {
  const [sending, setSending] = useState(false);

  const resend = async (): Promise<void> => {
    setSending(true);
    try {
      await call(accountRoutes.resendVerification);
      toast.success(messages.success.verificationResent);
    } catch {
      toast.error(messages.errors.resendVerificationFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <Alert color="yellow" title="Your email address is not verified" role="region">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          We sent a verification link to {email}. Accounts that are not verified within {UNVERIFIED_SUSPENSION_DAYS} days
          of sign-up are suspended.
        </Text>
        <Button variant="light" color="yellow" size="xs" onClick={() => void resend()} disabled={sending} aria-busy={sending}>
          {sending ? 'Sending...' : 'Send a new verification link'}
        </Button>
      </Stack>
    </Alert>
  );
}
