import { Alert, Anchor, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { accountRoutes, loginBody } from '@inkpace/contracts/api/account';
import { messages } from '@inkpace/contracts/messages';
import { call } from '../../app/api.ts';
import { signedIn } from '../../app/session.ts';
import { usePageTitle } from '../../app/title.ts';
import { errorText } from '../../ui/api-error.ts';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useAsyncSubmit } from '../../ui/use-async-submit.ts';
import { useZodForm, type Parsed } from '../../ui/use-zod-form.ts';
import { AuthCard } from './auth-card.tsx';
import { loginRedirectTarget } from './redirect.ts';

/** The help page's section for people who cannot get in (the spec's external 'Locked out?' help link). */
const LOCKED_OUT_URL = '/contact#locked-out';

const logInFailure = (error: unknown): string => errorText(error, { INCORRECT_CREDS: messages.errors.incorrectCreds });

export default function LoginPage(): ReactNode {
  usePageTitle('Log In');
  const search = useSearch();
  const [, navigate] = useLocation();
  const form = useZodForm(loginBody, { username: '', password: '' });
  const logIn = useAsyncSubmit(
    async (body: Parsed<typeof loginBody>) => {
      const user = await call(accountRoutes.login, { body });
      signedIn(user);
      navigate(loginRedirectTarget(new URLSearchParams(search).get('redirectTo')), { replace: true });
    },
    { failure: logInFailure },
  );

  return (
    <AuthCard title="Log In">
      <form onSubmit={form.onSubmit(logIn.run)} noValidate>
        <Stack gap="sm">
          <TextInput {...form.text('username')} label="Username" autoComplete="username" required />
          <PasswordInput {...form.text('password')} label="Password" autoComplete="current-password" required />
          {logIn.error && <Alert color="red">{logIn.error}</Alert>}
          <SubmitButton valid={form.valid} pending={logIn.pending} loadingLabel="Logging in...">
            Log In
          </SubmitButton>
        </Stack>
      </form>
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} href="/reset-password" size="sm">
          Forgot your password?
        </Anchor>
        <Anchor href={LOCKED_OUT_URL} size="sm">
          Locked out?
        </Anchor>
      </Group>
      <Text size="sm">
        New here?{' '}
        <Anchor component={Link} href={search ? `/signup?${search}` : '/signup'}>
          Sign up
        </Anchor>
      </Text>
    </AuthCard>
  );
}
