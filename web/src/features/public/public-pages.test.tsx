import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { APP_VERSION } from '../../app/constants.ts';
import { invalidateAll } from '../../app/cache.ts';
import { LAST_VIEWED_KEY } from '../../ui/last-viewed.ts';
import { fail, fakeServer, ok } from '../../test/fake-server.ts';
import { renderAt } from '../../test/render.tsx';
import ChangelogPage from './changelog-page.tsx';
import HomePage from './home-page.tsx';

beforeEach(() => {
  invalidateAll();
  localStorage.clear();
});

describe('HomePage', () => {
  test('hero, sign-up link and five feature sections with screenshots', () => {
    renderAt('/', <HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Sign up/i })[0]).toHaveAttribute('href', '/signup');
    for (const name of ['Track in any measure', 'Hit your targets', 'Build habits that stick', 'Write with friends', 'Private by design']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('button', { name: /^Enlarge screenshot/ })).toHaveLength(5);
    expect(screen.getByRole('img', { name: /dashboard, where progress shows up/ })).toHaveAttribute('src', '/screenshots/track.png');
  });

  test('a screenshot opens a larger preview with the keyboard; Escape closes it and focus returns', async () => {
    renderAt('/', <HomePage />);
    const thumb = screen.getByRole('button', { name: /Enlarge screenshot: A leaderboard: three writers/ });
    thumb.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: /A leaderboard: three writers/ });
    expect(within(dialog).getByRole('img', { name: /A leaderboard: three writers/ })).toHaveAttribute('src', '/screenshots/leaderboards.png');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(thumb).toHaveFocus());
  });

  test('a screenshot that fails to load becomes a described placeholder', () => {
    renderAt('/', <HomePage />);
    const img = screen.getByRole('img', { name: /daily habit’s page/ });
    fireEvent.error(img);
    const placeholder = screen.getByRole('img', { name: /daily habit’s page/ });
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder).toHaveTextContent(/daily habit’s page/);
  });
});

describe('ChangelogPage', () => {
  const versions = [
    { version: '1.4.0', changes: [{ tag: 'NEW', entry: 'Banners with **markdown** <em>raw</em>', credit: 'Sam' }, { tag: 'SECURITY', entry: 'Safer links' }] },
    { version: '1.3.0', changes: [{ tag: 'FIXED', entry: 'A [link](javascript:alert(1))' }] },
  ];

  test('lists versions with anchors, tags, markdown entries and credits; records the version viewed', async () => {
    fakeServer({ 'GET /api/info/changelog': ok(versions) });
    renderAt('/changelog', <ChangelogPage />);
    const latest = await screen.findByRole('region', { name: /Version 1\.4\.0/ });
    expect(latest).toHaveAttribute('id', 'v1.4.0');
    expect(within(latest).getByRole('link', { name: 'Link to version 1.4.0' })).toHaveAttribute('href', '#v1.4.0');
    expect(within(latest).getByText('NEW')).toBeInTheDocument();
    expect(within(latest).getByText('SECURITY')).toBeInTheDocument();
    expect(within(latest).getByText('markdown').tagName).toBe('STRONG');
    expect(latest).toHaveTextContent('<em>raw</em>');
    expect(within(latest).getByText('Thanks to Sam')).toBeInTheDocument();
    const older = screen.getByRole('region', { name: /Version 1\.3\.0/ });
    expect(within(older).queryByRole('link', { name: 'link' })).toBeNull();
    expect(localStorage.getItem(LAST_VIEWED_KEY)).toBe(APP_VERSION);
  });

  test('shows the error message when loading fails', async () => {
    fakeServer({ 'GET /api/info/changelog': fail('SERVER_ERROR', 'The changelog file is missing.', 500) });
    renderAt('/changelog', <ChangelogPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The changelog file is missing.');
    expect(localStorage.getItem(LAST_VIEWED_KEY)).toBe(APP_VERSION);
  });
});
