import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '@inkpace/infra/config';
import { createLogger } from '@inkpace/infra/log';
import { freePort } from '@inkpace/infra/net';
import { startApp, type RunningApp } from '@inkpace/infra/run';
import { startTestApp, type TestApp } from '../support/app.ts';
import { redisUrl } from '../support/db.ts';
import { Client } from '../support/http.ts';
import { budgetOf, expectTooMany } from '../support/rate-limits.ts';
import { LIVE_STREAMS_PER_WRITER } from '@inkpace/contracts/rules/limits';
import { signUpUser } from '../support/accounts.ts';
import { BOARDS, createBoard } from '../../command-api/src/leaderboards/board-http-fixtures.ts';

// No workers: their BullMQ queue would share the run's Redis with other test files; the limits need none.
const HTTP_ONLY = ['command', 'query', 'projector'] as const;
const LIMITS = { API_RATE_LIMIT: '5', AUTH_RATE_LIMIT: '4' };

describe('with REDIS_URL, every instance counts against the same budgets', () => {
  let t: TestApp;
  let second: RunningApp;
  beforeAll(async () => {
    t = await startTestApp({ roles: [...HTTP_ONLY], env: { ...LIMITS, REDIS_URL: redisUrl() } });
    const config = loadConfig({ PORT: '0', DATABASE_URL: t.database.url, REDIS_URL: redisUrl(), LOG_LEVEL: 'silent', ...LIMITS });
    second = await startApp(config, { roles: ['command', 'query'], clock: t.clock, log: createLogger('silent'), host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  test('requests to two instances share one API budget and one sign-in budget', async () => {
    const [a, b] = [new Client(t.url), new Client(second.url ?? '')];
    for (let i = 0; i < 5; i++) {
      const res = await (i % 2 ? b : a).get('/api/v1/ping');
      expect(res.status).toBe(200);
      expect(budgetOf(res).remaining).toBe(4 - i);
    }
    expectTooMany(await a.get('/api/v1/ping'));
    expectTooMany(await b.get('/api/v1/ping'));
    for (let i = 0; i < 4; i++) expect((await (i % 2 ? b : a).post('/api/auth/reset-password', { username: 'someone' })).status).toBe(200);
    expectTooMany(await b.post('/api/auth/login', { username: 'someone', password: 'wrong password' }));
  });
});

describe('with REDIS_URL, a writer\'s live streams are counted over every instance', () => {
  let t: TestApp;
  let second: RunningApp;
  beforeAll(async () => {
    t = await startTestApp({ roles: [...HTTP_ONLY], env: { REDIS_URL: redisUrl() } });
    const config = loadConfig({ PORT: '0', DATABASE_URL: t.database.url, REDIS_URL: redisUrl(), LOG_LEVEL: 'silent' });
    second = await startApp(config, { roles: ['query'], clock: t.clock, log: createLogger('silent'), host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  /** Opens a board's event stream; answers its status, and a way to close it. */
  async function openStream(baseUrl: string, path: string, cookie: string): Promise<{ status: number; close(): void }> {
    const controller = new AbortController();
    const res = await fetch(baseUrl + path, { headers: { cookie }, signal: controller.signal });
    if (res.status !== 200) await res.arrayBuffer();
    return { status: res.status, close: () => controller.abort() };
  }

  test('streams open on two instances share one cap, and a closed one frees its place for either', async () => {
    const writer = await signUpUser(t);
    const path = `${BOARDS}/${(await createBoard(writer)).uuid}/live`;
    const cookie = writer.client.sessionCookie ?? '';
    const urls = [t.url, second.url ?? ''];
    const open = [];
    for (let i = 0; i < LIVE_STREAMS_PER_WRITER; i++) open.push(await openStream(urls[i % 2] ?? '', path, cookie));
    try {
      expect(open.map((s) => s.status)).toEqual(open.map(() => 200));
      for (const url of urls) expect((await openStream(url, path, cookie)).status).toBe(429);
      open.shift()?.close();
      await expect.poll(async () => {
        const again = await openStream(urls[1] ?? '', path, cookie);
        if (again.status === 200) open.push(again);
        return again.status;
      }, { timeout: 5_000 }).toBe(200);
    } finally {
      for (const s of open) s.close();
    }
  });
});

describe('while Redis is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    const nobodyListens = `redis://127.0.0.1:${await freePort()}`;
    t = await startTestApp({ roles: [...HTTP_ONLY], env: { ...LIMITS, REDIS_URL: nobodyListens } });
  });
  afterAll(async () => { await t?.close(); });

  test('nobody is locked out: answers come at once, and each instance still counts in memory', async () => {
    const anon = new Client(t.url);
    const started = performance.now();
    for (let i = 0; i < 5; i++) expect(budgetOf(await anon.get('/api/v1/ping')).remaining).toBe(4 - i);
    expectTooMany(await anon.get('/api/v1/ping'));
    for (let i = 0; i < 4; i++) expect((await anon.post('/api/auth/login', { username: 'someone', password: 'wrong password' })).status).toBe(400);
    expectTooMany(await anon.post('/api/auth/login', { username: 'someone', password: 'wrong password' }));
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
