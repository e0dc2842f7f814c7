import { afterAll, beforeAll, expect, test } from 'vitest';
import { defaultUserSettings, type User } from '@inkpace/contracts/api/account';
import { messages } from '@inkpace/contracts/messages';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser } from '@inkpace/test/accounts';
import { data, errorOf } from '@inkpace/test/http';

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
