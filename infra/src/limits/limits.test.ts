import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, test } from 'vitest';
import { redisUrl } from '@inkpace/test/db';
import { createLogger } from '../log/index.ts';
import { freePort } from '../net/index.ts';
import { createLimitStore, type LimitStore } from './index.ts';

const log = createLogger('silent');
const closers: Array<() => Promise<void>> = [];
afterAll(async () => { for (const close of closers) await close(); });

async function open(url: string | undefined): Promise<LimitStore> {
  // Each store gets its own namespace, so runs and tests never count each other's requests.
  const { store, ready, close } = await createLimitStore({ redisUrl: url, namespace: `test-${randomBytes(6).toString('hex')}`, log });
  closers.push(close);
  // Counted in Redis from the first call (before it answers, the store would count in memory and prove nothing).
  await ready;
  return store;
}

const MINUTE = 60_000;
const T0 = Date.parse('2026-03-01T12:00:10Z');
const LOCKS = [0, 0, 1_000, 4_000];

describe.each([
  ['memory', () => open(undefined)],
  ['Redis', () => open(redisUrl())],
])('the %s limit store', (_name, make) => {
  test('counts requests per key in windows aligned to the minute, from the given time', async () => {
    const store = await make();
    expect(await store.hit('a', MINUTE, T0)).toEqual({ count: 1, resetAt: T0 + 50_000 });
    expect(await store.hit('a', MINUTE, T0 + 49_999)).toEqual({ count: 2, resetAt: T0 + 50_000 });
    expect(await store.hit('b', MINUTE, T0)).toEqual({ count: 1, resetAt: T0 + 50_000 });
    expect(await store.hit('a', MINUTE, T0 + 50_000)).toEqual({ count: 1, resetAt: T0 + 110_000 });
  });

  test('simultaneous hits are all counted', async () => {
    const store = await make();
    const counts = await Promise.all(Array.from({ length: 40 }, () => store.hit('busy', MINUTE, T0)));
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  test('attempts lock the key by the schedule; refused attempts are not counted; the last lock holds on', async () => {
    const store = await make();
    expect(await store.attempt('u', T0, MINUTE, LOCKS)).toEqual({ allowed: true });
    expect(await store.attempt('u', T0, MINUTE, LOCKS)).toEqual({ allowed: true });
    expect(await store.attempt('u', T0, MINUTE, LOCKS)).toEqual({ allowed: true });
    expect(await store.attempt('u', T0 + 400, MINUTE, LOCKS)).toEqual({ allowed: false, retryAfterMs: 600 });
    expect(await store.attempt('u', T0 + 1_000, MINUTE, LOCKS)).toEqual({ allowed: true });
    expect(await store.attempt('u', T0 + 2_000, MINUTE, LOCKS)).toEqual({ allowed: false, retryAfterMs: 3_000 });
    expect(await store.attempt('u', T0 + 5_000, MINUTE, LOCKS)).toEqual({ allowed: true });
    expect(await store.attempt('u', T0 + 5_001, MINUTE, LOCKS)).toEqual({ allowed: false, retryAfterMs: 3_999 });
    expect(await store.attempt('other', T0 + 5_001, MINUTE, LOCKS)).toEqual({ allowed: true });
  });

  test('attempts further apart than the window start again, and clear forgets them', async () => {
    const store = await make();
    for (let i = 0; i < 3; i++) await store.attempt('u', T0, MINUTE, LOCKS);
    expect(await store.attempt('u', T0 + 1_000 + MINUTE, MINUTE, LOCKS)).toEqual({ allowed: true });
    expect(await store.attempt('u', T0 + 1_000 + MINUTE, MINUTE, LOCKS)).toEqual({ allowed: true });
    await store.clear('u');
    for (let i = 0; i < 2; i++) expect(await store.attempt('u', T0 + 2 * MINUTE, MINUTE, LOCKS)).toEqual({ allowed: true });
  });

  test('leases: at most `cap` holders at once; a released place, or one not renewed in time, is free again', async () => {
    const store = await make();
    expect(await store.lease('streams', 'a', 2, T0, 1_000)).toBe(true);
    expect(await store.lease('streams', 'b', 2, T0, 1_000)).toBe(true);
    expect(await store.lease('streams', 'c', 2, T0, 1_000)).toBe(false);
    expect(await store.lease('other', 'c', 2, T0, 1_000)).toBe(true);
    await store.release('streams', 'a');
    expect(await store.lease('streams', 'c', 2, T0, 1_000)).toBe(true);
    // b renews; c does not, and its place runs out.
    await store.renew('streams', 'b', T0 + 900, 1_000);
    expect(await store.lease('streams', 'd', 2, T0 + 999, 1_000)).toBe(false);
    expect(await store.lease('streams', 'd', 2, T0 + 1_000, 1_000)).toBe(true);
    expect(await store.lease('streams', 'e', 2, T0 + 1_000, 1_000)).toBe(false);
  });

  test('of simultaneous leases, exactly `cap` get a place', async () => {
    const store = await make();
    const got = await Promise.all(Array.from({ length: 30 }, (_, i) => store.lease('burst', `h${i}`, 7, T0, 60_000)));
    expect(got.filter(Boolean)).toHaveLength(7);
  });

  test('of simultaneous attempts, only those before the first lock get through', async () => {
    const store = await make();
    const results = await Promise.all(Array.from({ length: 20 }, () => store.attempt('race', T0, MINUTE, LOCKS)));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });
});

test('while Redis does not answer, the store counts in memory at once instead of failing or waiting', async () => {
  const store = await open(`redis://127.0.0.1:${await freePort()}`);
  const started = performance.now();
  expect(await store.hit('a', MINUTE, T0)).toEqual({ count: 1, resetAt: T0 + 50_000 });
  expect(await store.hit('a', MINUTE, T0)).toEqual({ count: 2, resetAt: T0 + 50_000 });
  for (let i = 0; i < 3; i++) expect(await store.attempt('u', T0, MINUTE, LOCKS)).toEqual({ allowed: true });
  expect(await store.attempt('u', T0, MINUTE, LOCKS)).toEqual({ allowed: false, retryAfterMs: 1_000 });
  expect(performance.now() - started).toBeLessThan(1_000);
});
