import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import type { Banner } from '@inkpace/contracts/api/banner';
import { invalidateAll } from '../../app/cache.ts';
import { fail, fakeServer, ok } from '../../test/fake-server.ts';
import { testBanner } from '../../test/data.ts';
import { renderAt } from '../../test/render.tsx';
import { BannerArea } from './banner-area.tsx';
import { DISMISSED_KEY, pruneDismissed, visibleBanners } from './dismissals.ts';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
let next = 1;
const banner = (message: string, over: Partial<Banner> = {}): Banner => testBanner(next++, { message, ...over });
const stored = (): unknown => JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '[]');

beforeEach(() => {
  invalidateAll();
  localStorage.clear();
});

describe('BannerArea', () => {
  test('shows enabled, unexpired banners, with markdown and raw HTML as text', async () => {
    const shown = banner('**Maintenance** tonight <script>alert(1)</script>');
    fakeServer({ 'GET /api/banners': ok([shown, banner('Old news', { showUntil: inDays(-1) }), banner('Draft', { enabled: false })]) });
    renderAt('/', <BannerArea />);
    const region = await screen.findByRole('region', { name: 'Announcements' });
    expect(within(region).getByText('Maintenance').tagName).toBe('STRONG');
    expect(region).toHaveTextContent('<script>alert(1)</script>');
    expect(region.querySelector('script')).toBeNull();
    expect(screen.queryByText('Old news')).toBeNull();
    expect(screen.queryByText('Draft')).toBeNull();
  });

  // Banners carry an icon name (spec §3); the page drew only the colour's icon, whatever the name.
  test('each banner shows the icon its name stands for; a name the site does not draw falls back to its colour\'s', async () => {
    fakeServer({ 'GET /api/banners': ok([
      banner('Party tonight', { icon: 'celebration', color: 'success' }),
      banner('Down for repairs', { icon: 'pi pi-wrench', color: 'warning' }),
      banner('Mystery', { icon: 'rocket_launch_2000', color: 'error' }),
      banner('Plain', { icon: 'campaign' }),
    ]) });
    renderAt('/', <BannerArea />);
    await screen.findByText('Party tonight');
    const iconOf = (text: string) => screen.getByText(text).closest('[role="note"]')?.querySelector('svg[data-icon]')?.getAttribute('data-icon');
    expect(iconOf('Party tonight')).toBe('celebration');
    expect(iconOf('Down for repairs')).toBe('build');
    expect(iconOf('Mystery')).toBe('error');
    expect(iconOf('Plain')).toBe('campaign');
  });

  test('renders nothing when there are no current banners', async () => {
    const server = fakeServer({ 'GET /api/banners': ok([]) });
    renderAt('/', <BannerArea />);
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
  });

  test('dismissing a banner hides it and remembers its uuid', async () => {
    const first = banner('First news');
    const second = banner('Second news', { color: 'warning' });
    fakeServer({ 'GET /api/banners': ok([first, second]) });
    const view = renderAt('/', <BannerArea />);
    await screen.findByText('First news');
    const alert = screen.getByText('First news').closest('[role="note"]');
    if (!(alert instanceof HTMLElement)) throw new Error('the banner is not a note');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByText('First news')).toBeNull();
    expect(screen.getByText('Second news')).toBeInTheDocument();
    expect(stored()).toEqual([first.uuid]);

    // Another page load: still dismissed.
    view.unmount();
    invalidateAll();
    fakeServer({ 'GET /api/banners': ok([first, second]) });
    renderAt('/', <BannerArea />);
    await screen.findByText('Second news');
    expect(screen.queryByText('First news')).toBeNull();
  });

  test('dismissals of banners that are no longer current are pruned', async () => {
    const current = banner('Still here');
    const other = banner('Also here');
    localStorage.setItem(DISMISSED_KEY, JSON.stringify(['11111111-1111-4111-8111-111111111111', current.uuid]));
    fakeServer({ 'GET /api/banners': ok([current, other]) });
    renderAt('/', <BannerArea />);
    await screen.findByText('Also here');
    expect(screen.queryByText('Still here')).toBeNull();
    await waitFor(() => expect(stored()).toEqual([current.uuid]));
  });

  test('a failed load keeps the remembered dismissals', async () => {
    localStorage.setItem(DISMISSED_KEY, JSON.stringify(['11111111-1111-4111-8111-111111111111']));
    const server = fakeServer({ 'GET /api/banners': fail('SERVER_ERROR', 'boom', 500) });
    renderAt('/', <BannerArea />);
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
    expect(stored()).toEqual(['11111111-1111-4111-8111-111111111111']);
  });
});

describe('the dismissal rules', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  test.each([
    ['enabled, until later', { enabled: true, showUntil: '2026-05-02T00:00:00Z' }, [], true],
    ['enabled, until this very instant', { enabled: true, showUntil: '2026-05-01T12:00:00Z' }, [], true],
    ['enabled, expired', { enabled: true, showUntil: '2026-05-01T11:59:59Z' }, [], false],
    ['disabled', { enabled: false, showUntil: '2026-05-02T00:00:00Z' }, [], false],
    ['dismissed here', { enabled: true, showUntil: '2026-05-02T00:00:00Z' }, ['u'], false],
  ])('%s → visible: %s', (_name, fields, dismissed, visible) => {
    expect(visibleBanners([{ uuid: 'u', ...fields }], dismissed, now)).toHaveLength(visible ? 1 : 0);
  });

  test('pruning keeps only uuids still listed, and clears storage when none are', () => {
    localStorage.setItem(DISMISSED_KEY, JSON.stringify(['a', 'b', 'c']));
    expect(pruneDismissed(['b', 'z'])).toEqual(['b']);
    expect(stored()).toEqual(['b']);
    expect(pruneDismissed([])).toEqual([]);
    expect(localStorage.getItem(DISMISSED_KEY)).toBeNull();
  });

  test('unreadable storage counts as nothing dismissed', () => {
    localStorage.setItem(DISMISSED_KEY, '{not json');
    expect(pruneDismissed(['a'])).toEqual([]);
    localStorage.setItem(DISMISSED_KEY, JSON.stringify([1, 'a', null]));
    expect(pruneDismissed(['a'])).toEqual(['a']);
  });
});
