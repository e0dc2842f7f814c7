import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { beforeEach, describe, expect, test } from 'vitest';
import { invalidateAll } from '../cache.ts';
import { signedOut, userAtom } from '../session.ts';
import { colorSchemeManager, theme } from '../theme.ts';
import { publicEnv, testUser } from '../../test/data.ts';
import { fail, fakeServer, ok } from '../../test/fake-server.ts';
import { renderAt } from '../../test/render.tsx';
import { PublicLayout } from './public-layout.tsx';

const env = publicEnv;
const notLoggedIn = fail('NOT_LOGGED_IN', 'You must be logged in to do that.', 401);

const show = () =>
  renderAt(
    '/about',
    <PublicLayout>
      <p>The page</p>
    </PublicLayout>,
  );

beforeEach(() => {
  invalidateAll();
  localStorage.clear();
});

describe('PublicLayout', () => {
  test('a visitor sees Sign Up and Log In, and the landmarks around the page', async () => {
    getDefaultStore().set(userAtom, null);
    fakeServer({ 'GET /api/v1/me': notLoggedIn, 'GET /api/banners': ok([]), 'GET /api/info/env': ok(env) });
    show();
    expect(await screen.findByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Back to the Dashboard' })).toBeNull();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('The page')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Theme' })).toBeInTheDocument();
  });

  test('a signed-in user sees Back to the Dashboard instead', async () => {
    getDefaultStore().set(userAtom, testUser());
    fakeServer({ 'GET /api/v1/me': ok(testUser()), 'GET /api/banners': ok([]), 'GET /api/info/env': ok(env) });
    show();
    expect(await screen.findByRole('link', { name: 'Back to the Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Sign Up' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log In' })).toBeNull();
  });

  test('logging out brings the visitor buttons back', async () => {
    getDefaultStore().set(userAtom, testUser());
    const server = fakeServer({ 'GET /api/v1/me': ok(testUser()), 'GET /api/banners': ok([]), 'GET /api/info/env': ok(env) });
    show();
    await screen.findByRole('link', { name: 'Back to the Dashboard' });
    server.replies['GET /api/v1/me'] = notLoggedIn;
    signedOut();
    expect(await screen.findByRole('link', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to the Dashboard' })).toBeNull();
  });

  test('the footer links the site pages; the donation link shows only when the server names a donation page', async () => {
    fakeServer({ 'GET /api/v1/me': notLoggedIn, 'GET /api/banners': ok([]), 'GET /api/info/env': ok(env) });
    show();
    const footer = within(screen.getByRole('navigation', { name: 'Site' }));
    for (const [name, href] of [['Home', '/'], ['About', '/about'], ['Changelog', '/changelog'], ['Privacy', '/privacy'], ['Help', '/contact#help'], ['Contact', '/contact']]) {
      expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await screen.findByRole('link', { name: 'Sign Up' });
    expect(footer.queryByRole('link', { name: 'Support the Dev' })).toBeNull();
  });

  test('with a donation URL in the environment, the footer offers Support the Dev', async () => {
    fakeServer({ 'GET /api/v1/me': notLoggedIn, 'GET /api/banners': ok([]), 'GET /api/info/env': ok({ ...env, DONATION_URL: 'https://ko-fi.example/inkpace' }) });
    show();
    const footer = within(screen.getByRole('navigation', { name: 'Site' }));
    expect(await footer.findByRole('link', { name: 'Support the Dev' })).toHaveAttribute('href', '/donate');
  });

  test('the theme switch presses the chosen theme and remembers it under "theme"', async () => {
    fakeServer({ 'GET /api/v1/me': notLoggedIn, 'GET /api/banners': ok([]), 'GET /api/info/env': ok(env) });
    render(
      <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="auto">
        <PublicLayout>
          <p>The page</p>
        </PublicLayout>
      </MantineProvider>,
    );
    const dark = screen.getByRole('button', { name: 'Dark theme' });
    await userEvent.click(dark);
    await waitFor(() => expect(dark).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: /Auto theme/ })).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
