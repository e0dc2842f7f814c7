import { expect, test, vi } from 'vitest';
import { sql } from 'kysely';
import { START, comparePositions, type Position, type RecordedEvent } from '@inkpace/infra/event-store';
import { readRebuilds, requestRebuilds } from './rebuild-records.ts';
import { lockKey } from './schema.ts';
import {
  appendEvents,
  checkpointOf,
  counterProjection,
  counterTables,
  gate,
  schemaNames,
  sleep,
  tableOid,
  tableRows,
  testEnv,
  until,
  type TestEnv,
} from './testing.ts';

async function appliedUpTo(env: TestEnv, name: string, position: Position): Promise<void> {
  await until(async () => {
    const c = await checkpointOf(env.db, name);
    return c !== undefined && comparePositions(c.position, position) >= 0;
  }, 10_000, `${name} to reach ${position}`);
}

test('creates the schema on first sight, applies appended events and advances the checkpoint', async () => {
  const env = await testEnv();
  const runner = await env.start({ projections: [counterProjection()] });
  expect(runner.isLeader('counter')).toBe(true);
  expect(await checkpointOf(env.db, 'counter')).toEqual({ version: 1, position: START });
  expect(await counterTables(env.db, 'counter')).toEqual({ stream_counts: [], last_events: [] });

  await appendEvents(env.store, 'a', ['Started', 'Tallied', 'Tallied']);
  await appendEvents(env.store, 'b', ['Started']);
  const last = await appendEvents(env.store, 'a', ['Finished']);
  await appliedUpTo(env, 'counter', last);

  expect(await checkpointOf(env.db, 'counter')).toEqual({ version: 1, position: last });
  expect(await counterTables(env.db, 'counter')).toEqual({
    stream_counts: [{ stream_id: 'a', events: 4 }, { stream_id: 'b', events: 1 }],
    last_events: [
      { stream_id: 'a', type: 'Finished', revision: 3 },
      { stream_id: 'b', type: 'Started', revision: 0 },
    ],
  });
});

test('events of streams a projection does not read move its checkpoint once idle; its own are applied after them', async () => {
  const env = await testEnv();
  await env.start({ projections: [{ ...counterProjection({ name: 'only_a' }), streams: ['a-'] }] });
  await appendEvents(env.store, 'b-1', ['Started', 'Tallied']);
  const skipped = await appendEvents(env.store, 'b-2', ['Started']);
  await appliedUpTo(env, 'only_a', skipped);
  expect(await checkpointOf(env.db, 'only_a')).toEqual({ version: 1, position: skipped });
  expect(await counterTables(env.db, 'only_a')).toEqual({ stream_counts: [], last_events: [] });

  await appendEvents(env.store, 'b-3', ['Started']);
  const own = await appendEvents(env.store, 'a-1', ['Started']);
  const after = await appendEvents(env.store, 'b-4', ['Started']);
  await appliedUpTo(env, 'only_a', after);
  expect(comparePositions(own, after)).toBeLessThan(0);
  expect(await counterTables(env.db, 'only_a')).toEqual({
    stream_counts: [{ stream_id: 'a-1', events: 1 }],
    last_events: [{ stream_id: 'a-1', type: 'Started', revision: 0 }],
  });
});

test('a failing event stops its projection exactly there: what comes before is applied, the failure is recorded, retries back off, then it goes on', async () => {
  const env = await testEnv();
  let failing = true;
  let failures = 0;
  const projection = counterProjection({
    failOn: (e) => {
      if (!failing || e.type !== 'Boom') return false;
      failures++;
      return true;
    },
  });
  const errors = vi.spyOn(env.log, 'error');
  await env.start({ projections: [projection], errorBackoffMs: 100 });

  const first = await appendEvents(env.store, 'a', ['Ok']);
  await appliedUpTo(env, 'counter', first);
  // One append is one transaction, so the three events arrive in one batch; the handler fails on the second
  // after writing part of it.
  const poisoned = await appendEvents(env.store, 'b', ['Ok', 'Boom', 'Ok']);
  const [beforeBoom, boom] = await env.store.readStream('b');
  if (!beforeBoom || !boom) throw new Error('unreachable');
  await until(() => failures >= 4, 10_000, 'repeated failed attempts');

  // The event before the failing one is applied; nothing of the failing one (its partial write rolled back).
  expect(await checkpointOf(env.db, 'counter')).toEqual({ version: 1, position: beforeBoom.position });
  expect(await counterTables(env.db, 'counter')).toEqual({
    stream_counts: [{ stream_id: 'a', events: 1 }, { stream_id: 'b', events: 1 }],
    last_events: [{ stream_id: 'a', type: 'Ok', revision: 0 }, { stream_id: 'b', type: 'Ok', revision: 0 }],
  });
  expect(errors).toHaveBeenCalledWith(
    expect.objectContaining({ projection: 'counter', err: expect.any(Error), position: String(boom.sequence), streamId: 'b', eventType: 'Boom' }),
    expect.stringContaining('projection stopped by an event it fails on'),
  );
  const recorded = await sql<{ global_position: string; stream_id: string; event_type: string; error: string; attempts: number }>`
    select event_sequence::text as global_position, stream_id, event_type, error, attempts from projection_failures where name = 'counter'`.execute(env.db);
  expect(recorded.rows).toEqual([{
    global_position: String(boom.sequence), stream_id: 'b', event_type: 'Boom',
    error: 'Error: handler failure on b@1', attempts: expect.any(Number),
  }]);
  // Retries are spaced out (100, 200, 400 ms, ...; two tries each: the batch, then one event at a time).
  const before = failures;
  await sleep(500);
  expect(failures - before).toBeLessThanOrEqual(6);

  failing = false;
  await appliedUpTo(env, 'counter', poisoned);
  expect(await checkpointOf(env.db, 'counter')).toEqual({ version: 1, position: poisoned });
  expect(await counterTables(env.db, 'counter')).toEqual({
    stream_counts: [{ stream_id: 'a', events: 1 }, { stream_id: 'b', events: 3 }],
    last_events: [
      { stream_id: 'a', type: 'Ok', revision: 0 },
      { stream_id: 'b', type: 'Ok', revision: 2 },
    ],
  });
  await until(async () => (await sql`select 1 from projection_failures`.execute(env.db)).rows.length === 0, 5_000, 'the failure to be cleared');
});

