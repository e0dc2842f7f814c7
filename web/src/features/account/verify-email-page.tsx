import { Alert, Anchor, Container, Stack } from '@mantine/core';
import { getDefaultStore } from 'jotai';
import { useCallback, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { messages } from '@inkpace/contracts/messages';
import { call } from '../../app/api.ts';
import { REDIRECT_AFTER_LINK_MS } from '../../app/constants.ts';
import { loadUser, userAtom } from '../../app/session.ts';
import { usePageTitle } from '../../app/title.ts';
import { errorText } from '../../ui/api-error.ts';
import { PageLoader } from '../../ui/page-loader.tsx';
import { useCallOnLoad } from '../../ui/use-call-on-load.ts';
import { useNavigateAfter } from '../../ui/use-navigate-after.ts';
import { lightRoutes } from '../../app/light-routes.ts';

/** Where a verified writer goes next, and what the page says meanwhile. */
interface Next {
  path: string;
  message: string;
}

/**
 * Verifies the link's token on load and says so. Then, after 2 seconds, a signed-in writer goes on to their
 * dashboard; anyone else to login (spec: "Redirecting you to the login page...").
 */
export default function VerifyEmailPage({ params }: { params: Record<string, string> }): ReactNode {
  usePageTitle('Verify Email');
  const token = params.verifyUuid ?? '';
  const [next, setNext] = useState<Next | null>(null);
  const verify = useCallback(async () => {
    await call(lightRoutes.verifyEmail, { params: { token } });
    // The user is read again: for a signed-in writer the "not verified" warning goes away at once, and whether
    // anyone is signed in (perhaps not known yet) decides where the page goes.
    await loadUser(true);
    const signedIn = getDefaultStore().get(userAtom) != null;
    setNext(signedIn ? { path: '/dashboard', message: messages.success.emailVerifiedSignedIn } : { path: '/login', message: messages.success.emailVerified });
  }, [token]);
  const result = useCallOnLoad(verify);
  useNavigateAfter(result.status === 'done' && next ? next.path : null, REDIRECT_AFTER_LINK_MS);

  if (result.status === 'failed') {
    return (
      <Container size={440} py="xl">
        <Stack gap="sm">
          <Alert color="red">{errorText(result.error)}</Alert>
          <Anchor component={Link} href="/">
            Go to the homepage
          </Anchor>
        </Stack>
      </Container>
    );
  }
  if (result.status === 'pending' || !next) return <PageLoader />;
  return (
    <Container size={440} py="xl">
      <Alert color="green">{next.message}</Alert>
    </Container>
  );
}
