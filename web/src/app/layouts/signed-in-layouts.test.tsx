import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { beforeEach, describe, expect, test } from 'vitest';
import { APP_VERSION } from '../constants.ts';
import { invalidateAll } from '../cache.ts';
import { userAtom } from '../session.ts';
import { LAST_VIEWED_KEY } from '../../ui/last-viewed.ts';
import { publicEnv, testUser } from '../../test/data.ts';
import { fail, fakeServer, ok } from '../../test/fake-server.ts';
import { renderAt } from '../../test/render.tsx';
import AdminLayout from './admin-layout.tsx';
import AppLayout from './app-layout.tsx';
import { crumbsFor } from './breadcrumbs.tsx';
import { loginRedirect } from './require-user.ts';
import SettingsLayout from './settings-layout.tsx';

const page = <p>The page</p>;

beforeEach(() => {
  invalidateAll();
  localStorage.clear();
  fakeServer({ 'GET /api/banners': ok([]), 'GET /api/info/env': ok(publicEnv), 'GET /api/v1/me': ok(testUser()), 'GET /api/v1/project': ok([]), 'GET /api/v1/goal': ok([]), 'GET /api/v1/leaderboard': ok([]) });
});

describe('the signed-in layouts send visitors to login', () => {
  test.each([
    ['app', AppLayout, '/dashboard?tab=week'],
    ['settings', SettingsLayout, '/account/api-keys'],
    ['admin', AdminLayout, '/admin'],
  ])('%s layout: to /login with redirectTo holding the full path', async (_name, Layout, path) => {
    getDefaultStore().set(userAtom, null);
    const view = renderAt(path, <Layout>{page}</Layout>);
    await waitFor(() => expect(view.history.at(-1)).toBe(`/login?redirectTo=${encodeURIComponent(path)}`));
    expect(screen.queryByText('The page')).toBeNull();
  });

  test('loginRedirect keeps the query and fragment', () => {
    expect(loginRedirect('/goals/3', 'view=bar', '#chart')).toBe('/login?redirectTo=%2Fgoals%2F3%3Fview%3Dbar%23chart');
    expect(loginRedirect('/dashboard', '')).toBe('/login?redirectTo=%2Fdashboard');
  });
});

