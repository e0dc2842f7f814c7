import type { ReactNode } from 'react';
import { page, type PageComponent } from './public-pages.ts';

/**
 * The signed-in screens' pages, by route name (routes.ts). This module is loaded with the signed-in layouts, so the
 * home page's entry chunk carries none of these imports.
 */
export const signedInPages: Record<string, PageComponent> = {
  'dashboard': page(() => import('../features/dashboard/dashboard-page.tsx')),
  'projects': page(() => import('../features/project/projects-page.tsx')),
  'import-projects': page(() => import('../features/import/import-methods-page.tsx')),
  'import-projects-nano-manual': page(() => import('../features/import/nano/nano-wizard-page.tsx')),
  'import-projects-nano-manual-alias': page(() => import('../features/import/nano/nano-wizard-page.tsx')),
  'import-projects-csv': page(() => import('../features/import/file/csv-import-page.tsx')),
  'import-projects-zip': page(() => import('../features/import/file/zip-import-page.tsx')),
  'project': page(() => import('../features/project/detail/project-page.tsx')),
  'edit-project': page(() => import('../features/project/edit-project-page.tsx')),
  'goals': page(() => import('../features/goal/goals-page.tsx')),
  'new-goal': page(() => import('../features/goal/new-goal-page.tsx')),
  'goal': page(() => import('../features/goal/goal-page.tsx')),
  'edit-goal': page(() => import('../features/goal/edit-goal-page.tsx')),
  'leaderboards': page(() => import('../features/leaderboard/leaderboards-page.tsx')),
  'new-leaderboard': page(() => import('../features/leaderboard/new-leaderboard-page.tsx')),
  'join-leaderboard': page(() => import('../features/leaderboard/join-leaderboard-page.tsx')),
  'edit-leaderboard': page(() => import('../features/leaderboard/edit-leaderboard-page.tsx')),
  'leaderboard': page(() => import('../features/leaderboard/board-page.tsx')),
  'lifetime-stats': page(() => import('../features/stats/lifetime-stats-page.tsx')),
  'account': page(() => import('../features/account/account-page.tsx')),
  'settings': page(() => import('../features/account/settings-page.tsx')),
  'tags': page(() => import('../features/tag/tags-page.tsx')),
  'recently-deleted': page(() => import('../features/deleted/recently-deleted-page.tsx')),
  'api-keys': page(() => import('../features/api-key/api-keys-page.tsx')),
  'new-api-key': page(() => import('../features/api-key/new-api-key-page.tsx')),
  'admin': page(() => import('../features/admin/admin-page.tsx')),
  'admin-stats': page(() => import('../features/admin/stats/admin-stats-page.tsx')),
  'admin-banners': page(() => import('../features/banner/admin-banners-page.tsx')),
  'admin-users': page(() => import('../features/admin/users/users-page.tsx')),
  'admin-user': page(() => import('../features/admin/users/user-page.tsx')),
  'admin-projections': page(() => import('../features/admin/projections/projections-page.tsx')),
};

/** Shows the named signed-in page (the router has checked that it exists and that its parameters are valid). */
export default function SignedInPage({ name, params }: { name: string; params: Record<string, string> }): ReactNode {
  const Page = signedInPages[name];
  return Page ? <Page params={params} /> : null;
}
