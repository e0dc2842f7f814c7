import { Stack } from '@mantine/core';
import { lazy, type ReactNode } from 'react';
import { sortGoals } from '@inkpace/contracts/rules/goal-status';
import { sortLeaderboards } from '@inkpace/contracts/rules/leaderboard-order';
import { sortProjects } from '@inkpace/contracts/rules/projects';
import { writerToday } from '@inkpace/contracts/rules/settings';
import { BookIcon, ChartIcon, HomeIcon, TargetIcon, TrophyIcon } from '../../ui/app-icons.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { useGoals } from '../../features/goal/index.ts';
import { useLeaderboards } from '../../features/leaderboard/index.ts';
import { useProjects } from '../../features/project/index.ts';
import { NavItem, StarredList, type StarredItem } from './nav-item.tsx';
import { ProgressButton } from './progress-button.tsx';
import { progress } from './progress.ts';
import { useCurrentUser } from '../session.ts';
import { useRequireUser } from './require-user.ts';
import { SignedInShell } from './signed-in-shell.tsx';

// The progress-entry dialog (its own chunk, loaded when first opened).
progress.Dialog = lazy(() => import('../../features/tally/index.ts').then((m) => ({ default: m.ProgressDialog })));


/** The starred projects by title, from the cached project list (so starring on a tile updates the sidebar). */
function useStarredProjects(): StarredItem[] {
  const { data } = useProjects();
  const projects = sortProjects((data ?? []).filter((p) => p.starred && p.state === 'active'), 'title');
  return projects.map((p) => ({ id: p.id, title: p.title, href: `/projects/${p.id}` }));
}

/**
 * The starred goals in the goals list's order (spec §4) for the writer's today, from the cached goal list (so
 * starring on a tile or a goal's page updates the sidebar).
 */
function useStarredGoals(): StarredItem[] {
  const { data } = useGoals();
  const user = useCurrentUser();
  const today = writerToday({ timeZone: user?.userSettings.timeZone ?? null, dayEndHour: user?.userSettings.dayEndHour ?? 0 }, new Date());
  const goals = sortGoals((data ?? []).filter((g) => g.starred && g.state === 'active'), today);
  return goals.map((g) => ({ id: g.id, title: g.title, href: `/goals/${g.id}` }));
}

/** The starred leaderboards in the list's order (spec §4: starred first, then title), from the cached list. */
function useStarredLeaderboards(): StarredItem[] {
  const { data } = useLeaderboards();
  return sortLeaderboards((data ?? []).filter((b) => b.starred)).map((b) => ({ id: b.uuid, title: b.title, href: `/leaderboards/${b.uuid}` }));
}

function AppSidebar(): ReactNode {
  const starredProjects = useStarredProjects();
  const starredGoals = useStarredGoals();
  const starredLeaderboards = useStarredLeaderboards();
  return (
    <Stack gap={4}>
      <ProgressButton label="Log Progress" />
      <NavItem name="dashboard" label="Dashboard" Icon={HomeIcon} />
      <NavItem name="projects" label="Projects" Icon={BookIcon}>
        <StarredList label="Starred projects" items={starredProjects} />
      </NavItem>
      <NavItem name="goals" label="Goals" Icon={TargetIcon}>
        <StarredList label="Starred goals" items={starredGoals} />
      </NavItem>
      <NavItem name="leaderboards" label="Leaderboards" Icon={TrophyIcon}>
        <StarredList label="Starred leaderboards" items={starredLeaderboards} />
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
