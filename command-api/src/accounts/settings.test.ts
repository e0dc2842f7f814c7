import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { defaultUserSettings, type User } from '@inkpace/contracts/api/account';
import { historyPage } from '@inkpace/contracts/api/admin';
import { routeTables } from '@inkpace/contracts/api/index';
import { messages } from '@inkpace/contracts/messages';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { makeAdmin, signUpUser } from '@inkpace/test/accounts';
import { data, errorOf } from '@inkpace/test/http';
import { projectionCaughtUp } from '@inkpace/test/projections';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

test('a new account has the default settings: no time zone yet (UTC), days ending at midnight', async () => {
  const u = await signUpUser(t);
  expect(data(await u.client.get<User>('/api/v1/me')).userSettings).toEqual(defaultUserSettings);
});

test('PATCH /me/settings changes only the fields sent, and answers the user', async () => {
  const u = await signUpUser(t);
  const first = data(await u.client.patch<User>('/api/v1/me/settings', { timeZone: 'Pacific/Kiritimati', dayEndHour: 2 }));
  expect(first.userSettings).toEqual({ ...defaultUserSettings, timeZone: 'Pacific/Kiritimati', dayEndHour: 2 });
  const second = data(await u.client.patch<User>('/api/v1/me/settings', { weekStartDay: 1, displayStreaks: false }));
  expect(second.userSettings).toEqual({ ...defaultUserSettings, timeZone: 'Pacific/Kiritimati', dayEndHour: 2, weekStartDay: 1, displayStreaks: false });
  expect(data(await u.client.get<User>('/api/v1/me')).userSettings).toEqual(second.userSettings);
});

test('unknown zones, day ends past 6 a.m. and unknown fields are refused; nothing changes', async () => {
  const u = await signUpUser(t);
  expect(errorOf(await u.client.patch('/api/v1/me/settings', { timeZone: 'Mars/Olympus_Mons' }))).toMatchObject({ status: 400, message: messages.validation.timeZone });
  expect(errorOf(await u.client.patch('/api/v1/me/settings', { dayEndHour: 7 }))).toMatchObject({ status: 400, message: messages.validation.dayEndHour });
  expect(errorOf(await u.client.patch('/api/v1/me/settings', { dayEndHour: 1.5 }))).toMatchObject({ status: 400 });
  expect(errorOf(await u.client.patch('/api/v1/me/settings', { theme: 'dark' }))).toMatchObject({ status: 400 });
  expect(data(await u.client.get<User>('/api/v1/me')).userSettings).toEqual(defaultUserSettings);
});

test('settings are the account\'s own: an API key cannot change them (a public profile is one of them)', async () => {
  const u = await signUpUser(t);
  const key = data(await u.client.post<{ token: string }>('/api/v1/api-key', { name: 'script', expiresAt: null }));
  const res = await u.client.withBearer(key.token).request<User>('PATCH', '/api/v1/me/settings', { enablePublicProfile: true });
  expect(errorOf(res)).toEqual({ status: 401, code: 'NOT_LOGGED_IN', message: messages.errors.sessionOnly });
  expect(data(await u.client.get<User>('/api/v1/me')).userSettings.enablePublicProfile).toBe(false);
});

test('each settings change appears in the user\'s history: each setting from its earlier value (the default at first) to the new one', async () => {
  const admin = await signUpUser(t);
  await makeAdmin(t, admin.username, admin.client);
  const u = await signUpUser(t);
  data(await u.client.patch('/api/v1/me/settings', { displayCovers: false, weekStartDay: 1 }));
  data(await u.client.patch('/api/v1/me/settings', { lifetimeStartingBalance: { word: 12_000, time: 90 } }));
  data(await u.client.patch('/api/v1/me/settings', { enablePublicProfile: true, displayStreaks: false }));
  // A field sent with the value it already has changes nothing, so nothing is recorded.
  data(await u.client.patch('/api/v1/me/settings', { weekStartDay: 1 }));
  await projectionCaughtUp(t, 'audit');
  const page = historyPage.parse(data(await admin.client.get(`/api/admin/user/${u.id}/history?types=SettingsChanged`)));
  expect(page.items.map((i) => i.changes)).toEqual([
    { enablePublicProfile: { from: false, to: true }, displayStreaks: { from: true, to: false } },
    { lifetimeStartingBalance: { from: {}, to: { word: 12_000, time: 90 } } },
    { displayCovers: { from: true, to: false }, weekStartDay: { from: 0, to: 1 } },
  ]);
  for (const item of page.items) expect(item).toMatchObject({ role: 'self', actor: { userId: u.id }, source: 'web' });
});

/** Every route of the API under /api/v1/me or /api/admin/me, from the route tables the server registers. */
const meRoutes = Object.values(routeTables).flatMap((table) => Object.values(table)).filter((r) => /^\/api\/(v1|admin)\/me(\/|$)/.test(r.path));

/** What each route would change if it let the key in: a write that the assertions below would see. */
const attempts: Record<string, unknown> = {
  'PATCH /api/v1/me': { displayName: 'Key Holder', email: 'key@example.com' },
  'PATCH /api/v1/me/settings': { enablePublicProfile: true, weekStartDay: 3, lifetimeStartingBalance: { word: 5 } },
};
// A 1×1 PNG, for upload routes (the avatar): the refusal must come before the file is even looked at.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test('an API key is refused on every /me route (walked from the route table), and nothing is written', async () => {
  expect(meRoutes.map((r) => `${r.method} ${r.path}`)).toEqual(expect.arrayContaining(
    ['GET /api/v1/me', 'PATCH /api/v1/me', 'PATCH /api/v1/me/settings', 'DELETE /api/v1/me', 'GET /api/admin/me/perms']));
  const u = await signUpUser(t);
  const key = data(await u.client.post<{ token: string }>('/api/v1/api-key', { name: 'script', expiresAt: null }));
  const viaKey = u.client.withBearer(key.token);
  const before = data(await u.client.get<User>('/api/v1/me'));
  const head = async (): Promise<string | null> =>
    (await sql<{ head: string | null }>`select max(global_position)::text as head from events`.execute(t.database.db)).rows[0]?.head ?? null;
  const logBefore = await head();

  for (const r of meRoutes) {
    const path = r.path.replace(/:[a-zA-Z]+/g, '1');
    const name = `${r.method} ${r.path}`;
    const res = r.upload
      ? await viaKey.upload(path, r.upload.field, PNG, 'a.png', 'image/png')
      : await viaKey.request(r.method, path, attempts[name] ?? (r.method === 'GET' || r.method === 'DELETE' ? undefined : {}));
    expect({ name, error: errorOf(res) }).toEqual({ name, error: { status: 401, code: 'NOT_LOGGED_IN', message: messages.errors.sessionOnly } });
  }

  expect(await head()).toBe(logBefore);
  const after = data(await u.client.get<User>('/api/v1/me'));
  expect(after).toEqual(before);
});
