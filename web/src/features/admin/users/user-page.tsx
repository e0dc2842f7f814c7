import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../../app/session.ts';
import { useApiQuery } from '../../../app/cache.ts';
import { usePageTitle } from '../../../app/title.ts';
import { errorCode } from '../../../ui/api-error.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { NotFoundPage } from '../../public/not-found-page.tsx';
import { loadUser, userKey } from './admin-users-data.ts';
import { UserHistory } from './history/user-history.tsx';
import { UserActions } from './user-actions.tsx';
import { UserProfile } from './user-profile.tsx';

/**
 * /admin/users/:userId (spec §2 admin-user): the account, the actions spec §4 allows in its state, and its whole
 * history. A user that does not exist gets the app's 404 (the router already sent non-numeric ids there).
 */
export default function UserPage({ params }: { params: Record<string, string> }): ReactNode {
  const id = Number(params.userId);
  const me = useCurrentUser();
  const detail = useApiQuery(userKey(id), () => loadUser(id));
  const user = detail.data?.user;
  usePageTitle(user ? `${user.username} – Users` : errorCode(detail.error) === 'NOT_FOUND' ? 'Not Found' : 'User');

  if (!user) {
    if (detail.loading) return <PageLoader />;
    if (errorCode(detail.error) === 'NOT_FOUND') return <NotFoundPage />;
    return <LoadFailed title="Could not load this user" error={detail.error} retry={detail.reload} />;
  }
  return (
    <Stack gap="lg">
      {/* A 24-character username fits a phone's width on one line. */}
      <Title order={1} style={{ overflowWrap: 'anywhere', fontSize: 'clamp(1.375rem, 6vw, var(--mantine-h1-font-size))' }}>
        {user.username}
      </Title>
      <UserProfile user={user} />
      <UserActions user={user} isSelf={me?.uuid === user.uuid} />
      <UserHistory key={user.id} userId={user.id} />
    </Stack>
  );
}
