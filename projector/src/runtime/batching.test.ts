/**
 * How live batches are shaped: a projection no command waits for gathers a burst into few batches, and the
 * statements a projection runs every batch are prepared per projection schema.
 */
import { expect, test } from 'vitest';
import { sql } from 'kysely';
import { createPool } from '@inkpace/infra/db';
import { comparePositions, type Position } from '@inkpace/infra/event-store';
import type { Projection, ProjectionPriority } from './projection.ts';
import { appendEvents, batchRecorder, checkpointOf, tableRows, testEnv, until, type BatchTables, type TestEnv } from './testing.ts';

async function appliedUpTo(env: TestEnv, name: string, position: Position): Promise<void> {
  await until(async () => {
    const c = await checkpointOf(env.db, name);
    return c !== undefined && comparePositions(c.position, position) >= 0;
  }, 10_000, `${name} to reach ${position}`);
}

/**
 * Both loops settled: a warm-up event applied by the awaited and the unawaited projection, so the one nobody waits for
 * is in its gathering pause and the awaited one reads whatever comes next first, as under steady writes.
 */
async function settled(env: TestEnv): Promise<Position> {
  const warm = await appendEvents(env.store, 'warm', ['Warmed']);
  await appliedUpTo(env, 'awaited', warm);
  await appliedUpTo(env, 'unawaited', warm);
  return warm;
}

test('a projection no command waits for applies a lone event at once and a burst in a few batches; one that is waited for applies as events come', async () => {
  const env = await testEnv();
  const unawaited = batchRecorder('unawaited', 'background');
  const awaited = batchRecorder('awaited');
  await env.start({ projections: [unawaited.projection, awaited.projection], gatherMs: 300 });

  // Quiet: the first event after a pause is not held back by the gathering.
  const started = performance.now();
  const lone = await appendEvents(env.store, 'lone', ['Started']);
  await appliedUpTo(env, 'unawaited', lone);
  expect(performance.now() - started).toBeLessThan(250);
  await new Promise((r) => setTimeout(r, 400));

  // A burst of 40 single-event appends, spread over about 400 ms, as 40 writers' POSTs would come.
  unawaited.batches.length = 0;
  awaited.batches.length = 0;
  let last = lone;
  for (let i = 0; i < 40; i++) {
    last = await appendEvents(env.store, `burst-${i}`, ['Tallied']);
    await new Promise((r) => setTimeout(r, 10));
  }
  await appliedUpTo(env, 'unawaited', last);
  await appliedUpTo(env, 'awaited', last);
  expect(unawaited.batches.reduce((a, b) => a + b, 0)).toBe(40);
  expect(awaited.batches.reduce((a, b) => a + b, 0)).toBe(40);
  // Gathering for 300 ms after each batch: about three batches for 400 ms of events; the awaited one keeps pace.
  expect(unawaited.batches.length).toBeLessThanOrEqual(5);
  expect(awaited.batches.length).toBeGreaterThan(10);
  expect(await tableRows(env.db, 'unawaited', 'seen')).toHaveLength(41);
});

interface ThingTables {
  things: { id: number; n: number; label?: string };
}

/** Two projections whose tables share a name and differ in columns: the same statement text means other tables. */
function thingCounter(name: string, withLabel: boolean): Projection<ThingTables> {
  return {
    name,
    version: 1,
    setup: [withLabel ? 'create table things (id integer primary key, label text not null, n integer not null)' : 'create table things (id integer primary key, n integer not null)'],
    async handle(trx) {
      const row = await trx.selectFrom('things').selectAll().where('id', '=', 1).executeTakeFirst();
      const n = (row?.n ?? 0) + 1;
      await sql`insert into things ${sql.raw(withLabel ? '(id, label, n)' : '(id, n)')}
        values (1, ${withLabel ? sql`${name}, ${n}` : sql`${n}`}) on conflict (id) do update set n = excluded.n`.execute(trx);
    },
  };
}

test('a statement text two projections share is prepared for each schema: each reads its own table, batch after batch', async () => {
  const env = await testEnv();
  // One connection for every batch, so both projections' statements meet on the same backend.
  const pool = createPool(env.url, 1);
  env.defer(() => pool.end());
  await env.start({ pool, projections: [thingCounter('plain', false), thingCounter('labelled', true)] });
  let last: Position | null = null;
  for (let i = 0; i < 8; i++) {
    last = await appendEvents(env.store, `thing-${i}`, ['Counted']);
    await appliedUpTo(env, 'plain', last);
    await appliedUpTo(env, 'labelled', last);
  }
  expect(await tableRows(env.db, 'plain', 'things')).toEqual([{ id: 1, n: 8 }]);
  expect(await tableRows(env.db, 'labelled', 'things')).toEqual([{ id: 1, label: 'labelled', n: 8 }]);
  const failures = await sql<{ name: string }>`select name from projection_failures`.execute(env.db);
  expect(failures.rows).toEqual([]);
});

