import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { SESSION_IDLE_MS } from '@inkpace/contracts/rules/account';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser } from '@inkpace/test/accounts';
import { Client, data } from '@inkpace/test/http';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

describe('login and logout', () => {
  test('login sets an HttpOnly, SameSite=Lax session cookie and answers with the user', async () => {
    const u = await signUpUser(t, { login: false });
    const c = new Client(t.url);
    const res = await c.post('/api/auth/login', { username: u.username.toUpperCase(), password: u.password });
    expect(res.status).toBe(200);
    expect(data(res)).toMatchObject({ username: u.username, id: u.id });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^inkpace_session=[A-Za-z0-9_-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // http://localhost: a Secure cookie would never be sent back
    expect(data(await c.get('/api/v1/me'))).toMatchObject({ id: u.id });
  });

  test('a wrong password and an unknown username fail alike, without saying which', async () => {
    const u = await signUpUser(t, { login: false });
    const c = new Client(t.url);
    const wrongPassword = await c.post('/api/auth/login', { username: u.username, password: 'not the password' });
    const unknownUser = await c.post('/api/auth/login', { username: 'nobody-here', password: u.password });
    for (const res of [wrongPassword, unknownUser]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: { code: 'INCORRECT_CREDS', message: messages.errors.incorrectCreds } });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  test('empty credentials answer the spec messages', async () => {
    const res = await new Client(t.url).post('/api/auth/login', { username: '', password: '' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    const message = res.body.success ? '' : res.body.error.message;
    expect(message).toContain(messages.validation.loginUsername);
    expect(message).toContain(messages.validation.loginPassword);
  });

  test('logout ends the session on the server, not just in the browser', async () => {
    const u = await signUpUser(t);
    const stolen = u.client.sessionCookie ?? '';
    data(await u.client.post('/api/auth/logout'));
    expect((await u.client.get('/api/v1/me')).status).toBe(401);
    const replay = await new Client(t.url).request('GET', '/api/v1/me', undefined, { cookie: stolen });
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ success: false, error: { code: 'NOT_LOGGED_IN' } });
  });

  test('each login gets a new session id; the one presented at login stops working', async () => {
    const u = await signUpUser(t);
    const before = u.client.sessionCookie ?? '';
    data(await u.client.post('/api/auth/login', { username: u.username, password: u.password }));
    expect(u.client.sessionCookie).not.toBe(before);
    expect((await new Client(t.url).request('GET', '/api/v1/me', undefined, { cookie: before })).status).toBe(401);
    expect((await u.client.get('/api/v1/me')).status).toBe(200);
  });

  test('a session unused for the idle period expires', async () => {
    const u = await signUpUser(t);
    t.clock.advance(SESSION_IDLE_MS + 60_000);
    try {
      expect((await u.client.get('/api/v1/me')).status).toBe(401);
    } finally {
      t.clock.set(new Date());
    }
  });

  test('a deleted account cannot log in and its sessions end', async () => {
    const u = await signUpUser(t);
    const other = new Client(t.url);
    data(await other.post('/api/auth/login', { username: u.username, password: u.password }));
    data(await u.client.delete('/api/v1/me'));
    expect((await other.get('/api/v1/me')).status).toBe(401);
    const res = await new Client(t.url).post('/api/auth/login', { username: u.username, password: u.password });
    expect(res.body).toMatchObject({ error: { code: 'INCORRECT_CREDS' } });
    // Its username stays reserved, so the account can be restored.
    const again = await new Client(t.url).post('/api/auth/signup', { username: u.username, email: 'x@example.com', password: 'another password' });
    expect(again.body).toMatchObject({ error: { code: 'USERNAME_EXISTS', message: messages.errors.usernameExists } });
  });
});
