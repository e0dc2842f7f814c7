import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { user as userSchema } from '@inkpace/contracts/api/account';
import { messages } from '@inkpace/contracts/messages';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { Client, data } from '@inkpace/test/http';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

describe('sign-up', () => {
  test('creates an active, unverified account and mails a verification link that verifies it once', async () => {
    const c = new Client(t.url);
    const res = await c.post('/api/auth/signup', { username: 'Alice_1', email: 'alice@example.com', password: 'correct horse' });
    expect(res.status).toBe(201);
    const created = userSchema.parse(data(res));
    expect(created).toMatchObject({ username: 'Alice_1', displayName: 'Alice_1', isEmailVerified: false, state: 'active' });

    const link = await t.linkFromMail('alice@example.com', /verify/i, '/verify-email/');
    const token = link.split('/verify-email/')[1];
    expect(token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect((await c.post(`/api/auth/verify-email/${token}`)).status).toBe(200);
    const again = await c.post(`/api/auth/verify-email/${token}`);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ success: false, error: { message: messages.errors.verifyLinkInvalid } });

    await c.post('/api/auth/login', { username: 'alice_1', password: 'correct horse' });
    expect(data(await c.get('/api/v1/me'))).toMatchObject({ isEmailVerified: true });
  });
});
