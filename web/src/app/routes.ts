/**
 * The product's whole route table (spec §2), without the pages themselves: the public pages are in
 * public-pages.ts, the signed-in ones in signed-in-pages.tsx (loaded with the signed-in layouts, so their imports
 * do not weigh on the home page). `built: false` marks a screen a later feature builds: the path and its parameter
 * rules exist already, nothing links to it, and it shows the 404 page until then.
 */
export type Layout = 'public' | 'app' | 'settings' | 'admin';
export type ParamRule = 'uuid' | 'numeric' | 'username';

export interface RouteEntry {
  name: string;
  path: string;
  layout: Layout;
  /** Whether the screen exists (its page is in public-pages.ts or signed-in-pages.tsx). */
  built: boolean;
  /** Rules for the path's parameters; a UUID that breaks its rule redirects to /, anything else shows 404. */
  params?: Record<string, ParamRule>;
  /** Screen title for the tab, when the page does not set a more specific one. */
  title: string;
}

export const routes: RouteEntry[] = [
  { name: 'home', path: '/', layout: 'public', title: 'Track your writing', built: true },
  { name: 'maintenance', path: '/maintenance', layout: 'public', title: 'Maintenance', built: true },
  { name: 'about', path: '/about', layout: 'public', title: 'About', built: true },
  { name: 'changelog', path: '/changelog', layout: 'public', title: 'Changelog', built: true },
  { name: 'privacy', path: '/privacy', layout: 'public', title: 'Privacy', built: true },
  { name: 'contact', path: '/contact', layout: 'public', title: 'Contact', built: true },
  { name: 'donate', path: '/donate', layout: 'public', title: 'Support Inkpace', built: true },
  { name: 'signup', path: '/signup', layout: 'public', title: 'Sign Up', built: true },
  { name: 'login', path: '/login', layout: 'public', title: 'Log In', built: true },
  { name: 'logout', path: '/logout', layout: 'public', title: 'Log Out', built: true },
  { name: 'verify-email', path: '/verify-email/:verifyUuid', layout: 'public', title: 'Verify Email', params: { verifyUuid: 'uuid' }, built: true },
  { name: 'send-reset-password', path: '/reset-password', layout: 'public', title: 'Reset Password', built: true },
  { name: 'reset-password', path: '/reset-password/:resetUuid', layout: 'public', title: 'Reset Password', params: { resetUuid: 'uuid' }, built: true },
  { name: 'profile', path: '/@:username', layout: 'public', title: 'Profile', params: { username: 'username' }, built: true },
  { name: 'dashboard', path: '/dashboard', layout: 'app', title: 'Dashboard', built: true },
  { name: 'projects', path: '/projects', layout: 'app', title: 'Projects', built: true },
  { name: 'import-projects', path: '/projects/import', layout: 'app', title: 'Import', built: true },
  { name: 'import-projects-nano-manual', path: '/projects/import/manual-nano', layout: 'app', title: 'Import from NaNoWriMo', built: true },
  // The spec's notes read both ways (§2): the other reading of the wizard's path shows the same wizard.
  { name: 'import-projects-nano-manual-alias', path: '/projects/import/nano-manual', layout: 'app', title: 'Import from NaNoWriMo', built: true },
  { name: 'import-projects-csv', path: '/projects/import/csv', layout: 'app', title: 'Import a CSV', built: true },
  { name: 'import-projects-zip', path: '/projects/import/zip', layout: 'app', title: 'Import an export zip', built: true },
  { name: 'project', path: '/projects/:projectId', layout: 'app', title: 'Project', params: { projectId: 'numeric' }, built: true },
  { name: 'edit-project', path: '/projects/:projectId/edit', layout: 'app', title: 'Edit Project', params: { projectId: 'numeric' }, built: true },
  { name: 'goals', path: '/goals', layout: 'app', title: 'Goals', built: true },
  { name: 'new-goal', path: '/goals/new', layout: 'app', title: 'New Goal', built: true },
  { name: 'goal', path: '/goals/:goalId', layout: 'app', title: 'Goal', params: { goalId: 'numeric' }, built: true },
  { name: 'edit-goal', path: '/goals/:goalId/edit', layout: 'app', title: 'Edit Goal', params: { goalId: 'numeric' }, built: true },
  { name: 'leaderboards', path: '/leaderboards', layout: 'app', title: 'Leaderboards', built: true },
  { name: 'new-leaderboard', path: '/leaderboards/new', layout: 'app', title: 'New Leaderboard', built: true },
  { name: 'join-leaderboard', path: '/leaderboards/join', layout: 'app', title: 'Join a Leaderboard', built: true },
  { name: 'leaderboard', path: '/leaderboards/:boardUuid', layout: 'app', title: 'Leaderboard', params: { boardUuid: 'uuid' }, built: true },
  { name: 'edit-leaderboard', path: '/leaderboards/:boardUuid/edit', layout: 'app', title: 'Edit Leaderboard', params: { boardUuid: 'uuid' }, built: true },
  { name: 'lifetime-stats', path: '/stats/lifetime', layout: 'app', title: 'Lifetime Stats', built: true },
  { name: 'account', path: '/account', layout: 'settings', title: 'Account', built: true },
  { name: 'settings', path: '/account/settings', layout: 'settings', title: 'Settings', built: true },
  { name: 'tags', path: '/account/tags', layout: 'settings', title: 'Tags', built: true },
  { name: 'recently-deleted', path: '/account/deleted', layout: 'settings', title: 'Recently Deleted', built: true },
  { name: 'api-keys', path: '/account/api-keys', layout: 'settings', title: 'API Keys', built: true },
  { name: 'new-api-key', path: '/account/api-keys/new', layout: 'settings', title: 'New API Key', built: true },
  { name: 'admin', path: '/admin', layout: 'admin', title: 'Admin', built: true },
  { name: 'admin-stats', path: '/admin/stats', layout: 'admin', title: 'Stats', built: true },
  { name: 'admin-banners', path: '/admin/banners', layout: 'admin', title: 'Banners', built: true },
  { name: 'admin-users', path: '/admin/users', layout: 'admin', title: 'Users', built: true },
  { name: 'admin-user', path: '/admin/users/:userId', layout: 'admin', title: 'User', params: { userId: 'numeric' }, built: true },
  { name: 'admin-projections', path: '/admin/projections', layout: 'admin', title: 'Projections', built: true },
];

/** Spec §2: a lowercase 8-4-4-4-12 hex UUID. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type ParamCheck = 'ok' | 'redirect-home' | 'not-found';

export function checkParams(entry: RouteEntry, params: Record<string, string>): ParamCheck {
  for (const [name, rule] of Object.entries(entry.params ?? {})) {
    const value = params[name] ?? '';
    if (rule === 'uuid' && !UUID.test(value)) return 'redirect-home';
    if (rule === 'numeric' && !/^[1-9][0-9]{0,9}$/.test(value)) return 'not-found';
    if (rule === 'username' && !/^@?[a-zA-Z][a-zA-Z0-9_-]{0,23}$/.test(value)) return 'not-found';
  }
  return 'ok';
}

/** `/@name` and `/@@name` both name the user `name` (a leading @ is stripped). */
export function profileUsername(param: string): string {
  return param.replace(/^@/, '');
}

/** The address of a writer's public profile page. */
export const profilePath = (username: string): string => `/@${username}`;

/** Links to screens that exist; screens of later features stay unlinked until they are built. */
export const isBuilt = (name: string): boolean => routes.some((r) => r.name === name && r.built);
export const pathOf = (name: string): string => routes.find((r) => r.name === name)?.path ?? '/';
