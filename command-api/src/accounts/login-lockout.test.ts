import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser } from '@inkpace/test/accounts';
import { redisUrl } from '@inkpace/test/db';
import { Client, data, type ApiResponse } from '@inkpace/test/http';

const wrong = (username: string) => new Client(t.url).post('/api/auth/login', { username, password: 'not the password' });

/** The seconds a locked-out login is told to wait; fails unless the answer is that lockout. */
function lockedFor(res: ApiResponse): number {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ success: false, error: { code: 'TOO_MANY_REQUESTS', message: messages.errors.loginLocked } });
  const seconds = Number(res.headers.get('retry-after'));
  expect(seconds).toBeGreaterThan(0);
  return seconds;
}

let t: TestApp;

// The counters in memory (embedded mode) and in Redis (scaled mode) must behave alike. No workers with Redis:
// their queue would share the run's Redis with other test files, and these tests need no mail.
describe.each([
  ['in memory', () => startTestApp()],
  ['in Redis', () => startTestApp({ roles: ['command', 'query', 'projector'], env: { REDIS_URL: redisUrl() } })],
])('failed logins per account, counted %s', (_label, start) => {
  beforeAll(async () => { t = await start(); });
  afterAll(async () => { await t?.close(); });

  test('of many wrong passwords at once only 5 are checked; the rest, and the right one, answer 429 with Retry-After', async () => {
    const u = await signUpUser(t, { login: false });
    const answers = await Promise.all(Array.from({ length: 30 }, () => wrong(u.username)));
    expect(answers.filter((r) => r.status === 400)).toHaveLength(5);
    for (const res of answers.filter((r) => r.status !== 400)) expect(lockedFor(res)).toBeLessThanOrEqual(15);
    lockedFor(await new Client(t.url).post('/api/auth/login', { username: u.username, password: u.password }));
    // Other accounts are not affected.
    const bystander = await signUpUser(t, { login: false });
    data(await new Client(t.url).post('/api/auth/login', { username: bystander.username, password: bystander.password }));
  });

  test('each further failure doubles the lockout, up to 5 minutes; the right password then clears the count', async () => {
    const u = await signUpUser(t, { login: false });
    for (let i = 0; i < 5; i++) expect((await wrong(u.username)).status).toBe(400);
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const wait = lockedFor(await wrong(u.username));
      waits.push(wait);
      t.clock.advance(wait * 1000);
      expect((await wrong(u.username)).status).toBe(400);
    }
    expect(waits).toEqual([15, 30, 60, 120, 240, 300, 300]);
    t.clock.advance(300_000);
    data(await new Client(t.url).post('/api/auth/login', { username: u.username, password: u.password }));
    for (let i = 0; i < 5; i++) expect((await wrong(u.username)).status).toBe(400);
    lockedFor(await wrong(u.username));
  });

  test('an unknown username is locked the same way, so a lockout says nothing about who exists', async () => {
    const nobody = `nobody${Date.now() % 1_000_000}`;
    for (let i = 0; i < 5; i++) expect((await wrong(nobody)).status).toBe(400);
    expect(lockedFor(await wrong(nobody.toUpperCase()))).toBe(15);
  });
});

