import { expect, test, vi } from 'vitest';
import { sql } from 'kysely';
import { createPool } from '@inkpace/infra/db';
import { comparePositions } from '@inkpace/infra/event-store';
import { WAITER_APPLICATION_NAME, createProgressWaiter, type ProgressWaiter } from './wait.ts';
import { appendEvents, checkpointOf, counterProjection, testEnv, type TestEnv } from './testing.ts';

function waiterFor(env: TestEnv, projections: string[], pollIntervalMs?: number): ProgressWaiter {
  const waiter = createProgressWaiter({ pool: env.pool, projections, log: env.log, pollIntervalMs });
  env.defer(() => waiter.close());
  return waiter;
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

test('resolves promptly once the projector has applied the position (notifications, not polling)', async () => {
  const env = await testEnv();
  // Both fallbacks slow: promptness has to come from the store's and the projector's notifications.
  await env.start({ projections: [counterProjection()], pollIntervalMs: 10_000 });
  const waiter = waiterFor(env, ['counter'], 10_000);

  for (let i = 0; i < 3; i++) {
    const position = await appendEvents(env.store, 'a', ['Tallied']);
    const { value, ms } = await timed(() => waiter.waitFor(position, 5_000));
    expect(value).toBe('applied');
    expect(ms).toBeLessThan(1_000);
    const checkpoint = await checkpointOf(env.db, 'counter');
    expect(checkpoint && comparePositions(checkpoint.position, position)).toBeGreaterThanOrEqual(0);
  }
  // A position already reached resolves without waiting.
  const reached = (await checkpointOf(env.db, 'counter'))?.position;
  if (!reached) throw new Error('no checkpoint');
  expect((await timed(() => waiter.waitFor(reached))).ms).toBeLessThan(50);
});

test("returns 'timeout' when the projector is stopped, without throwing", async () => {
  const env = await testEnv();
  const runner = await env.start({ projections: [counterProjection()] });
  await runner.stop();
  const waiter = waiterFor(env, ['counter']);
  const position = await appendEvents(env.store, 'a', ['Tallied']);
  const { value, ms } = await timed(() => waiter.waitFor(position, 300));
  expect(value).toBe('timeout');
  expect(ms).toBeGreaterThanOrEqual(290);
  expect(ms).toBeLessThan(2_000);
});

test('waits for every named projection', async () => {
  const env = await testEnv();
  await env.start({ projections: [counterProjection()] });
  const waiter = waiterFor(env, ['counter', 'other']);
  const position = await appendEvents(env.store, 'a', ['Tallied']);
  expect(await waiter.waitFor(position, 400)).toBe('timeout');
  const pending = waiter.waitFor(position, 5_000);
  await env.start({ projections: [counterProjection({ name: 'other' })] });
  expect(await pending).toBe('applied');
});

test('many concurrent waiters share checkpoint reads, and the poll covers a lost LISTEN connection', async () => {
  const env = await testEnv();
  const pool = createPool(env.url, 2);
  env.defer(() => pool.end());
  const queries = vi.spyOn(pool, 'query');
  const waiter = createProgressWaiter({ pool, projections: ['counter'], log: env.log, pollIntervalMs: 100 });
  env.defer(() => waiter.close());

  const position = await appendEvents(env.store, 'a', ['Tallied']);
  const waits = Array.from({ length: 200 }, () => waiter.waitFor(position, 10_000));
  // Kill the LISTEN connection once it is up: from then on only the poll can notice progress.
  const killed = await (async () => {
    for (let i = 0; i < 100; i++) {
      const res = await sql<{ ok: boolean }>`
        select pg_terminate_backend(pid) as ok from pg_stat_activity
        where application_name = ${WAITER_APPLICATION_NAME} and datname = current_database()`.execute(env.db);
      if (res.rows.length > 0) return true;
      await new Promise((r) => setTimeout(r, 20));
    }
    return false;
  })();
  expect(killed).toBe(true);

  await env.start({ projections: [counterProjection()] });
  expect(await Promise.all(waits)).toEqual(waits.map(() => 'applied'));
  // One read per wake-up or poll tick, shared by all 200 waiters (a read per waiter would be 200+).
  expect(queries.mock.calls.length).toBeLessThan(60);
});

test('a write waits only for the projections that read its stream', async () => {
  const env = await testEnv();
  await env.start({ projections: [counterProjection()] });
  // 'only_b' never runs here: whoever waits for it waits in vain.
  const waiter = createProgressWaiter({ pool: env.pool, projections: ['counter', { name: 'only_b', streams: ['b-'] }], log: env.log });
  env.defer(() => waiter.close());
  const position = await appendEvents(env.store, 'a-1', ['Tallied']);
  expect(await waiter.waitFor(position, 5_000, 'a-1')).toBe('applied');
  expect(await waiter.waitFor(position, 300, 'b-1')).toBe('timeout');
  expect(await waiter.waitFor(position, 300)).toBe('timeout');
});

test("close resolves pending waits with 'timeout'", async () => {
  const env = await testEnv();
  const waiter = waiterFor(env, ['counter']);
  const position = await appendEvents(env.store, 'a', ['Tallied']);
  const pending = waiter.waitFor(position, 10_000);
  await waiter.close();
  expect(await pending).toBe('timeout');
  expect(await waiter.waitFor(position, 10)).toBe('timeout');
});

test('once listening, a wait is settled by the notification alone: no checkpoint query', async () => {
  const env = await testEnv();
  await env.start({ projections: [counterProjection()] });
  const pool = createPool(env.url, 2);
  env.defer(() => pool.end());
  const waiter = createProgressWaiter({ pool, projections: ['counter'], log: env.log, pollIntervalMs: 5_000 });
  env.defer(() => waiter.close());
  // The first wait opens the LISTEN connection (and reads the checkpoints once).
  expect(await waiter.waitFor(await appendEvents(env.store, 'a', ['Tallied']), 5_000)).toBe('applied');
  // The wait may have been settled by that read before the connection listened: wait until it does (and has read
  // the checkpoints once more, as it does on listening).
  for (let i = 0; i < 250; i++) {
    const res = await sql<{ pid: number }>`select pid from pg_stat_activity where application_name = ${WAITER_APPLICATION_NAME}
      and datname = current_database() and state = 'idle' and query ilike 'listen %'`.execute(env.db);
    if (res.rows.length > 0) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  await new Promise((r) => setTimeout(r, 100));
  const queries = vi.spyOn(pool, 'query');
  for (let i = 0; i < 5; i++) expect(await waiter.waitFor(await appendEvents(env.store, 'a', ['Tallied']), 5_000)).toBe('applied');
  expect(queries).not.toHaveBeenCalled();
});
