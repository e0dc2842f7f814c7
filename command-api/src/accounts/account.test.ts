import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { user as userSchema } from '@inkpace/contracts/api/account';
import { messages } from '@inkpace/contracts/messages';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser } from '@inkpace/test/accounts';
import { Client, data } from '@inkpace/test/http';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const errorOf = (res: { body: unknown }) => (res.body as { error?: { code: string; message: string } }).error;

describe('sign-up validation', () => {
  test.each([
    [{ username: 'ab' }, messages.validation.usernameMin],
    [{ username: '1abc' }, messages.validation.usernamePattern],
    [{ username: 'a'.repeat(25) }, messages.validation.usernameMax],
    [{ email: 'not-an-email' }, messages.validation.email],
    [{ password: 'short' }, messages.validation.passwordMin],
  ])('%o answers "%s"', async (override, message) => {
    const body = { username: 'validname', email: 'valid@example.com', password: 'long enough', ...override };
    const res = await new Client(t.url).post('/api/auth/signup', body);
    expect(res.status).toBe(400);
    expect(errorOf(res)).toEqual({ code: 'VALIDATION_FAILED', message });
  });

  test('unknown fields are rejected and nothing is created', async () => {
    const res = await new Client(t.url).post('/api/auth/signup', { username: 'sneaky', email: 's@example.com', password: 'long enough', isAdmin: true });
    expect(res.status).toBe(400);
    expect(errorOf(res)?.code).toBe('VALIDATION_FAILED');
    const login = await new Client(t.url).post('/api/auth/login', { username: 'sneaky', password: 'long enough' });
    expect(errorOf(login)?.code).toBe('INCORRECT_CREDS');
  });

  test('simultaneous sign-ups for one username in different cases: exactly one wins', async () => {
    const base = `race${Date.now() % 100000}`;
    const attempts = await Promise.all(Array.from({ length: 8 }, (_, i) =>
      new Client(t.url).post('/api/auth/signup', {
        username: i % 2 ? base.toUpperCase() : base, email: `r${i}@example.com`, password: 'long enough' })));
    expect(attempts.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of attempts.filter((x) => x.status !== 201)) {
      expect(errorOf(r)).toEqual({ code: 'USERNAME_EXISTS', message: messages.errors.usernameExists });
    }
  });
});

describe('GET and PATCH /api/v1/me', () => {
  test('me answers the user shape and needs a session', async () => {
    const u = await signUpUser(t);
    const me = userSchema.parse(data(await u.client.get('/api/v1/me')));
    expect(me).toMatchObject({ id: u.id, uuid: u.uuid, email: u.email, userSettings: { weekStartDay: 0 } });
    expect((await new Client(t.url).get('/api/v1/me')).status).toBe(401);
  });

  test('PATCH changes only the fields sent', async () => {
    const u = await signUpUser(t);
    const after = data(await u.client.patch('/api/v1/me', { displayName: 'Quill Writer' }));
    expect(after).toMatchObject({ displayName: 'Quill Writer', username: u.username, email: u.email });
    expect(data(await u.client.get('/api/v1/me'))).toMatchObject({ displayName: 'Quill Writer' });
  });

  test('renaming frees the old name and takes the new one; a taken name (any case) answers USERNAME_EXISTS', async () => {
    const a = await signUpUser(t);
    const b = await signUpUser(t);
    const taken = await b.client.patch('/api/v1/me', { username: a.username.toUpperCase() });
    expect(errorOf(taken)?.code).toBe('USERNAME_EXISTS');
    const newName = `${b.username}-new`.slice(0, 24);
    expect(data(await b.client.patch('/api/v1/me', { username: newName }))).toMatchObject({ username: newName });
    const reuse = await new Client(t.url).post('/api/auth/signup', { username: b.username, email: 'z@example.com', password: 'long enough' });
    expect(reuse.status).toBe(201);
  });

  test('a new email address is unverified and gets its own verification link', async () => {
    const u = await signUpUser(t, { verify: true });
    const changed = data(await u.client.patch('/api/v1/me', { email: 'moved@example.com' }));
    expect(changed).toMatchObject({ email: 'moved@example.com', isEmailVerified: false });
    const link = await t.linkFromMail('moved@example.com', /verify/i, '/verify-email/');
    data(await u.client.post(`/api/auth/verify-email/${link.split('/verify-email/')[1]}`));
    expect(data(await u.client.get('/api/v1/me'))).toMatchObject({ isEmailVerified: true });
  });

  test('display name limits use the spec messages', async () => {
    const u = await signUpUser(t);
    const res = await u.client.patch('/api/v1/me', { displayName: 'ab' });
    expect(errorOf(res)).toEqual({ code: 'VALIDATION_FAILED', message: messages.validation.displayNameMin });
  });
});

