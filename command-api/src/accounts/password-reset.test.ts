import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { RESET_LINK_TTL_MS } from '@inkpace/contracts/rules/account';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser } from '@inkpace/test/accounts';
import { Client, data } from '@inkpace/test/http';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const tokenOf = (link: string) => link.split('/reset-password/')[1] ?? '';

describe('password reset', () => {
  test('request by username → mailed link → new password works, old does not, link is single use', async () => {
    const u = await signUpUser(t);
    const anon = new Client(t.url);
    data(await anon.post('/api/auth/reset-password', { username: u.username }));
    const token = tokenOf(await t.linkFromMail(u.email, /reset/i, '/reset-password/'));
    data(await anon.post(`/api/auth/reset-password/${token}`, { newPassword: 'a whole new one' }));
    // A reset ends every session, including the one that was open.
    expect((await u.client.get('/api/v1/me')).status).toBe(401);
    expect((await anon.post('/api/auth/login', { username: u.username, password: u.password })).body).toMatchObject({ error: { code: 'INCORRECT_CREDS' } });
    data(await anon.post('/api/auth/login', { username: u.username, password: 'a whole new one' }));
    const reused = await anon.post(`/api/auth/reset-password/${token}`, { newPassword: 'yet another one' });
    expect(reused.status).toBe(404);
    expect(reused.body).toMatchObject({ success: false, error: { message: messages.errors.resetLinkInvalid } });
  });

  test('an expired link answers an error and changes nothing', async () => {
    const u = await signUpUser(t, { login: false });
    const anon = new Client(t.url);
    data(await anon.post('/api/auth/reset-password', { username: u.username }));
    const token = tokenOf(await t.linkFromMail(u.email, /reset/i, '/reset-password/'));
    t.clock.advance(RESET_LINK_TTL_MS + 1000);
    try {
      const res = await anon.post(`/api/auth/reset-password/${token}`, { newPassword: 'a whole new one' });
      expect(res.status).toBe(404);
    } finally {
      t.clock.set(new Date());
    }
    data(await anon.post('/api/auth/login', { username: u.username, password: u.password }));
  });

  test('a made-up token answers an error', async () => {
    const res = await new Client(t.url).post('/api/auth/reset-password/8fb3e519-fc08-477f-a70e-4132eca599d4', { newPassword: 'whatever long' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false });
  });

  test('an unknown username answers like a known one and sends nothing', async () => {
    const before = (await t.mails()).length;
    const res = await new Client(t.url).post('/api/auth/reset-password', { username: 'no-such-writer' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: null });
    await new Promise((r) => setTimeout(r, 300));
    expect((await t.mails()).length).toBe(before);
  });

  test('a bad token in the path answers VALIDATION_FAILED', async () => {
    const res = await new Client(t.url).post('/api/auth/reset-password/not-a-uuid', { newPassword: 'whatever long' });
    expect(res.status).toBe(400);
  });
});
