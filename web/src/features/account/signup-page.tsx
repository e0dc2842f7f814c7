import { Alert, Anchor, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { accountRoutes, signUpBody } from '@inkpace/contracts/api/account';
import { messages } from '@inkpace/contracts/messages';
import { call } from '../../app/api.ts';
import { REDIRECT_AFTER_FORM_MS } from '../../app/constants.ts';
import { usePageTitle } from '../../app/title.ts';
import { errorText } from '../../ui/api-error.ts';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useNavigateAfter } from '../../ui/use-navigate-after.ts';
import { useAsyncSubmit } from '../../ui/use-async-submit.ts';
import { useZodForm, type Parsed } from '../../ui/use-zod-form.ts';
import { AuthCard } from './auth-card.tsx';

const withQuery = (path: string, search: string): string => (search ? `${path}?${search}` : path);

const signUpFailure = (error: unknown): string =>
  errorText(error, { VALIDATION_FAILED: null, USERNAME_EXISTS: messages.errors.usernameExists }, messages.errors.signUpFailed);

export default function SignupPage(): ReactNode {
  usePageTitle('Sign Up');
  const search = useSearch();
  const form = useZodForm(signUpBody, { username: '', email: '', password: '' });
  const [done, setDone] = useState(false);
  // Spec §2: on success, to login after 1 second, keeping the query string.
  useNavigateAfter(done ? withQuery('/login', search) : null, REDIRECT_AFTER_FORM_MS);

  const signUp = useAsyncSubmit(
    async (body: Parsed<typeof signUpBody>) => {
      await call(accountRoutes.signUp, { body });
      setDone(true);
    },
    { failure: signUpFailure },
  );

  return (
    <AuthCard title="Sign Up">
      {done ? (
        <Alert color="green">
          {messages.success.signUp} {messages.success.verificationMailSent}
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit(signUp.run)} noValidate>
          <Stack gap="sm">
            <TextInput {...form.text('username')} label="Username" autoComplete="username" required />
            <TextInput {...form.text('email')} label="Email" type="email" autoComplete="email" required />
            <PasswordInput {...form.text('password')} label="Password" autoComplete="new-password" required />
            {signUp.error && <Alert color="red">{signUp.error}</Alert>}
            <SubmitButton valid={form.valid} pending={signUp.pending} loadingLabel="Signing up...">
              Sign Up
            </SubmitButton>
          </Stack>
        </form>
      )}
      <Text size="sm">
        Already have an account?{' '}
        <Anchor component={Link} href={withQuery('/login', search)}>
          Log in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
