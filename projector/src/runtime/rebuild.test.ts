import { expect, test } from 'vitest';
import { sql } from 'kysely';
import { comparePositions, type Position } from '@inkpace/infra/event-store';
import { RebuildInProgressError, rebuildProjection, rebuildProjections } from './rebuild.ts';
import {
  appendEvents,
  checkpointOf,
  counterProjection,
  counterTables,
  gate,
  schemaNames,
  sleep,
  tableOid,
  testEnv,
  until,
  type TestEnv,
} from './testing.ts';

async function appliedUpTo(env: TestEnv, name: string, position: Position): Promise<void> {
  await until(async () => {
    const c = await checkpointOf(env.db, name);
    return c !== undefined && comparePositions(c.position, position) >= 0;
  }, 15_000, `${name} to catch up`);
}

test('rebuild yields the same rows as the live tables had, in fresh tables, at the same checkpoint', async () => {
  const env = await testEnv();
  const runner = await env.start({ projections: [counterProjection()] });
  let last: Position | undefined;
  for (let i = 0; i < 40; i++) last = await appendEvents(env.store, `s${i % 6}`, [i % 5 === 0 ? 'Started' : 'Tallied']);
  if (!last) throw new Error('nothing appended');
  await appliedUpTo(env, 'counter', last);
  const before = await counterTables(env.db, 'counter');
  const oldTable = await tableOid(env.db, 'counter', 'stream_counts');

  await runner.rebuild('counter');

  expect(await counterTables(env.db, 'counter')).toEqual(before);
  expect(await tableOid(env.db, 'counter', 'stream_counts')).not.toBe(oldTable);
  expect(await checkpointOf(env.db, 'counter')).toEqual({ version: 1, position: last });
  expect(await schemaNames(env.db, 'counter')).toEqual(['counter']);
  // Swapped in with the planner's statistics (autovacuum is off on CI's machine, and may come late anywhere).
  const stats = await sql<{ rows: number; analyzed: boolean }>`
    select c.reltuples::int as rows, s.last_analyze is not null as analyzed from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'counter'
    join pg_stat_user_tables s on s.relid = c.oid where c.relname = 'stream_counts'`.execute(env.db);
  expect(stats.rows).toEqual([{ rows: before.stream_counts?.length, analyzed: true }]);
});

test('a rebuild from another process while appends continue matches a from-scratch projection', async () => {
  const env = await testEnv();
  await env.start({ projections: [counterProjection()] });
  const cli = env.otherProcess();

  let appended = 0;
  let appending = true;
  let last: Position | undefined;
  const appender = (async () => {
    for (let i = 0; appending; i++) {
      const types = i % 4 === 0 ? ['Started', 'Tallied'] : ['Tallied'];
      last = await appendEvents(env.store, `s${i % 7}`, types);
      appended += types.length;
      // Steady traffic rather than a flood: a rebuild in batches of 25 must be able to catch up with it.
      await sleep(5);
    }
  })();
  // Readers keep querying the live tables: they must never fail and never see the totals go backwards.
  let reading = true;
  const seen: number[] = [];
  const reader = (async () => {
    while (reading) {
      const res = await sql<{ total: number }>`
        select coalesce(sum(events), 0)::int as total from counter.stream_counts`.execute(env.db);
      seen.push(res.rows[0]?.total ?? -1);
    }
  })();

  await until(() => appended >= 100, 10_000, 'a first hundred events');
  const oldTable = await tableOid(env.db, 'counter', 'stream_counts');
  const atStart = appended;
  await rebuildProjections({ ...cli, log: env.log, projections: [counterProjection()], names: ['counter'], batchSize: 25 });
  const atEnd = appended;
  await until(() => appended >= atEnd + 30, 10_000, 'appends after the swap');
  appending = false;
  await appender;
  if (!last) throw new Error('nothing appended');
  await appliedUpTo(env, 'counter', last);
  reading = false;
  await reader;

  expect(atEnd).toBeGreaterThan(atStart); // the rebuild really overlapped the appends
  expect(await tableOid(env.db, 'counter', 'stream_counts')).not.toBe(oldTable);
  const live = await counterTables(env.db, 'counter');
  const total = (live.stream_counts as Array<{ events: number }>).reduce((n, r) => n + r.events, 0);
  expect(total).toBe(appended);

  await env.start({ projections: [counterProjection({ name: 'counter_fresh' })] });
  await appliedUpTo(env, 'counter_fresh', last);
  expect(await counterTables(env.db, 'counter_fresh')).toEqual(live);

  expect(seen.length).toBeGreaterThan(0);
  expect(seen.every((n, i) => i === 0 || n >= (seen[i - 1] ?? 0))).toBe(true);
  expect(await schemaNames(env.db, 'counter')).toEqual(['counter', 'counter_fresh']);
});

