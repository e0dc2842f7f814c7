import { Divider, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { HomeIcon } from '../../ui/app-icons.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { PageBreadcrumbs } from './breadcrumbs.tsx';
import { NavItem } from './nav-item.tsx';
import { useRequireUser } from './require-user.ts';
import { SignedInShell } from './signed-in-shell.tsx';

function SettingsSidebar(): ReactNode {
  return (
    <Stack gap={4}>
      <NavItem name="dashboard" label="Back to the Dashboard" Icon={HomeIcon} />
      <Divider my="xs" />
      <NavItem name="account" label="Account" exact />
      <NavItem name="settings" label="Settings" />
      <NavItem name="tags" label="Tags" />
      <NavItem name="api-keys" label="API Keys" />
      <NavItem name="recently-deleted" label="Recently Deleted" />
    </Stack>
  );
}

/** Account and settings pages (spec §2 Layouts): sidebar, breadcrumbs, user menu; signed-in only. */
export default function SettingsLayout({ children }: { children: ReactNode }): ReactNode {
  const user = useRequireUser();
  if (!user) return <PageLoader />;
  return (
    <SignedInShell sidebar={<SettingsSidebar />} navLabel="Account" top={<PageBreadcrumbs />}>
      {children}
    </SignedInShell>
  );
}
