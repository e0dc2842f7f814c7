import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminUser } from '@inkpace/contracts/api/admin';
import { messages } from '@inkpace/contracts/messages';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { makeAdmin, signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { Client, data, errorOf } from '@inkpace/test/http';

let t: TestApp;
let admin: SignedUp;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signUpUser(t);
  await makeAdmin(t, admin.username, admin.client);
});
afterAll(async () => { await t?.close(); });

const e = messages.errors;
const setState = async (id: number, state: string, reason?: string) =>
  admin.client.patch(`/api/admin/user/${id}/state`, reason === undefined ? { state } : { state, reason });
const login = async (u: SignedUp) => new Client(t.url).post('/api/auth/login', { username: u.username, password: u.password });
const lastEvent = async (uuid: string) => (await t.database.pool.query<{ type: string; data: Record<string, unknown>; metadata: Record<string, unknown> }>(
  'select type, data, metadata from events where stream_id = $1 order by stream_revision desc limit 1', [`user-${uuid}`])).rows[0];

describe('PATCH /api/admin/user/{id}/state', () => {
  test('suspend, activate, delete and restore, each with its login effect, recorded with the admin as actor', async () => {
    const u = await signUpUser(t);
    const key = data(await u.client.post<{ token: string }>('/api/v1/api-key', { name: 'plugin', expiresAt: null }));
    const viaKey = new Client(t.url).withBearer(key.token);
    expect((await viaKey.get('/api/v1/ping/api-token')).status).toBe(200);
    const suspended = await setState(u.id, 'suspended', 'spam links');
    expect(suspended.status).toBe(200);
    expect(adminUser.parse(data(suspended))).toMatchObject({ id: u.id, state: 'suspended' });
    expect(await lastEvent(u.uuid)).toMatchObject({
      type: 'AccountStateChanged', data: { state: 'suspended', reason: 'spam links' },
      metadata: { actor: { type: 'admin', id: admin.uuid }, reason: 'spam links', sessionId: expect.any(String) },
    });
    // A suspended user's session stops at once, and they cannot log in.
    expect((await u.client.get('/api/v1/me')).status).toBe(401);
    expect(errorOf(await login(u))).toMatchObject({ status: 403, code: 'ACCOUNT_NOT_ACTIVE', message: e.accountSuspended });
    // Nor does their API key work while they are suspended.
    expect((await viaKey.get('/api/v1/ping/api-token')).status).toBe(401);

    expect(data(await setState(u.id, 'active'))).toMatchObject({ state: 'active' });
    expect((await lastEvent(u.uuid))?.data).toEqual({ state: 'active', reason: 'activated by an administrator' });
    expect((await login(u)).status).toBe(200);

    expect((await viaKey.get('/api/v1/ping/api-token')).status).toBe(200);

    expect(data(await setState(u.id, 'deleted'))).toMatchObject({ state: 'deleted' });
    expect(errorOf(await login(u))).toMatchObject({ code: 'INCORRECT_CREDS' });
    expect((await viaKey.get('/api/v1/ping/api-token')).status).toBe(401);

    expect(data(await setState(u.id, 'active'))).toMatchObject({ state: 'active' });
    expect((await lastEvent(u.uuid))?.data).toEqual({ state: 'active', reason: 'restored by an administrator' });
    expect((await login(u)).status).toBe(200);
  });

  test('transitions spec §4 does not have are refused with 409 and change nothing', async () => {
    const u = await signUpUser(t);
    expect(errorOf(await setState(u.id, 'active'))).toEqual({ status: 409, code: 'CONFLICT', message: e.adminSameState('active') });
    await setState(u.id, 'suspended');
    expect(errorOf(await setState(u.id, 'deleted'))).toEqual({ status: 409, code: 'CONFLICT', message: e.adminTransition('suspended', 'deleted') });
    await setState(u.id, 'active');
    await setState(u.id, 'deleted');
    const before = await lastEvent(u.uuid);
    expect(errorOf(await setState(u.id, 'suspended'))).toEqual({ status: 409, code: 'CONFLICT', message: e.adminTransition('deleted', 'suspended') });
    expect(await lastEvent(u.uuid)).toEqual(before);
  });

  test('an admin cannot suspend or delete their own account; unknown users and states are refused', async () => {
    for (const state of ['suspended', 'deleted']) {
      expect(errorOf(await setState(admin.id, state))).toEqual({ status: 403, code: 'FORBIDDEN', message: e.adminOwnAccount });
    }
    expect((await admin.client.get('/api/v1/me')).status).toBe(200);
    expect(errorOf(await setState(2_000_000_000, 'suspended'))?.status).toBe(404);
    expect(errorOf(await setState(admin.id, 'banned'))).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(errorOf(await setState(admin.id, 'suspended', 'x'.repeat(501)))).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });
});

