/** Each mode of the one batch runner, against real tables and a real checkpoint. */
import { expect, test, vi } from 'vitest';
import { sql } from 'kysely';
import { PgWakeListener } from '@inkpace/infra/db';
import { START, type EventStore, type RecordedEvent } from '@inkpace/infra/event-store';
import { PROGRESS_CHANNEL } from './checkpoints.ts';
import { runBatch } from './batch-runner.ts';
import { parseProgress, type Progress } from './progress-payload.ts';
import { createProjectionSchema, ensureProjection, nextSchema, toAnyProjection, type AnyProjection } from './schema.ts';
import { appendEvents, checkpointOf, counterProjection, counterTables, testEnv, until, type CounterOptions, type TestEnv } from './testing.ts';

async function setUp(options: CounterOptions = {}): Promise<{ env: TestEnv; p: AnyProjection; read: RecordedEvent[] }> {
  const env = await testEnv();
  const p = toAnyProjection(counterProjection(options));
  await ensureProjection(env.db, p, env.log);
  await appendEvents(env.store, 'a', ['Started', 'Tallied']);
  await appendEvents(env.store, 'b', ['Started']);
  // Reads see an append once no older transaction is open anywhere on the server: wait for all three.
  const read = await until(async () => {
    const events = await env.store.readAll(START, 100);
    return events.length === 3 ? events : undefined;
  }, 10_000, 'the appended events');
  return { env, p, read };
}

/** The progress notifications heard from now on. */
function progressHeard(env: TestEnv): Progress[] {
  const heard: Progress[] = [];
  const listener = new PgWakeListener(env.pool.options, env.log, PROGRESS_CHANNEL, 'inkpace-test-progress');
  listener.add((payload) => {
    const progress = parseProgress(payload);
    if (progress) heard.push(progress);
  });
  env.defer(() => listener.close());
  return heard;
}