test('of two runners only one leads; when it stops the other takes over without applying anything twice', async () => {
  const env = await testEnv();
  const other = env.otherProcess();
  const handled = { a: 0, b: 0 };
  const a = await env.start({ projections: [counterProjection({ onHandle: () => void handled.a++ })] });
  const b = await env.start({
    ...other,
    projections: [counterProjection({ onHandle: () => void handled.b++ })],
  });
  expect([a.isLeader('counter'), b.isLeader('counter')]).toEqual([true, false]);

  for (let i = 0; i < 5; i++) await appendEvents(env.store, `s${i % 2}`, ['Tallied']);
  const firstHalf = await appendEvents(env.store, 's0', ['Tallied']);
  await appliedUpTo(env, 'counter', firstHalf);
  await sleep(300); // the standby retried its lock several times meanwhile
  expect([a.isLeader('counter'), b.isLeader('counter')]).toEqual([true, false]);
  expect(handled).toEqual({ a: 6, b: 0 });

  await a.stop();
  await until(() => b.isLeader('counter'), 5_000, 'the standby to take over');
  for (let i = 0; i < 3; i++) await appendEvents(other.store, `s${i % 2}`, ['Tallied']);
  const secondHalf = await appendEvents(other.store, 's1', ['Tallied']);
  await appliedUpTo(env, 'counter', secondHalf);

  expect(handled).toEqual({ a: 6, b: 4 });
  expect(await tableRows(env.db, 'counter', 'stream_counts')).toEqual([
    { stream_id: 's0', events: 6 },
    { stream_id: 's1', events: 4 },
  ]);
});

test('when the leader dies (its lock connection is killed) a standby takes over and the old leader stands by', async () => {
  const env = await testEnv();
  const other = env.otherProcess();
  // The old leader retries slowly, so the standby is the one that takes over (either would be correct).
  const a = await env.start({ projections: [counterProjection()], leaderRetryMs: 1_000 });
  const b = await env.start({ ...other, projections: [counterProjection()] });
  const before = await appendEvents(env.store, 's', ['Tallied', 'Tallied']);
  await appliedUpTo(env, 'counter', before);

  const killed = await sql<{ ok: boolean }>`
    select pg_terminate_backend(pid) as ok from pg_locks
    where locktype = 'advisory' and granted
      and database = (select oid from pg_database where datname = current_database())`.execute(env.db);
  expect(killed.rows).toEqual([{ ok: true }]);

  await until(() => b.isLeader('counter'), 5_000, 'the standby to take over');
  await sleep(1_300); // the old leader has reconnected and retried by now
  expect([a.isLeader('counter'), b.isLeader('counter')]).toEqual([false, true]);

  const after = await appendEvents(env.store, 's', ['Tallied']);
  await appliedUpTo(env, 'counter', after);
  expect(await tableRows(env.db, 'counter', 'stream_counts')).toEqual([{ stream_id: 's', events: 3 }]);
});