test('while a projection writers wait for works through a backlog, one nobody waits for steps aside until it is through', async () => {
  const env = await testEnv();
  const order: string[] = [];
  const slow = (name: string, priority?: ProjectionPriority): Projection<BatchTables> => batchRecorder(name, priority, async (_events, apply) => {
    order.push(name);
    await new Promise((r) => setTimeout(r, 15)); // each batch takes a while, as 2,000 entries do
    await apply();
  }).projection;
  await env.start({ projections: [slow('awaited'), slow('unawaited', 'background')], batchSize: 10, gatherMs: 300 });
  // Both loops settled, and the one nobody waits for in its gathering pause: the awaited one reads the import first,
  // as under steady writes, rather than racing the other to the same shared read.
  await settled(env);
  order.length = 0;
  // An import: 60 events in one append, six full batches for each projection.
  const last = await env.store.append('import', Array.from({ length: 60 }, (_, i) => ({ type: 'Tallied', data: { i }, metadata: { actor: 'test' } })), { expectedRevision: 'any' });
  await appliedUpTo(env, 'awaited', last.position);
  await appliedUpTo(env, 'unawaited', last.position);
  expect(await tableRows(env.db, 'unawaited', 'seen')).toHaveLength(61);
  // The awaited projection's full batches come first; the other starts once the awaited one reads a short batch.
  const firstUnawaited = order.indexOf('unawaited');
  expect(order.slice(0, firstUnawaited).filter((n) => n === 'awaited').length).toBeGreaterThanOrEqual(5);
});

test('statements a projection runs side by side in a batch go to its connection one after another', async () => {
  const env = await testEnv();
  const warnings: string[] = [];
  const onWarning = (w: Error): void => {
    warnings.push(`${w.name}: ${w.message}`);
  };
  process.on('warning', onWarning);
  env.defer(() => process.off('warning', onWarning));
  const projection = batchRecorder('side_by_side', undefined, async (_events, apply, trx) => {
    // As the audit projection reads users, keys and streams at once.
    const counts = await Promise.all([1, 2, 3].map((n) => sql<{ n: number }>`select ${n}::int as n, pg_sleep(0.01)`.execute(trx)));
    expect(counts.map((c) => c.rows[0]?.n)).toEqual([1, 2, 3]);
    await apply();
  }).projection;
  await env.start({ projections: [projection] });
  const last = await appendEvents(env.store, 'side', ['A', 'B']);
  await appliedUpTo(env, 'side_by_side', last);
  expect(await tableRows(env.db, 'side_by_side', 'seen')).toHaveLength(2);
  expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
});

test("a batch that has not written yet does not hide later appends from the other projections' reads", async () => {
  const env = await testEnv();
  let entered: () => void = () => undefined;
  const inBatch = new Promise<void>((resolve) => { entered = resolve; });
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => { release = resolve; });
  const holding = batchRecorder('holding', 'background', async (events, apply) => {
    // As the audit trail reads and works out its rows before it writes them.
    if (events.some((e) => e.type === 'Hold')) {
      entered();
      await gate;
    }
    await apply();
  }).projection;
  const awaited = batchRecorder('awaited');
  await env.start({ projections: [holding, awaited.projection], gatherMs: 0 });
  env.defer(() => release());
  await appendEvents(env.store, 'held', ['Hold']);
  await inBatch;
  // The holding projection's batch is open: an append now must still reach the awaited projection.
  const next = await appendEvents(env.store, 'next', ['Next']);
  await appliedUpTo(env, 'awaited', next);
  expect(await tableRows(env.db, 'holding', 'seen')).toHaveLength(0);
  release();
  await appliedUpTo(env, 'holding', next);
  expect(await tableRows(env.db, 'holding', 'seen')).toHaveLength(2);
});

test('while a projection writers wait for applies a batch, one nobody waits for starts only once that batch is in', async () => {
  const env = await testEnv();
  const order: string[] = [];
  const timed = (name: string, priority?: ProjectionPriority): Projection<BatchTables> => batchRecorder(name, priority, async (events, apply) => {
    const importing = events.some((e) => e.type === 'Imported');
    if (importing) order.push(`${name} starts`);
    // 500 entries of an import take a while; the one nobody waits for is back from its gathering pause long before.
    if (importing && name === 'awaited') await new Promise((r) => setTimeout(r, 600));
    await apply();
    if (importing) order.push(`${name} ends`);
  }).projection;
  await env.start({ projections: [timed('awaited'), timed('unawaited', 'background')], gatherMs: 300 });
  // After this one the projection nobody waits for gathers for 300 ms, so the awaited one is first to read the import.
  await settled(env);
  const last = await appendEvents(env.store, 'import', ['Imported', 'Imported', 'Imported']);
  await appliedUpTo(env, 'awaited', last);
  await appliedUpTo(env, 'unawaited', last);
  expect(order).toEqual(['awaited starts', 'awaited ends', 'unawaited starts', 'unawaited ends']);
});

test('between the requests of an import, one nobody waits for steps aside until the import is through', async () => {
  const env = await testEnv();
  const order: string[] = [];
  const recorded = (name: string, priority?: ProjectionPriority): Projection<BatchTables> => batchRecorder(name, priority, async (events, apply) => {
    if (events.some((e) => e.type === 'Imported')) order.push(name);
    await apply();
  }).projection;
  await env.start({ projections: [recorded('awaited'), recorded('unawaited', 'background')], gatherMs: 300, importQuietMs: 1_000 });
  // The one nobody waits for is in its 300 ms gathering pause when the import starts.
  const warm = await settled(env);
  // An importer's three requests of 150 entries, each sent 200 ms after the one before was answered: longer than the
  // other's gathering pause, well within the quiet an import's batch asks for.
  let last = warm;
  for (let request = 0; request < 3; request++) {
    if (request > 0) await new Promise((r) => setTimeout(r, 200));
    const events = Array.from({ length: 150 }, (_, i) => ({ type: 'Imported', data: { i }, metadata: { actor: 'test' } }));
    last = (await env.store.append(`import-${request}`, events, { expectedRevision: 'any' })).position;
    await appliedUpTo(env, 'awaited', last);
  }
  await appliedUpTo(env, 'unawaited', last);
  expect(order.slice(0, 3)).toEqual(['awaited', 'awaited', 'awaited']);
  expect(await tableRows(env.db, 'unawaited', 'seen')).toHaveLength(451);
});
