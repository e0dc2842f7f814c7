import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Readiness } from '@inkpace/infra/ops';
import { startTestApp, type TestApp } from '../support/app.ts';
import { startCuttableProxy, type CuttableProxy } from '../support/cuttable-proxy.ts';
import { redisUrl } from '../support/db.ts';

/** A query-only process has no queue, but with REDIS_URL its rate limits live in Redis: readiness pings that Redis. */
let proxy: CuttableProxy;
let query: TestApp;
let embedded: TestApp;
beforeAll(async () => {
  const redis = new URL(redisUrl());
  proxy = await startCuttableProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
  redis.hostname = '127.0.0.1';
  redis.port = String(proxy.port);
  query = await startTestApp({ roles: ['query'], env: { REDIS_URL: redis.toString() } });
});
afterAll(async () => {
  await embedded?.close();
  await query?.close();
  await proxy?.restore().catch(() => undefined);
});

const readiness = async (app: TestApp) => {
  const res = await fetch(`${app.url}/health/ready`);
  return { status: res.status, body: await res.json() as Readiness };
};

test('a query process with REDIS_URL reports its rate-limit Redis, and stays ready while it is cut (the limits count in memory meanwhile)', { timeout: 60_000 }, async () => {
  await expect.poll(async () => (await readiness(query)).status, { timeout: 15_000 }).toBe(200);
  expect((await readiness(query)).body).toMatchObject({ ready: true, database: 'ok', queue: 'none', rateLimits: 'ok' });

  await proxy.cut();
  await expect.poll(async () => (await readiness(query)).body.rateLimits, { timeout: 15_000 }).toBe('unreachable');
  const down = await readiness(query);
  expect(down.status).toBe(200);
  expect(down.body).toMatchObject({ ready: true, notReady: [], database: 'ok', queue: 'none', rateLimits: 'unreachable' });
  expect(JSON.stringify(down.body)).not.toMatch(/127\.0\.0\.1|redis|ECONN/i);

  await proxy.restore();
  await expect.poll(async () => (await readiness(query)).body.rateLimits, { timeout: 30_000 }).toBe('ok');
});

test('without REDIS_URL the limits are in memory: nothing to ping, and ready', async () => {
  embedded = await startTestApp({ roles: ['query'] });
  await expect.poll(async () => (await readiness(embedded)).status, { timeout: 15_000 }).toBe(200);
  expect((await readiness(embedded)).body).toMatchObject({ ready: true, queue: 'none', rateLimits: 'none' });
});