describe('profile actions', () => {
  test('verify by fiat, and the mails: a verification link and a reset link that works', async () => {
    const u = await signUpUser(t);
    const mailsBefore = (await t.mails()).filter((m) => m.to === u.email).length;
    const verify = await admin.client.post(`/api/admin/user/${u.id}/send-verify-email`);
    expect(verify.status).toBe(201);
    expect(data(verify)).toEqual({});
    await expect.poll(async () => (await t.mails()).filter((m) => m.to === u.email).length, { timeout: 10_000 }).toBeGreaterThan(mailsBefore);

    const fiat = await admin.client.post(`/api/admin/user/${u.id}/verify-email-by-fiat`, { reason: 'called support' });
    expect(fiat.status).toBe(200);
    expect(data(fiat)).toEqual({});
    expect(data(await u.client.get<{ isEmailVerified: boolean }>('/api/v1/me')).isEmailVerified).toBe(true);
    expect(await lastEvent(u.uuid)).toMatchObject({ type: 'EmailVerified', metadata: { actor: { type: 'admin', id: admin.uuid }, reason: 'called support' } });

    expect(errorOf(await admin.client.post(`/api/admin/user/${u.id}/send-verify-email`))).toEqual({ status: 409, code: 'CONFLICT', message: e.adminAlreadyVerified });

    const reset = await admin.client.post(`/api/admin/user/${u.id}/send-password-reset-email`);
    expect(reset.status).toBe(201);
    const link = await t.linkFromMail(u.email, /reset/i, '/reset-password/');
    const token = link.split('/reset-password/')[1];
    expect((await new Client(t.url).post(`/api/auth/reset-password/${token}`, { newPassword: 'a brand new one' })).status).toBe(200);
    expect((await new Client(t.url).post('/api/auth/login', { username: u.username, password: 'a brand new one' })).status).toBe(200);
  });

  test('a suspended account gets none of them (409) and nothing is appended', async () => {
    const u = await signUpUser(t);
    await setState(u.id, 'suspended');
    const before = await lastEvent(u.uuid);
    for (const action of ['verify-email-by-fiat', 'send-verify-email', 'send-password-reset-email']) {
      expect(errorOf(await admin.client.post(`/api/admin/user/${u.id}/${action}`))).toEqual({ status: 409, code: 'CONFLICT', message: e.adminNotActive('suspended') });
    }
    expect(await lastEvent(u.uuid)).toEqual(before);
  });
});

describe('PATCH /api/admin/user/{id}', () => {
  test('renames a user and changes their address; the name is theirs to log in with, and a taken one is refused', async () => {
    const u = await signUpUser(t);
    const other = await signUpUser(t, { login: false });
    const newName = `r${u.username}`.slice(0, 24);
    const res = await admin.client.patch(`/api/admin/user/${u.id}`, { username: newName, email: `new-${u.email}`, reason: 'support ticket 7' });
    expect(adminUser.parse(data(res))).toMatchObject({ id: u.id, username: newName, email: `new-${u.email}`, isEmailVerified: false });
    expect(await lastEvent(u.uuid)).toMatchObject({ type: 'EmailVerificationRequested', metadata: { actor: { type: 'admin', id: admin.uuid }, reason: 'support ticket 7' } });
    expect((await new Client(t.url).post('/api/auth/login', { username: newName, password: u.password })).status).toBe(200);
    expect(errorOf(await admin.client.patch(`/api/admin/user/${u.id}`, { username: other.username }))).toMatchObject({ status: 400, code: 'USERNAME_EXISTS' });
    expect(errorOf(await admin.client.patch(`/api/admin/user/${u.id}`, { isEmailVerified: true }))).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    await setState(u.id, 'suspended');
    expect(errorOf(await admin.client.patch(`/api/admin/user/${u.id}`, { displayName: 'Another' }))).toEqual({ status: 409, code: 'CONFLICT', message: e.adminNotActive('suspended') });
  });
});
