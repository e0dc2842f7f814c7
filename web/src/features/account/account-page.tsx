import { Divider, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../app/session.ts';
import { usePageTitle } from '../../app/title.ts';
import { PageLoader } from '../../ui/page-loader.tsx';
import { AccountInfoForm } from './account-info-form.tsx';
import { AvatarCard } from './avatar-card.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { DangerZone } from './danger-zone.tsx';
import { ExportCard } from './export-card.tsx';

/** /account: info, avatar, password, the export and the danger zone; the time zone and day end are on /account/settings (the settings layout sends signed-out visitors to login). */
export default function AccountPage(): ReactNode {
  usePageTitle('Account');
  const user = useCurrentUser();
  if (!user) return <PageLoader />;

  return (
    <Stack gap="xl">
      <Title order={1}>Account</Title>
      <Stack gap="sm" component="section" aria-labelledby="account-info">
        <Title order={2} size="h3" id="account-info">
          Your Info
        </Title>
        <AccountInfoForm key={user.id} user={user} />
      </Stack>
      <Divider />
      <Stack gap="sm" component="section" aria-labelledby="account-avatar">
        <Title order={2} size="h3" id="account-avatar">
          Avatar
        </Title>
        <AvatarCard user={user} />
      </Stack>
      <Divider />
      <Stack gap="sm" component="section" aria-labelledby="account-password">
        <Title order={2} size="h3" id="account-password">
          Change Password
        </Title>
        <ChangePasswordForm />
      </Stack>
      <Divider />
      <Stack gap="sm" component="section" aria-labelledby="account-export">
        <Title order={2} size="h3" id="account-export">
          Your Data
        </Title>
        <ExportCard />
      </Stack>
      <Divider />
      <Stack gap="sm" component="section" aria-labelledby="account-danger">
        <Title order={2} size="h3" id="account-danger">
          Danger Zone
        </Title>
        <DangerZone username={user.username} />
      </Stack>
    </Stack>
  );
}
