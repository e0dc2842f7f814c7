import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The product's whole route table (spec §2). `page: null` marks a screen a later feature builds: the path and its
 * parameter rules exist already, nothing links to it, and it shows the 404 page until then.
 */
export type Layout = 'public' | 'app' | 'settings' | 'admin';
export type ParamRule = 'uuid' | 'numeric' | 'username';

export interface RouteEntry {
  name: string;
  path: string;
  layout: Layout;
  page: LazyExoticComponent<ComponentType<{ params: Record<string, string> }>> | null;
  /** Rules for the path's parameters; a UUID that breaks its rule redirects to /, anything else shows 404. */
  params?: Record<string, ParamRule>;
  /** Screen title for the tab, when the page does not set a more specific one. */
  title: string;
}

const page = (load: () => Promise<{ default: ComponentType<{ params: Record<string, string> }> }>) => lazy(load);

export const routes: RouteEntry[] = [
  { name: 'home', path: '/', layout: 'public', title: 'Track your writing', page: page(() => import('../features/public/home-page.tsx')) },
  { name: 'maintenance', path: '/maintenance', layout: 'public', title: 'Maintenance', page: page(() => import('../features/public/maintenance-page.tsx')) },
  { name: 'about', path: '/about', layout: 'public', title: 'About', page: page(() => import('../features/public/about-page.tsx')) },
  { name: 'changelog', path: '/changelog', layout: 'public', title: 'Changelog', page: page(() => import('../features/public/changelog-page.tsx')) },
  { name: 'privacy', path: '/privacy', layout: 'public', title: 'Privacy', page: page(() => import('../features/public/privacy-page.tsx')) },
  { name: 'contact', path: '/contact', layout: 'public', title: 'Contact', page: page(() => import('../features/public/contact-page.tsx')) },
  { name: 'donate', path: '/donate', layout: 'public', title: 'Support Inkpace', page: page(() => import('../features/public/donate-page.tsx')) },
  { name: 'signup', path: '/signup', layout: 'public', title: 'Sign Up', page: page(() => import('../features/account/signup-page.tsx')) },
  { name: 'login', path: '/login', layout: 'public', title: 'Log In', page: page(() => import('../features/account/login-page.tsx')) },
  { name: 'logout', path: '/logout', layout: 'public', title: 'Log Out', page: page(() => import('../features/account/logout-page.tsx')) },
  { name: 'verify-email', path: '/verify-email/:verifyUuid', layout: 'public', title: 'Verify Email', params: { verifyUuid: 'uuid' }, page: page(() => import('../features/account/verify-email-page.tsx')) },
  { name: 'send-reset-password', path: '/reset-password', layout: 'public', title: 'Reset Password', page: page(() => import('../features/account/send-reset-page.tsx')) },
  { name: 'reset-password', path: '/reset-password/:resetUuid', layout: 'public', title: 'Reset Password', params: { resetUuid: 'uuid' }, page: page(() => import('../features/account/reset-password-page.tsx')) },
  { name: 'profile', path: '/@:username', layout: 'public', title: 'Profile', params: { username: 'username' }, page: null },
  { name: 'dashboard', path: '/dashboard', layout: 'app', title: 'Dashboard', page: page(() => import('../features/dashboard/dashboard-page.tsx')) },
  { name: 'projects', path: '/projects', layout: 'app', title: 'Projects', page: page(() => import('../features/project/projects-page.tsx')) },
  { name: 'import-projects', path: '/projects/import', layout: 'app', title: 'Import', page: null },
  { name: 'import-projects-nano-manual', path: '/projects/import/manual-nano', layout: 'app', title: 'Import', page: null },
  { name: 'project', path: '/projects/:projectId', layout: 'app', title: 'Project', params: { projectId: 'numeric' }, page: page(() => import('../features/project/detail/project-page.tsx')) },
  { name: 'edit-project', path: '/projects/:projectId/edit', layout: 'app', title: 'Edit Project', params: { projectId: 'numeric' }, page: page(() => import('../features/project/edit-project-page.tsx')) },
  { name: 'goals', path: '/goals', layout: 'app', title: 'Goals', page: page(() => import('../features/goal/goals-page.tsx')) },
  { name: 'new-goal', path: '/goals/new', layout: 'app', title: 'New Goal', page: page(() => import('../features/goal/new-goal-page.tsx')) },
  { name: 'goal', path: '/goals/:goalId', layout: 'app', title: 'Goal', params: { goalId: 'numeric' }, page: page(() => import('../features/goal/goal-page.tsx')) },
  { name: 'edit-goal', path: '/goals/:goalId/edit', layout: 'app', title: 'Edit Goal', params: { goalId: 'numeric' }, page: page(() => import('../features/goal/edit-goal-page.tsx')) },
  { name: 'leaderboards', path: '/leaderboards', layout: 'app', title: 'Leaderboards', page: null },
  { name: 'new-leaderboard', path: '/leaderboards/new', layout: 'app', title: 'New Leaderboard', page: null },
  { name: 'join-leaderboard', path: '/leaderboards/join', layout: 'app', title: 'Join a Leaderboard', page: null },
  { name: 'leaderboard', path: '/leaderboards/:boardUuid', layout: 'app', title: 'Leaderboard', params: { boardUuid: 'uuid' }, page: null },
  { name: 'edit-leaderboard', path: '/leaderboards/:boardUuid/edit', layout: 'app', title: 'Edit Leaderboard', params: { boardUuid: 'uuid' }, page: null },
  { name: 'lifetime-stats', path: '/stats/lifetime', layout: 'app', title: 'Lifetime Stats', page: page(() => import('../features/stats/lifetime-stats-page.tsx')) },
  { name: 'account', path: '/account', layout: 'settings', title: 'Account', page: page(() => import('../features/account/account-page.tsx')) },
  { name: 'settings', path: '/account/settings', layout: 'settings', title: 'Settings', page: null },
  { name: 'tags', path: '/account/tags', layout: 'settings', title: 'Tags', page: page(() => import('../features/tag/tags-page.tsx')) },
  { name: 'api-keys', path: '/account/api-keys', layout: 'settings', title: 'API Keys', page: page(() => import('../features/api-key/api-keys-page.tsx')) },
  { name: 'new-api-key', path: '/account/api-keys/new', layout: 'settings', title: 'New API Key', page: page(() => import('../features/api-key/new-api-key-page.tsx')) },
  { name: 'admin', path: '/admin', layout: 'admin', title: 'Admin', page: page(() => import('../features/admin/admin-page.tsx')) },
  { name: 'admin-stats', path: '/admin/stats', layout: 'admin', title: 'Stats', page: null },
  { name: 'admin-banners', path: '/admin/banners', layout: 'admin', title: 'Banners', page: null },
  { name: 'admin-users', path: '/admin/users', layout: 'admin', title: 'Users', page: null },
  { name: 'admin-user', path: '/admin/users/:userId', layout: 'admin', title: 'User', params: { userId: 'numeric' }, page: null },
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

/** Links to screens that exist; screens of later features stay unlinked until they are built. */
export const isBuilt = (name: string): boolean => routes.some((r) => r.name === name && r.page !== null);
export const pathOf = (name: string): string => routes.find((r) => r.name === name)?.path ?? '/';
