import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { accountRoutes } from '@inkpace/contracts/api/account';
import { messages } from '@inkpace/contracts/messages';
import { UNVERIFIED_SUSPENSION_DAYS } from '@inkpace/contracts/rules/account';
import { call } from '../../app/api.ts';
import { toast } from '../../ui/toast.ts';
import { useAsyncSubmit } from '../../ui/use-async-submit.ts';

/** Spec §4: an unverified email shows a warning, the suspension notice and a way to get a new link. */
export function UnverifiedEmailNotice({ email }: { email: string }): ReactNode {
  const resend = useAsyncSubmit(
    async () => {
      await call(accountRoutes.resendVerification);
      toast.success(messages.success.verificationResent);
    },
    { failure: () => messages.errors.resendVerificationFailed, failureAs: 'toast' },
  );
  const sending = resend.pending;

  return (
    <Alert color="yellow" title="Your email address is not verified" role="region">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          We sent a verification link to {email}. Accounts that are not verified within {UNVERIFIED_SUSPENSION_DAYS} days
          of sign-up are suspended.
        </Text>
        <Button variant="light" color="yellow" size="xs" onClick={() => void resend.run()} disabled={sending} aria-busy={sending}>
          {sending ? 'Sending...' : 'Send a new verification link'}
        </Button>
      </Stack>
    </Alert>
  );
}
