import { Divider, Stack } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { HomeIcon } from '../../ui/app-icons.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { PageBreadcrumbs } from './breadcrumbs.tsx';
import { useAdminPerms } from './admin-perms.ts';
import { NavItem } from './nav-item.tsx';
import { useRequireUser } from './require-user.ts';
import { SignedInShell } from './signed-in-shell.tsx';


function AdminSidebar(): ReactNode {
  return (
    <Stack gap={4}>
      <NavItem name="dashboard" label="Back to the Dashboard" Icon={HomeIcon} />
      <Divider my="xs" />
      <NavItem name="admin" label="Admin" exact />
      <NavItem name="admin-stats" label="Stats" />
      <NavItem name="admin-banners" label="Banners" />
      <NavItem name="admin-users" label="Users" />
      <NavItem name="admin-projections" label="Projections" />
    </Stack>
  );
}

/**
 * The administration layout (spec §2 Layouts): a visitor goes to login, a signed-in user who is not an admin
 * (or whose permissions cannot be read) to the dashboard.
 */
export default function AdminLayout({ children }: { children: ReactNode }): ReactNode {
  const user = useRequireUser();
  const perms = useAdminPerms(Boolean(user));
  const [, navigate] = useLocation();
  const isAdmin = perms.data?.isAdmin === true;
  const refused = perms.data?.isAdmin === false || (perms.error !== undefined && !perms.loading);

  useEffect(() => {
    if (user && refused) navigate('/dashboard', { replace: true });
  }, [user, refused, navigate]);

  if (!user || !isAdmin) return <PageLoader />;
  return (
    <SignedInShell sidebar={<AdminSidebar />} navLabel="Admin" top={<PageBreadcrumbs />}>
      {children}
    </SignedInShell>
  );
}
