import { Alert, Anchor, Container, Stack } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { messages } from '@inkpace/contracts/messages';
import { call } from '../../app/api.ts';
import { signedOut } from '../../app/session.ts';
import { usePageTitle } from '../../app/title.ts';
import { PageLoader } from '../../ui/page-loader.tsx';
import { useCallOnLoad } from '../../ui/use-call-on-load.ts';
import { lightRoutes } from '../../app/light-routes.ts';

async function logOut(): Promise<void> {
  await call(lightRoutes.logout);
  signedOut();
}

/** Logs out on load, then goes home; on failure says so, with a link to the homepage. */
export default function LogoutPage(): ReactNode {
  usePageTitle('Log Out');
  const [, navigate] = useLocation();
  const result = useCallOnLoad(logOut);
  useEffect(() => {
    if (result.status === 'done') navigate('/', { replace: true });
  }, [result.status, navigate]);

  if (result.status !== 'failed') return <PageLoader />;
  return (
    <Container size={440} py="xl">
      <Stack gap="sm">
        <Alert color="red">{messages.errors.logoutFailed}</Alert>
        <Anchor component={Link} href="/">
          Go to the homepage
        </Anchor>
      </Stack>
    </Container>
  );
}