describe('AppLayout', () => {
  test('the sidebar links every built screen', async () => {
    getDefaultStore().set(userAtom, testUser());
    renderAt('/dashboard', <AppLayout>{page}</AppLayout>);
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/projects');
    expect(nav.getByRole('link', { name: 'Goals' })).toHaveAttribute('href', '/goals');
    expect(nav.getByRole('link', { name: 'Stats' })).toHaveAttribute('href', '/stats/lifetime');
    expect(nav.getByRole('link', { name: 'Leaderboards' })).toHaveAttribute('href', '/leaderboards');
    expect(nav.queryByText('Soon')).toBeNull();
    expect(nav.getByRole('button', { name: /Log Progress/ })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: /Enter Progress/ })).not.toHaveAttribute('aria-disabled');
    expect(within(screen.getByRole('main')).getByText('The page')).toBeInTheDocument();
  });

  test('hiding the sidebar is remembered in this browser', async () => {
    getDefaultStore().set(userAtom, testUser());
    const view = renderAt('/dashboard', <AppLayout>{page}</AppLayout>);
    await userEvent.click(screen.getByRole('button', { name: 'Hide the sidebar' }));
    expect(localStorage.getItem('sidebar-collapsed')).toBe('true');
    view.unmount();
    renderAt('/dashboard', <AppLayout>{page}</AppLayout>);
    expect(screen.getByRole('button', { name: 'Show the sidebar' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the user menu: Updates! until the changelog is seen; every entry a link', async () => {
    getDefaultStore().set(userAtom, testUser({ displayName: 'Alice' }));
    renderAt('/dashboard', <AppLayout>{page}</AppLayout>);
    await userEvent.click(screen.getByRole('button', { name: /Alice, user menu/ }));
    const changelog = await screen.findByRole('menuitem', { name: /Changelog/ });
    expect(changelog).toHaveTextContent('Updates!');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/account/settings');
    expect(screen.getByRole('menuitem', { name: /Manage Tags/ })).toHaveAttribute('href', '/account/tags');
    expect(screen.getByRole('menuitem', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('menuitem', { name: 'Log Out' })).toHaveAttribute('href', '/logout');
    expect(screen.queryByRole('menuitem', { name: 'Support the Dev' })).toBeNull();

    await userEvent.keyboard('{Escape}');
    localStorage.setItem(LAST_VIEWED_KEY, APP_VERSION);
    await userEvent.click(screen.getByRole('button', { name: /Alice, user menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Changelog' })).not.toHaveTextContent('Updates!');
  });

  test.each([[true], [false]])('the user menu offers Admin only to an administrator (isAdmin %s), asking when it first opens', async (isAdmin) => {
    getDefaultStore().set(userAtom, testUser({ displayName: 'Alice' }));
    const server = fakeServer({ 'GET /api/banners': ok([]), 'GET /api/info/env': ok(publicEnv), 'GET /api/admin/me/perms': ok({ isAdmin }) });
    renderAt('/dashboard', <AppLayout>{page}</AppLayout>);
    expect(server.sent.map((r) => r.url)).not.toContain('/api/admin/me/perms');
    await userEvent.click(screen.getByRole('button', { name: /Alice, user menu/ }));
    await screen.findByRole('menuitem', { name: 'Account' });
    await waitFor(() => expect(server.sent.map((r) => r.url)).toContain('/api/admin/me/perms'));
    if (isAdmin) expect(await screen.findByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    else expect(screen.queryByRole('menuitem', { name: 'Admin' })).toBeNull();
  });
});

describe('SettingsLayout and AdminLayout', () => {
  test('settings: sidebar and breadcrumbs', async () => {
    getDefaultStore().set(userAtom, testUser());
    renderAt('/account/api-keys/new', <SettingsLayout>{page}</SettingsLayout>);
    const nav = within(screen.getByRole('navigation', { name: 'Account' }));
    expect(nav.getByRole('link', { name: 'API Keys' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Tags' })).toHaveAttribute('href', '/account/tags');
    expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/account/settings');
    expect(nav.queryByText('Soon')).toBeNull();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'API Keys' })).toHaveAttribute('href', '/account/api-keys');
    expect(crumbs.getByText('New API Key')).toHaveAttribute('aria-current', 'page');
  });

  test('admin: a non-admin goes to the dashboard', async () => {
    getDefaultStore().set(userAtom, testUser());
    fakeServer({ 'GET /api/banners': ok([]), 'GET /api/info/env': ok(publicEnv), 'GET /api/admin/me/perms': ok({ isAdmin: false }) });
    const view = renderAt('/admin', <AdminLayout>{page}</AdminLayout>);
    await waitFor(() => expect(view.history.at(-1)).toBe('/dashboard'));
    expect(screen.queryByText('The page')).toBeNull();
  });

  test('admin: an admin sees the admin sidebar and the page', async () => {
    getDefaultStore().set(userAtom, testUser());
    fakeServer({ 'GET /api/banners': ok([]), 'GET /api/info/env': ok(publicEnv), 'GET /api/admin/me/perms': ok({ isAdmin: true }) });
    renderAt('/admin', <AdminLayout>{page}</AdminLayout>);
    expect(await screen.findByText('The page')).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Admin' }));
    expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
  });

  test('admin: when the permissions cannot be read, to the dashboard', async () => {
    getDefaultStore().set(userAtom, testUser());
    fakeServer({ 'GET /api/banners': ok([]), 'GET /api/info/env': ok(publicEnv), 'GET /api/admin/me/perms': fail('SERVER_ERROR', 'boom', 500) });
    const view = renderAt('/admin', <AdminLayout>{page}</AdminLayout>);
    await waitFor(() => expect(view.history.at(-1)).toBe('/dashboard'));
  });
});

test.each([
  ['/account', [{ title: 'Account', href: null }]],
  ['/account/api-keys/new', [{ title: 'Account', href: '/account' }, { title: 'API Keys', href: '/account/api-keys' }, { title: 'New API Key', href: null }]],
  ['/admin/users/7', [{ title: 'Admin', href: '/admin' }, { title: 'Users', href: '/admin/users' }, { title: 'User', href: null }]],
])('breadcrumbs of %s', (path, crumbs) => {
  expect(crumbsFor(path)).toEqual(crumbs);
});