async function listening(env: TestEnv): Promise<void> {
  await until(async () => (await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
    where application_name = 'inkpace-test-progress' and query ilike 'listen %'`.execute(env.db)).rows[0]?.n === 1, 5_000, 'LISTEN');
}

const lastOf = (events: readonly RecordedEvent[]): RecordedEvent => {
  const last = events.at(-1);
  if (!last) throw new Error('no events');
  return last;
};

test("'live' applies the events and moves the checkpoint, telling listeners; at another checkpoint it writes nothing", async () => {
  const { env, p, read } = await setUp();
  const heard = progressHeard(env);
  await listening(env);
  const expected = { version: 1, position: START };
  const to = lastOf(read).position;
  expect(await runBatch({ pool: env.pool }, p, { mode: 'live', expected, events: read, to })).toEqual({ kind: 'done', position: to, failure: null });
  expect(await checkpointOf(env.db, 'counter')).toEqual({ version: 1, position: to });
  expect((await counterTables(env.db, 'counter')).stream_counts).toEqual([{ stream_id: 'a', events: 2 }, { stream_id: 'b', events: 1 }]);
  await until(() => heard.some((h) => h.kind === 'applied' && h.name === 'counter'), 5_000, 'the applied notification');

  // The checkpoint is no longer at START: the same plan again is refused and applies nothing twice.
  expect(await runBatch({ pool: env.pool }, p, { mode: 'live', expected, events: read, to })).toEqual({ kind: 'moved', found: { version: 1, position: to } });
  expect((await counterTables(env.db, 'counter')).stream_counts).toEqual([{ stream_id: 'a', events: 2 }, { stream_id: 'b', events: 1 }]);
});

test("a 'live' batch whose handler throws leaves neither rows nor a checkpoint move", async () => {
  const { env, p, read } = await setUp({ failOn: (e) => e.streamId === 'b' });
  await expect(runBatch({ pool: env.pool }, p, { mode: 'live', expected: { version: 1, position: START }, events: read, to: lastOf(read).position }))
    .rejects.toThrow(/handler failure on b/);
  expect(await checkpointOf(env.db, 'counter')).toEqual({ version: 1, position: START });
  expect(await counterTables(env.db, 'counter')).toEqual({ stream_counts: [], last_events: [] });
});

test("a 'live' batch frames its statements in two round trips: BEGIN with the lock and the checkpoint, then the move with its notification and COMMIT", async () => {
  const { env, p, read } = await setUp();
  const client = await env.pool.connect();
  const sent: string[] = [];
  const query = client.query.bind(client) as (config: unknown, values?: unknown) => Promise<unknown>;
  // Records what goes to PostgreSQL on this connection (pg's client, not ours), passing everything through.
  const spy = vi.spyOn(client, 'query').mockImplementation(((config: unknown, values?: unknown) => {
    sent.push(typeof config === 'string' ? config : (config as { text: string }).text);
    return query(config, values);
  }) as typeof client.query);
  try {
    const to = lastOf(read).position;
    expect(await runBatch({ client }, p, { mode: 'live', expected: { version: 1, position: START }, events: read, to })).toMatchObject({ kind: 'done', position: to });
  } finally {
    spy.mockRestore();
    client.release();
  }
  const [first, ...rest] = sent;
  const last = rest.pop();
  expect(first).toMatch(/^begin; select pg_advisory_xact_lock\(.*\); select name, version, position,[\s\S]*from projection_checkpoints/);
  expect(last).toMatch(/^update projection_checkpoints[\s\S]*pg_notify[\s\S]*; commit$/);
  // Between them only the projection's own statements: no other BEGIN, COMMIT or checkpoint statement.
  expect(rest.length).toBeGreaterThan(0);
  expect(rest.filter((text) => /\b(begin|commit)\b|projection_checkpoints/i.test(text))).toEqual([]);
  expect(await checkpointOf(env.db, 'counter')).toEqual({ version: 1, position: lastOf(read).position });
});

test("'skip' moves the checkpoint past events without applying them, and says they were skipped", async () => {
  const { env, p, read } = await setUp();
  const heard = progressHeard(env);
  await listening(env);
  const to = lastOf(read).position;
  expect(await runBatch({ pool: env.pool }, p, { mode: 'skip', expected: { version: 1, position: START }, to })).toMatchObject({ kind: 'done', position: to });
  expect(await checkpointOf(env.db, 'counter')).toEqual({ version: 1, position: to });
  expect(await counterTables(env.db, 'counter')).toEqual({ stream_counts: [], last_events: [] });
  await until(() => heard.some((h) => h.kind === 'skipped' && h.name === 'counter'), 5_000, 'the skipped notification');
  // A skip from a stale checkpoint (another version) is refused.
  expect(await runBatch({ pool: env.pool }, p, { mode: 'skip', expected: { version: 2, position: to }, to })).toMatchObject({ kind: 'moved' });
});

test("'isolate-failure' keeps the events before the failing one and stops the checkpoint right before it", async () => {
  const { env, p, read } = await setUp({ failOn: (e) => e.streamId === 'b' });
  const result = await runBatch({ pool: env.pool }, p, { mode: 'isolate-failure', expected: { version: 1, position: START }, read });
  const [, beforeFailing, failing] = read;
  expect(result).toMatchObject({ kind: 'done', position: beforeFailing?.position, failure: { event: failing } });
  expect(await checkpointOf(env.db, 'counter')).toEqual({ version: 1, position: beforeFailing?.position });
  expect((await counterTables(env.db, 'counter')).stream_counts).toEqual([{ stream_id: 'a', events: 2 }]);
});

async function nextSchemaFor(env: TestEnv, p: AnyProjection): Promise<void> {
  await env.db.transaction().execute((trx) => createProjectionSchema(trx, p, nextSchema(p.name), { forReplay: true }));
}

test("'replay' fills the rebuild's __next tables and leaves the live checkpoint alone; 'catch-up' brings them to the head and swaps them in", async () => {
  const { env, p, read } = await setUp();
  await nextSchemaFor(env, p);
  const [first, ...rest] = read;
  if (!first) throw new Error('no events');
  expect(await runBatch({ pool: env.pool }, p, { mode: 'replay', events: [first] })).toEqual({ kind: 'done', position: null, failure: null });
  expect((await counterTables(env.db, nextSchema('counter'))).stream_counts).toEqual([{ stream_id: 'a', events: 1 }]);
  expect(await checkpointOf(env.db, 'counter')).toEqual({ version: 1, position: START });

  const more = await appendEvents(env.store, 'c', ['Started']);
  let read2 = 0;
  const goneLive: string[] = [];
  const client = await env.pool.connect();
  try {
    const result = await runBatch({ client }, { ...p, version: 2 }, {
      mode: 'catch-up', from: first.position, readAfter: (from) => env.store.readAll(from, 100), onRead: (n) => { read2 += n; },
      goLive: async (db) => {
        goneLive.push('renamed');
        await sql`alter schema counter rename to counter__old`.execute(db);
        await sql`alter schema counter__next rename to counter`.execute(db);
        await sql`drop schema counter__old cascade`.execute(db);
      },
    });
    expect(result).toEqual({ kind: 'done', position: more, failure: null });
  } finally {
    client.release();
  }
  expect(read2).toBe(rest.length + 1);
  expect(goneLive).toEqual(['renamed']);
  expect(await checkpointOf(env.db, 'counter')).toEqual({ version: 2, position: more });
  expect((await counterTables(env.db, 'counter')).stream_counts).toEqual([
    { stream_id: 'a', events: 2 }, { stream_id: 'b', events: 1 }, { stream_id: 'c', events: 1 },
  ]);
});

test("'catch-up' refuses to go live behind the live checkpoint", async () => {
  const { env, p, read } = await setUp();
  await nextSchemaFor(env, p);
  const to = lastOf(read).position;
  await runBatch({ pool: env.pool }, p, { mode: 'live', expected: { version: 1, position: START }, events: read, to });
  const client = await env.pool.connect();
  try {
    // A store that (wrongly) has nothing after START: the copy would lack what the live tables hold.
    const empty: Pick<EventStore, 'readAll'> = { readAll: async () => [] };
    await expect(runBatch({ client }, p, { mode: 'catch-up', from: START, readAfter: (from) => empty.readAll(from, 1), goLive: async () => undefined }))
      .rejects.toThrow(/behind the live checkpoint/);
  } finally {
    client.release();
  }
  expect(await checkpointOf(env.db, 'counter')).toEqual({ version: 1, position: to });
});
