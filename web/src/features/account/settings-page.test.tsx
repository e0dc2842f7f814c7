import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { useApiQuery, invalidateAll } from '../../app/cache.ts';
import { signedIn, userAtom } from '../../app/session.ts';
import { testUser } from '../../test/data.ts';
import { fail, fakeServer, ok } from '../../test/fake-server.ts';
import { renderAt } from '../../test/render.tsx';
import SettingsPage from './settings-page.tsx';

beforeEach(() => {
  invalidateAll();
  signedIn(testUser());
});
// The time zone list has some 400 options: typing into it takes seconds when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

const withSettings = (over: Partial<ReturnType<typeof testUser>['userSettings']>) => testUser({ userSettings: { ...testUser().userSettings, ...over } });

describe('the settings page: profile and display', () => {
  test('sends only the preferences changed, and the page and the user follow the answer', async () => {
    const saved = withSettings({ displayCovers: false, weekStartDay: 1 });
    const server = fakeServer({ 'PATCH /api/v1/me/settings': ok(saved) });
    renderAt('/account/settings', <SettingsPage />);
    const form = screen.getByRole('form', { name: 'Preferences' });
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const user = userEvent.setup();
    await user.click(within(form).getByRole('switch', { name: /Show project covers/ }));
    await user.selectOptions(within(form).getByRole('combobox', { name: /Week starts on/ }), 'Monday');
    await user.click(save);
    await vi.waitFor(() => expect(server.sent).toEqual([
      { method: 'PATCH', url: '/api/v1/me/settings', body: { displayCovers: false, weekStartDay: 1 } },
    ]));
    await vi.waitFor(() => expect(getDefaultStore().get(userAtom)?.userSettings).toEqual(saved.userSettings));
    const after = screen.getByRole('form', { name: 'Preferences' });
    expect(within(after).getByRole('switch', { name: /Show project covers/ })).not.toBeChecked();
    expect(within(after).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  test('a failed save shows the spec message (the server\'s words for a refused value)', async () => {
    fakeServer({ 'PATCH /api/v1/me/settings': fail('SERVER_ERROR', 'boom', 500) });
    renderAt('/account/settings', <SettingsPage />);
    const form = screen.getByRole('form', { name: 'Preferences' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('switch', { name: /Public profile/ }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(messages.errors.settingsSaveFailed);
    fakeServer({ 'PATCH /api/v1/me/settings': fail('VALIDATION_FAILED', messages.validation.weekStartDay) });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(messages.validation.weekStartDay));
  });

  test('after a save, every cached answer is read again (pages shaped by the settings follow without a reload)', async () => {
    let reads = 0;
    const server = fakeServer({ 'PATCH /api/v1/me/settings': ok(withSettings({ weekStartDay: 1 })), 'GET /api/v1/dashboard': () => ok({ read: ++reads }) });
    function Cached() {
      const { data } = useApiQuery('dashboard', () => fetch('/api/v1/dashboard').then((r) => r.json() as Promise<{ data: { read: number } }>));
      return <p>read {data?.data.read ?? 0}</p>;
    }
    renderAt('/account/settings', <><SettingsPage /><Cached /></>);
    expect(await screen.findByText('read 1')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Preferences' });
    const user = userEvent.setup();
    await user.selectOptions(within(form).getByRole('combobox', { name: /Week starts on/ }), 'Monday');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('read 2')).toBeInTheDocument();
    expect(server.sent.filter((r) => r.url === '/api/v1/dashboard')).toHaveLength(2);
  });
});

test('with the public profile on, the page links to it; with it off, it does not', async () => {
  signedIn(withSettings({ enablePublicProfile: true }));
  const { unmount } = renderAt('/account/settings', <SettingsPage />);
  expect(await screen.findByRole('link', { name: 'View your public profile' })).toHaveAttribute('href', `/@${testUser().username}`);
  unmount();
  signedIn(withSettings({ enablePublicProfile: false }));
  renderAt('/account/settings', <SettingsPage />);
  await screen.findByRole('form', { name: 'Preferences' });
  expect(screen.queryByRole('link', { name: 'View your public profile' })).toBeNull();
});

describe('the settings page: lifetime starting balance', () => {
  test('rows as for a project: blank rows and fractions get the spec messages; the record is sent', async () => {
    const server = fakeServer({ 'PATCH /api/v1/me/settings': ok(withSettings({ lifetimeStartingBalance: { word: 12000, time: 90 } })) });
    renderAt('/account/settings', <SettingsPage />);
    const form = screen.getByRole('form', { name: 'Lifetime starting balance' });
    const save = within(form).getByRole('button', { name: 'Save' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Add a balance' }));
    expect(save).toBeDisabled();
    const words = within(form).getByRole('textbox', { name: 'Starting words' });
    await user.type(words, '1.5');
    expect(within(form).getByRole('alert')).toHaveTextContent(messages.validation.wholeNumbers);
    await user.clear(words);
    await user.tab();
    expect(within(form).getByRole('alert')).toHaveTextContent(messages.validation.balanceBlank);
    await user.type(words, '12000');
    await user.click(within(form).getByRole('button', { name: 'Add a balance' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Measure of balance 2' }), 'time');
    await user.type(within(form).getByRole('textbox', { name: 'Starting time: hours' }), '1');
    await user.type(within(form).getByRole('textbox', { name: 'Starting time: minutes' }), '30');
    await user.click(save);
    await vi.waitFor(() => expect(server.sent).toEqual([
      { method: 'PATCH', url: '/api/v1/me/settings', body: { lifetimeStartingBalance: { word: 12000, time: 90 } } },
    ]));
  });

  test('the saved balance is shown as rows, and removing every row sends an empty balance', async () => {
    signedIn(withSettings({ lifetimeStartingBalance: { page: 40 } }));
    const server = fakeServer({ 'PATCH /api/v1/me/settings': ok(testUser()) });
    renderAt('/account/settings', <SettingsPage />);
    const form = screen.getByRole('form', { name: 'Lifetime starting balance' });
    expect(within(form).getByRole('textbox', { name: 'Starting pages' })).toHaveValue('40');
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Remove the pages balance' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(server.sent).toEqual([{ method: 'PATCH', url: '/api/v1/me/settings', body: { lifetimeStartingBalance: {} } }]));
  });
});

describe('the settings page: your day (moved here from /account)', () => {
  test('your day: the time zone and the hour the day ends at are saved together', async () => {
    const server = fakeServer({ 'PATCH /api/v1/me/settings': ok(testUser()) });
    renderAt('/account/settings', <SettingsPage />);
    const form = screen.getByRole('form', { name: 'Your day' });
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const user = userEvent.setup();
    await user.click(within(form).getByRole('combobox', { name: 'My day ends at' }));
    await user.click(await screen.findByRole('option', { name: '2 a.m.', hidden: true }));
    const zone = within(form).getByRole('combobox', { name: 'Time zone' });
    await user.clear(zone);
    await user.type(zone, 'Kiritimati');
    await user.click(await screen.findByRole('option', { name: '(UTC+14:00) Pacific/Kiritimati', hidden: true }));
    await user.click(save);
    await vi.waitFor(() => expect(server.sent).toEqual([
      { method: 'PATCH', url: '/api/v1/me/settings', body: { timeZone: 'Pacific/Kiritimati', dayEndHour: 2 } },
    ]));
  });

  // Issue 27 #8: the list named zones without their offsets.
  test("time zones read with today's offset from UTC, and are found by city or by offset", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-07-01T12:00:00Z'));
      renderAt('/account/settings', <SettingsPage />);
      const form = screen.getByRole('form', { name: 'Your day' });
      const zone = within(form).getByRole('combobox', { name: 'Time zone' });
      // Berlin in summer time.
      expect(zone).toHaveValue('(UTC+02:00) Europe/Berlin');
      const user = userEvent.setup();
      await user.clear(zone);
      await user.type(zone, 'new york');
      expect(await screen.findByRole('option', { name: '(UTC-04:00) America/New York', hidden: true })).toBeInTheDocument();
      await user.clear(zone);
      await user.type(zone, 'UTC+09:00');
      await screen.findByRole('option', { name: '(UTC+09:00) Asia/Tokyo', hidden: true });
      const list = document.getElementById(zone.getAttribute('aria-controls') ?? '');
      const east = within(list ?? document.body).getAllByRole('option', { hidden: true });
      expect(east.length).toBeGreaterThan(3);
      expect(east.every((o) => o.textContent?.startsWith('(UTC+09:00) '))).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  test("a writer without a time zone gets the browser's, once, at sign-in", async () => {
    const server = fakeServer({ 'PATCH /api/v1/me/settings': ok(testUser()) });
    signedIn(testUser({ userSettings: { ...testUser().userSettings, timeZone: null } }));
    await vi.waitFor(() => expect(server.sent).toEqual([
      { method: 'PATCH', url: '/api/v1/me/settings', body: { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone } },
    ]));
    await vi.waitFor(() => expect(getDefaultStore().get(userAtom)?.userSettings.timeZone).toBe('Europe/Berlin'));
  });

  test("answers read before the browser's time zone was adopted (UTC's today) are read again once it is", async () => {
    let reads = 0;
    let answer: (() => void) | undefined;
    const adopted = new Promise<void>((resolve) => { answer = resolve; });
    fakeServer({
      'PATCH /api/v1/me/settings': async () => { await adopted; return ok(testUser()); },
      'GET /api/v1/dashboard': () => ok({ read: ++reads }),
    });
    signedIn(testUser({ userSettings: { ...testUser().userSettings, timeZone: null } }));
    function Cached() {
      const { data } = useApiQuery('dashboard', () => fetch('/api/v1/dashboard').then((r) => r.json() as Promise<{ data: { read: number } }>));
      return <p>read {data?.data.read ?? 0}</p>;
    }
    renderAt('/dashboard', <Cached />);
    expect(await screen.findByText('read 1')).toBeInTheDocument();
    answer?.();
    expect(await screen.findByText('read 2')).toBeInTheDocument();
  });

});