test('several projections rebuilt together in one pass, each with its own streams, equal a from-scratch projection and record their progress', async () => {
  const env = await testEnv();
  const lists = () => [counterProjection(), counterProjection({ name: 'counter_a', streams: ['a'] })];
  await env.start({ projections: lists() });
  let last: Position | undefined;
  for (let i = 0; i < 60; i++) last = await appendEvents(env.store, i % 3 === 0 ? `a${i % 4}` : `b${i % 5}`, ['Started', 'Tallied']);
  if (!last) throw new Error('nothing appended');
  await appliedUpTo(env, 'counter', last);
  await appliedUpTo(env, 'counter_a', last);
  const before = [await counterTables(env.db, 'counter'), await counterTables(env.db, 'counter_a')];
  const cli = env.otherProcess();
  const seen: Array<[string, number, number]> = [];
  await rebuildProjections({ ...cli, log: env.log, projections: lists(), batchSize: 7, onProgress: (label, applied, total) => seen.push([label, applied, total]) });

  expect([await counterTables(env.db, 'counter'), await counterTables(env.db, 'counter_a')]).toEqual(before);
  expect((before[1]?.stream_counts as Array<{ stream_id: string }>).every((r) => r.stream_id.startsWith('a'))).toBe(true);
  expect(seen.at(-1)).toEqual(['counter, counter_a', 120, 120]);
  expect(seen.length).toBeGreaterThanOrEqual(120 / 7);
  const records = await sql<{ name: string; state: string; origin: string; applied: string; total: string }>`
    select name, state, origin, applied::text as applied, total::text as total from projection_rebuilds order by name`.execute(env.db);
  expect(records.rows).toEqual([
    { name: 'counter', state: 'done', origin: 'cli', applied: '120', total: '120' },
    { name: 'counter_a', state: 'done', origin: 'cli', applied: '120', total: '120' },
  ]);
});

test('a second concurrent rebuild is refused, and a leftover __next schema is replaced', async () => {
  const env = await testEnv();
  await env.start({ projections: [counterProjection()] });
  const last = await appendEvents(env.store, 's', ['Started', 'Tallied']);
  await appliedUpTo(env, 'counter', last);
  await sql`create schema counter__next`.execute(env.db);
  await sql`create table counter__next.junk (x integer)`.execute(env.db);

  const held = gate();
  env.defer(() => held.open());
  const first = rebuildProjection({
    pool: env.pool,
    store: env.store,
    log: env.log,
    projection: counterProjection({ onHandle: () => held.wait }),
  });
  await until(async () => {
    const res = await sql<{ n: number }>`
      select count(*)::int as n from pg_tables where schemaname = 'counter__next'`.execute(env.db);
    return res.rows[0]?.n === 2; // the junk table is gone and the setup ran
  }, 5_000, 'the first rebuild to set up');

  const cli = env.otherProcess();
  await expect(
    rebuildProjections({ ...cli, log: env.log, projections: [counterProjection()], names: ['counter'] }),
  ).rejects.toBeInstanceOf(RebuildInProgressError);
  await expect(
    rebuildProjections({ ...cli, log: env.log, projections: [counterProjection()], names: ['nope'] }),
  ).rejects.toThrow(/Unknown projection/);

  held.open();
  expect(await first).toEqual(last);
  expect(await schemaNames(env.db, 'counter')).toEqual(['counter']);
  expect(await counterTables(env.db, 'counter')).toEqual({
    stream_counts: [{ stream_id: 's', events: 2 }],
    last_events: [{ stream_id: 's', type: 'Tallied', revision: 1 }],
  });
});

test('two processes rebuild two projections at the same time, each under its own projection’s lock', async () => {
  const env = await testEnv();
  const live = [counterProjection({ name: 'one' }), counterProjection({ name: 'two' })];
  await env.start({ projections: live });
  const last = await appendEvents(env.store, 's', ['Started', 'Tallied', 'Tallied']);
  await appliedUpTo(env, 'one', last);
  await appliedUpTo(env, 'two', last);
  // Each rebuild holds inside its first handler until both are there: they can only finish if they run side by side.
  let inside = 0;
  const both = gate();
  const holding = (name: string) => counterProjection({ name, onHandle: async () => {
    inside++;
    if (inside === 2) both.open();
    await both.wait;
  } });
  env.defer(() => both.open());
  const projections = [holding('one'), holding('two')];
  const first = env.otherProcess();
  const second = env.otherProcess();
  await Promise.all([
    rebuildProjections({ ...first, log: env.log, projections, names: ['one'] }),
    rebuildProjections({ ...second, log: env.log, projections, names: ['two'] }),
  ]);
  for (const name of ['one', 'two']) {
    expect(await checkpointOf(env.db, name)).toEqual({ version: 1, position: last });
    expect((await counterTables(env.db, name)).stream_counts).toEqual([{ stream_id: 's', events: 3 }]);
  }
});