describe('change password', () => {
  test('a wrong current password answers INCORRECT_CREDS with the spec message', async () => {
    const u = await signUpUser(t);
    const res = await u.client.post('/api/auth/password', { currentPassword: 'wrong one', newPassword: 'brand new secret' });
    expect(errorOf(res)).toEqual({ code: 'INCORRECT_CREDS', message: messages.errors.currentPasswordMismatch });
  });

  test('changing keeps this session, ends the others, and mails a notice', async () => {
    const u = await signUpUser(t);
    const elsewhere = new Client(t.url);
    data(await elsewhere.post('/api/auth/login', { username: u.username, password: u.password }));
    data(await u.client.post('/api/auth/password', { currentPassword: u.password, newPassword: 'brand new secret' }));
    expect((await u.client.get('/api/v1/me')).status).toBe(200);
    expect((await elsewhere.get('/api/v1/me')).status).toBe(401);
    const fresh = new Client(t.url);
    expect(errorOf(await fresh.post('/api/auth/login', { username: u.username, password: u.password }))?.code).toBe('INCORRECT_CREDS');
    data(await fresh.post('/api/auth/login', { username: u.username, password: 'brand new secret' }));
    await expect.poll(async () => (await t.mails()).some((m) => m.to.includes(u.email) && /password was changed/i.test(m.subject))).toBe(true);
  });

  test('the new password must be at least 8 characters', async () => {
    const u = await signUpUser(t);
    const res = await u.client.post('/api/auth/password', { currentPassword: u.password, newPassword: 'short' });
    expect(errorOf(res)).toEqual({ code: 'VALIDATION_FAILED', message: messages.validation.newPasswordMin });
  });
});

describe('verification links', () => {
  test('resend sends a new link; both links work until one is used; a verified user cannot resend', async () => {
    const u = await signUpUser(t);
    const first = await t.linkFromMail(u.email, /verify/i, '/verify-email/');
    data(await u.client.post('/api/auth/verify-email'));
    await expect.poll(async () => (await t.mails()).filter((m) => m.to.includes(u.email) && /verify/i.test(m.subject)).length).toBe(2);
    const second = await t.linkFromMail(u.email, /verify/i, '/verify-email/');
    expect(second).not.toBe(first);
    data(await u.client.post(`/api/auth/verify-email/${second.split('/verify-email/')[1]}`));
    const resend = await u.client.post('/api/auth/verify-email');
    expect(errorOf(resend)).toEqual({ code: 'VALIDATION_FAILED', message: messages.errors.alreadyVerified });
  });

  test('a failed command appends nothing to the log', async () => {
    const u = await signUpUser(t);
    const count = async () => Number((await t.database.pool.query('select count(*) from events')).rows[0]?.count);
    const before = await count();
    await u.client.post('/api/auth/password', { currentPassword: 'wrong', newPassword: 'long enough new' });
    await u.client.patch('/api/v1/me', { username: '!' });
    await u.client.post('/api/v1/api-key', { name: 'x', expiresAt: '2001-01-01T00:00:00Z' });
    expect(await count()).toBe(before);
  });
});
