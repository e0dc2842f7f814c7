import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../app/session.ts';
import { usePageTitle } from '../../app/title.ts';
import { PageLoader } from '../../ui/page-loader.tsx';
import { UnverifiedEmailNotice } from './unverified-email-notice.tsx';

/** The signed-in home. Its data widgets (charts, goals, boards) arrive with those features; until then, a welcome. */
export default function DashboardPage(): ReactNode {
  usePageTitle('Dashboard');
  const user = useCurrentUser();
  if (user === undefined) return <PageLoader />;

  return (
    <Stack gap="lg">
      <Title order={1}>Dashboard</Title>
      {user && !user.isEmailVerified && <UnverifiedEmailNotice email={user.email} />}
      <Paper withBorder radius="md" p="xl">
        <Stack gap="xs" align="center" ta="center">
          <Title order={2} size="h3">
            Welcome{user ? `, ${user.displayName || user.username}` : ''}!
          </Title>
          <Text c="dimmed" maw={480}>
            This is where your writing progress will show up: recent activity, streaks, goals and leaderboards.
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
