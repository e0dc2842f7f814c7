import { Alert, Anchor, Container, Stack } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useCallback, type ReactNode } from 'react';
import { Link } from 'wouter';
import { messages } from '@inkpace/contracts/messages';
import { call } from '../../app/api.ts';
import { REDIRECT_AFTER_LINK_MS } from '../../app/constants.ts';
import { userAtom, userChanged } from '../../app/session.ts';
import { usePageTitle } from '../../app/title.ts';
import { errorText } from '../../ui/api-error.ts';
import { PageLoader } from '../../ui/page-loader.tsx';
import { useCallOnLoad } from '../../ui/use-call-on-load.ts';
import { useNavigateAfter } from '../../ui/use-navigate-after.ts';
import { lightRoutes } from '../../app/light-routes.ts';

/** Verifies the link's token on load, says so, and goes to login after 2 seconds. */
export default function VerifyEmailPage({ params }: { params: Record<string, string> }): ReactNode {
  usePageTitle('Verify Email');
  const token = params.verifyUuid ?? '';
  const user = useAtomValue(userAtom);
  const verify = useCallback(async () => {
    await call(lightRoutes.verifyEmail, { params: { token } });
    // A signed-in (or not yet known) user is read again, so the "not verified" warning goes away at once.
    if (user !== null) userChanged();
  }, [token, user]);
  const result = useCallOnLoad(verify);
  useNavigateAfter(result.status === 'done' ? '/login' : null, REDIRECT_AFTER_LINK_MS);

  if (result.status === 'pending') return <PageLoader />;
  return (
    <Container size={440} py="xl">
      {result.status === 'done' ? (
        <Alert color="green">{messages.success.emailVerified}</Alert>
      ) : (
        <Stack gap="sm">
          <Alert color="red">{errorText(result.error)}</Alert>
          <Anchor component={Link} href="/">
            Go to the homepage
          </Anchor>
        </Stack>
      )}
    </Container>
  );
}
