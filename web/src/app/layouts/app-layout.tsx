import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { BookIcon, ChartIcon, HomeIcon, TargetIcon, TrophyIcon } from '../../ui/app-icons.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { NavItem, StarredList, type StarredItem } from './nav-item.tsx';
import { ProgressButton } from './progress-button.tsx';
import { useRequireUser } from './require-user.ts';
import { SignedInShell } from './signed-in-shell.tsx';

/**
 * Starred projects, goals and leaderboards, listed under their section. Those features are not built yet, so
 * there are none; their issues fill these lists.
 */
const starred: Record<'projects' | 'goals' | 'leaderboards', StarredItem[]> = { projects: [], goals: [], leaderboards: [] };

function AppSidebar(): ReactNode {
  return (
    <Stack gap={4}>
      <ProgressButton label="Log Progress" />
      <NavItem name="dashboard" label="Dashboard" Icon={HomeIcon} />
      <NavItem name="projects" label="Projects" Icon={BookIcon}>
        <StarredList label="Starred projects" items={starred.projects} />
      </NavItem>
      <NavItem name="goals" label="Goals" Icon={TargetIcon}>
        <StarredList label="Starred goals" items={starred.goals} />
      </NavItem>
      <NavItem name="leaderboards" label="Leaderboards" Icon={TrophyIcon}>
        <StarredList label="Starred leaderboards" items={starred.leaderboards} />
      </NavItem>
      <NavItem name="lifetime-stats" label="Stats" Icon={ChartIcon} />
    </Stack>
  );
}

/** The main application layout (spec §2 Layouts): signed-in only; visitors go to login with redirectTo. */
export default function AppLayout({ children }: { children: ReactNode }): ReactNode {
  const user = useRequireUser();
  if (!user) return <PageLoader />;
  return (
    <SignedInShell sidebar={<AppSidebar />} navLabel="Main" floating={<ProgressButton label="Enter Progress" floating />}>
      {children}
    </SignedInShell>
  );
}
