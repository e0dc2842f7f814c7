import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { RESET_LINK_TTL_MS } from '@inkpace/contracts/rules/account';
import { RESET_MAIL_WINDOW_MS, RESET_MAILS_PER_WINDOW } from '@inkpace/contracts/rules/limits';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser } from '@inkpace/test/accounts';
import { Client, data } from '@inkpace/test/http';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const tokenOf = (link: string) => link.split('/reset-password/')[1] ?? '';

/** The reset mails among `mails` sent to `email` (any case). */
const resetMailsTo = (mails: Array<{ to: string; subject: string }>, email: string) =>
  mails.filter((m) => m.to.toLowerCase().includes(email.toLowerCase()) && /reset/i.test(m.subject));

/** The tokens of the first `count` reset mails sent to `email`, oldest first. */
async function resetTokens(email: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const links = (await t.mails())
      .filter((m) => m.to.toLowerCase().includes(email.toLowerCase()) && /reset/i.test(m.subject))
      .map((m) => m.text.match(/https?:\/\/\S+\/reset-password\/(\S+)/)?.[1])
      .filter((x): x is string => x !== undefined);
    if (links.length >= count) return links.slice(0, count);
    if (Date.now() > deadline) throw new Error(`expected ${count} reset mails to ${email}, got ${links.length}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

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

  test('a reset voids every other pending reset link', async () => {
    const u = await signUpUser(t, { login: false });
    const anon = new Client(t.url);
    data(await anon.post('/api/auth/reset-password', { username: u.username }));
    const [first] = await resetTokens(u.email, 1);
    data(await anon.post('/api/auth/reset-password', { username: u.username }));
    const [, second] = await resetTokens(u.email, 2);
    data(await anon.post(`/api/auth/reset-password/${second}`, { newPassword: 'the second one' }));
    const stale = await anon.post(`/api/auth/reset-password/${first}`, { newPassword: 'the first one' });
    expect(stale.status).toBe(404);
    expect(stale.body).toMatchObject({ success: false, error: { message: messages.errors.resetLinkInvalid } });
    data(await anon.post('/api/auth/login', { username: u.username, password: 'the second one' }));
  });

  test('a password change voids pending reset links', async () => {
    const u = await signUpUser(t);
    const anon = new Client(t.url);
    data(await anon.post('/api/auth/reset-password', { username: u.username }));
    const [pending] = await resetTokens(u.email, 1);
    data(await u.client.post('/api/auth/password', { currentPassword: u.password, newPassword: 'changed on purpose' }));
    const stale = await anon.post(`/api/auth/reset-password/${pending}`, { newPassword: 'an attacker wants this' });
    expect(stale.status).toBe(404);
    data(await anon.post('/api/auth/login', { username: u.username, password: 'changed on purpose' }));
  });

  test('at most 3 reset mails an hour per account; further requests answer alike but send nothing', async () => {
    const u = await signUpUser(t, { login: false });
    const anon = new Client(t.url);
    const ask = async () => expect((await anon.post('/api/auth/reset-password', { username: u.username })).body).toEqual({ success: true, data: null });
    for (let i = 0; i < RESET_MAILS_PER_WINDOW + 2; i++) await ask();
    await resetTokens(u.email, RESET_MAILS_PER_WINDOW);
    // Mail goes out after the answer: give the extra requests time to (not) send theirs.
    await new Promise((r) => setTimeout(r, 1_000));
    expect((await t.mails()).filter((m) => m.to.includes(u.email) && /reset/i.test(m.subject))).toHaveLength(RESET_MAILS_PER_WINDOW);
    t.clock.advance(RESET_MAIL_WINDOW_MS);
    try {
      await ask();
      await resetTokens(u.email, RESET_MAILS_PER_WINDOW + 1);
    } finally {
      t.clock.set(new Date());
    }
  });

  test('the cap holds for simultaneous requests too, and for every spelling of the name', async () => {
    const u = await signUpUser(t, { login: false });
    const spellings = [u.username, u.username.toUpperCase(), ` ${u.username} `, u.username.toLowerCase()];
    const answers = await Promise.all(Array.from({ length: 3 * RESET_MAILS_PER_WINDOW }, (_, i) =>
      new Client(t.url).post('/api/auth/reset-password', { username: spellings[i % spellings.length] })));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    await resetTokens(u.email, RESET_MAILS_PER_WINDOW);
    await new Promise((r) => setTimeout(r, 2_000));
    expect(resetMailsTo(await t.mails(), u.email)).toHaveLength(RESET_MAILS_PER_WINDOW);
  });

  test('the cap is per address: accounts sharing one (any case) get 3 reset mails an hour between them', async () => {
    const email = `shared${Date.now()}@example.com`;
    const names = [`sharer${Date.now() % 1e6}a`, `sharer${Date.now() % 1e6}b`, `sharer${Date.now() % 1e6}c`];
    const spelled = [email, email.toUpperCase(), ` ${email}`];
    for (const [i, username] of names.entries()) {
      data(await new Client(t.url).post('/api/auth/signup', { username, email: spelled[i], password: 'correct horse battery' }));
    }
    const answers = await Promise.all(Array.from({ length: 4 * names.length }, (_, i) =>
      new Client(t.url).post('/api/auth/reset-password', { username: names[i % names.length] })));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    await resetTokens(email, RESET_MAILS_PER_WINDOW);
    await new Promise((r) => setTimeout(r, 2_000));
    expect(resetMailsTo(await t.mails(), email)).toHaveLength(RESET_MAILS_PER_WINDOW);
    t.clock.advance(RESET_MAIL_WINDOW_MS);
    try {
      data(await new Client(t.url).post('/api/auth/reset-password', { username: names[2] }));
      await resetTokens(email, RESET_MAILS_PER_WINDOW + 1);
    } finally {
      t.clock.set(new Date());
    }
  });

  test('GET on a link says whether it can still be used, without using it: the page asks before a password is typed', async () => {
    const u = await signUpUser(t, { login: false });
    const anon = new Client(t.url);
    data(await anon.post('/api/auth/reset-password', { username: u.username }));
    const [token] = await resetTokens(u.email, 1);
    const invalid = { success: false, error: { code: 'NOT_FOUND', message: messages.errors.resetLinkInvalid } };
    expect((await anon.get(`/api/auth/reset-password/${token}`)).body).toEqual({ success: true, data: null });
    expect((await anon.get(`/api/auth/reset-password/${token}`)).status).toBe(200); // asking does not use it
    data(await anon.post(`/api/auth/reset-password/${token}`, { newPassword: 'checked first' }));
    expect((await anon.get(`/api/auth/reset-password/${token}`)).body).toEqual(invalid);
    expect((await anon.get('/api/auth/reset-password/0b7e3b52-5a43-4c8f-9a39-2d7b7f6f0c11')).body).toEqual(invalid);
    // An expired one too.
    data(await anon.post('/api/auth/reset-password', { username: u.username }));
    const [, later] = await resetTokens(u.email, 2);
    t.clock.advance(RESET_LINK_TTL_MS + 1);
    try {
      expect((await anon.get(`/api/auth/reset-password/${later}`)).body).toEqual(invalid);
    } finally {
      t.clock.set(new Date());
    }
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