test('a version bump at start-up rebuilds into fresh tables while the old ones serve, then swaps', async () => {
  const env = await testEnv();
  const v1 = await env.start({ projections: [counterProjection()] });
  await appendEvents(env.store, 'a', ['Started', 'Tallied']);
  const applied = await appendEvents(env.store, 'b', ['Started']);
  await appliedUpTo(env, 'counter', applied);
  const before = await counterTables(env.db, 'counter');
  const oldTable = await tableOid(env.db, 'counter', 'stream_counts');
  await v1.stop();

  const held = gate();
  env.defer(() => held.open());
  const v2 = await env.start({
    projections: [counterProjection({ version: 2, withTotals: true, onHandle: () => held.wait })],
  });
  await until(async () => (await schemaNames(env.db, 'counter__next')).length === 1, 5_000, 'the rebuild to start');
  // An event appended now must not reach the old tables through the new version's handler.
  const during = await appendEvents(env.store, 'a', ['Finished']);
  await sleep(300);
  expect(v2.isLeader('counter')).toBe(true);
  expect(await checkpointOf(env.db, 'counter')).toEqual({ version: 1, position: applied });
  expect(await counterTables(env.db, 'counter')).toEqual(before);

  held.open();
  await until(async () => (await checkpointOf(env.db, 'counter'))?.version === 2, 10_000, 'the swap');
  await appliedUpTo(env, 'counter', during);
  expect(await counterTables(env.db, 'counter')).toEqual({
    stream_counts: [{ stream_id: 'a', events: 3 }, { stream_id: 'b', events: 1 }],
    last_events: [
      { stream_id: 'a', type: 'Finished', revision: 2 },
      { stream_id: 'b', type: 'Started', revision: 0 },
    ],
  });
  expect(await tableRows(env.db, 'counter', 'totals')).toEqual([{ id: 1, events: 4 }]);
  expect(await tableOid(env.db, 'counter', 'stream_counts')).not.toBe(oldTable);
  expect(await schemaNames(env.db, 'counter')).toEqual(['counter']);

  const later = await appendEvents(env.store, 'b', ['Tallied']);
  await appliedUpTo(env, 'counter', later);
  expect(await tableRows(env.db, 'counter', 'totals')).toEqual([{ id: 1, events: 5 }]);
});

test("an admin's request for several projections rebuilds them together, in one pass over the log", async () => {
  const env = await testEnv();
  let recording = false;
  const applied: string[] = [];
  const record = (name: string) => (event: RecordedEvent) => { if (recording) applied.push(`${name} ${event.sequence}`); };
  await env.start({
    projections: [counterProjection({ name: 'one', onHandle: record('one') }), counterProjection({ name: 'two', onHandle: record('two') })],
    batchSize: 5, requestPollMs: 50,
  });
  let last = START;
  for (let i = 0; i < 8; i++) last = await appendEvents(env.store, `s-${i}`, ['Started', 'Tallied', 'Tallied', 'Finished']);
  await appliedUpTo(env, 'one', last);
  await appliedUpTo(env, 'two', last);
  const live = await counterTables(env.db, 'two');

  recording = true;
  expect(await requestRebuilds(env.db, ['one', 'two'], 1)).toEqual(['one', 'two']);
  await until(async () => (await readRebuilds(env.db)).filter((r) => r.state === 'done').length === 2, 10_000, 'both rebuilds to finish');
  // Batch by batch, each projection's replay goes through the same reads: neither waits for the other to finish first.
  const lastOfOne = applied.map((a) => a.startsWith('one ')).lastIndexOf(true);
  const firstOfTwo = applied.findIndex((a) => a.startsWith('two '));
  expect(applied).toHaveLength(64);
  expect(firstOfTwo).toBeGreaterThanOrEqual(0);
  expect(firstOfTwo).toBeLessThan(lastOfOne);
  expect(await counterTables(env.db, 'two')).toEqual(live);
  expect((await readRebuilds(env.db)).map((r) => [r.name, r.origin, r.error])).toEqual([['one', 'admin', null], ['two', 'admin', null]]);
});

test('a projection another session is rebuilding is left to it; the rest of the request goes ahead', async () => {
  const env = await testEnv();
  await env.start({ projections: [counterProjection({ name: 'one' }), counterProjection({ name: 'two' })], requestPollMs: 50 });
  const last = await appendEvents(env.store, 's-1', ['Started', 'Tallied']);
  await appliedUpTo(env, 'two', last);
  // Another session (a CLI rebuild) holds one's rebuild lock.
  const other = await env.pool.connect();
  env.defer(() => other.release(true));
  await other.query('select pg_advisory_lock($1::bigint)', [lockKey('rebuild', 'one')]);
  const tableBefore = await tableOid(env.db, 'two', 'stream_counts');

  await requestRebuilds(env.db, ['one', 'two'], 1);
  await until(async () => (await readRebuilds(env.db)).some((r) => r.name === 'two' && r.state === 'done'), 10_000, 'two to be rebuilt');
  expect(await tableOid(env.db, 'two', 'stream_counts')).not.toBe(tableBefore);
  expect(await schemaNames(env.db, 'one')).toEqual(['one']);
});

test('rejects bad projection names before touching the database', async () => {
  const env = await testEnv();
  for (const name of ['Counter', 'public', 'pg_stats', 'a__b', 'x-y', '']) {
    await expect(env.start({ projections: [counterProjection({ name })] })).rejects.toThrow(/Bad projection name/);
  }
  expect(await schemaNames(env.db, 'counter')).toEqual([]);
});
