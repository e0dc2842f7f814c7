/** Helpers for the runtime's own tests (imported only by *.test.ts files). */
import type pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { onTestFinished } from 'vitest';
import { createPool } from '@inkpace/infra/db';
import { createLogger, type Logger } from '@inkpace/infra/log';
import { comparePositions, createPgEventStore, positionToString, type EventStore, type Position, type RecordedEvent } from '@inkpace/infra/event-store';
import { createTestDatabase } from '@inkpace/test/db';
import type { Projection, ProjectionPriority } from './projection.ts';
import { rowToPosition } from './checkpoints.ts';
import { startProjector, type ProjectorHandle, type ProjectorOptions } from './runner.ts';
import type { ProjectionList } from './schema.ts';

export interface Conn {
  pool: pg.Pool;
  store: EventStore;
}

export interface TestEnv extends Conn {
  url: string;
  db: Kysely<unknown>;
  log: Logger;
  /** Another process's view of the same database: its own pool and event store. */
  otherProcess(): Conn;
  /** Starts a runner with quick test timings; it is stopped when the test ends. */
  start<T extends readonly unknown[]>(
    options: Partial<Omit<ProjectorOptions<T>, 'projections'>> & { projections: ProjectionList<T> },
  ): Promise<ProjectorHandle>;
  /** Runs at the end of the test, before the runners it started earlier are stopped. */
  defer(cleanup: () => unknown): void;
}

/** A fresh database per test, so every test's projections see only its own events. */
export async function testEnv(): Promise<TestEnv> {
  const t = await createTestDatabase();
  const cleanups: Array<() => unknown> = [() => t.drop()];
  onTestFinished(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  const log = testLogger();
  const connect = (pool: pg.Pool): Conn => {
    const store = createPgEventStore({ pool, pollIntervalMs: 100 });
    cleanups.push(() => store.close());
    return { pool, store };
  };
  const main = connect(t.pool);
  return {
    ...main,
    url: t.url,
    db: t.db,
    log,
    otherProcess() {
      const pool = createPool(t.url, 5);
      cleanups.push(() => pool.end());
      return connect(pool);
    },
    async start(options) {
      const handle = await startProjector({
        pool: main.pool,
        store: main.store,
        log,
        pollIntervalMs: 100,
        leaderRetryMs: 100,
        errorBackoffMs: 100,
        ...options,
      });
      cleanups.push(() => handle.stop());
      return handle;
    },
    defer(cleanup) {
      cleanups.push(cleanup);
    },
  };
}

/** A promise a handler can wait on until the test lets it go. */
export function gate(): { wait: Promise<void>; open(): void } {
  let open = (): void => undefined;
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export interface CounterTables {
  stream_counts: { stream_id: string; events: number };
  last_events: { stream_id: string; type: string; revision: number };
  /** Only in the `withTotals` variant's schema. */
  totals: { id: number; events: number };
}

export interface CounterOptions {
  name?: string;
  version?: number;
  /** Awaited before each event is applied: lets a test count calls or hold a handler. */
  onHandle?: (event: RecordedEvent) => void | Promise<void>;
  /** Throws after the event's first row is written, so a rollback that is not complete would show. */
  failOn?: (event: RecordedEvent) => boolean;
  /** Extra DDL and per-event work, to make a "new version" produce different tables. */
  withTotals?: boolean;
  /** Only these stream-id prefixes (every stream by default). */
  streams?: readonly string[];
}

/**
 * Counts events per stream and keeps each stream's last event. The count is deliberately not idempotent
 * (`events + 1`), so an event applied twice shows up as a wrong count.
 */
export function counterProjection(options: CounterOptions = {}): Projection<CounterTables> {
  const setup = [
    'create table stream_counts (stream_id text primary key, events integer not null)',
    'create table last_events (stream_id text primary key, type text not null, revision integer not null)',
  ];
  if (options.withTotals) setup.push('create table totals (id integer primary key, events integer not null)');
  return {
    name: options.name ?? 'counter',
    version: options.version ?? 1,
    setup,
    ...(options.streams ? { streams: options.streams } : {}),
    async handle(trx, event) {
      await options.onHandle?.(event);
      await trx
        .insertInto('stream_counts')
        .values({ stream_id: event.streamId, events: 1 })
        .onConflict((oc) => oc.column('stream_id').doUpdateSet({ events: sql<number>`stream_counts.events + 1` }))
        .execute();
      if (options.failOn?.(event)) throw new Error(`handler failure on ${event.streamId}@${event.revision}`);
      await trx
        .insertInto('last_events')
        .values({ stream_id: event.streamId, type: event.type, revision: event.revision })
        .onConflict((oc) => oc.column('stream_id').doUpdateSet({ type: event.type, revision: event.revision }))
        .execute();
      if (options.withTotals) {
        await trx
          .insertInto('totals')
          .values({ id: 1, events: 1 })
          .onConflict((oc) => oc.column('id').doUpdateSet({ events: sql<number>`totals.events + 1` }))
          .execute();
      }
    },
  };
}

export function testLogger(): Logger {
  return createLogger(process.env.TEST_LOG_LEVEL ?? 'silent', 'projector-test');
}

export async function appendEvents(store: EventStore, streamId: string, types: string[]): Promise<Position> {
  const res = await store.append(
    streamId,
    types.map((type, i) => ({ type, data: { i }, metadata: { actor: 'test' } })),
    { expectedRevision: 'any' },
  );
  return res.position;
}

export async function until<T>(
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export async function checkpointOf(
  db: Kysely<unknown>,
  name: string,
): Promise<{ version: number; position: Position } | undefined> {
  const res = await sql<{ version: number; position: string }>`
    select version, position
    from projection_checkpoints where name = ${name}`.execute(db);
  const row = res.rows[0];
  return row && { version: row.version, position: rowToPosition(row) };
}

/** Full table contents in a stable order, for comparing read models row by row. */
export async function tableRows(db: Kysely<unknown>, schema: string, table: string): Promise<unknown[]> {
  const res = await sql<Record<string, unknown>>`select * from ${sql.table(`${schema}.${table}`)}`.execute(db);
  return res.rows.map((r) => JSON.stringify(r)).sort().map((r) => JSON.parse(r) as unknown);
}

export async function counterTables(db: Kysely<unknown>, schema: string): Promise<Record<string, unknown[]>> {
  return {
    stream_counts: await tableRows(db, schema, 'stream_counts'),
    last_events: await tableRows(db, schema, 'last_events'),
  };
}

export async function schemaNames(db: Kysely<unknown>, prefix: string): Promise<string[]> {
  const res = await sql<{ nspname: string }>`
    select nspname from pg_namespace where nspname like ${`${prefix}%`} order by nspname`.execute(db);
  return res.rows.map((r) => r.nspname);
}

/** The relation id behind `<schema>.<table>`: it changes when a rebuild swaps in fresh tables. */
export async function tableOid(db: Kysely<unknown>, schema: string, table: string): Promise<number> {
  const res = await sql<{ oid: number }>`select ${`${schema}.${table}`}::regclass::oid::int as oid`.execute(db);
  const oid = res.rows[0]?.oid;
  if (oid === undefined) throw new Error(`no table ${schema}.${table}`);
  return oid;
}

export interface BatchTables {
  seen: { global_position: string };
}

/** Stores each event's position in the projection's `seen` table. */
async function markSeen(trx: Kysely<BatchTables>, events: readonly RecordedEvent[]): Promise<void> {
  await trx.insertInto('seen').values(events.map((e) => ({ global_position: e.sequence.toString() }))).execute();
}

/** What a test does around a batch (record the order, take time, read side by side): it calls `apply` to store it. */
type AroundBatch = (events: readonly RecordedEvent[], apply: () => Promise<void>, trx: Kysely<BatchTables>) => Promise<void>;

/** Records each batch it is given (its size), and each event's position, with `around` wrapped around each batch. */
export function batchRecorder(name: string, priority?: ProjectionPriority, around?: AroundBatch): { projection: Projection<BatchTables>; batches: number[] } {
  const batches: number[] = [];
  const projection: Projection<BatchTables> = {
    name,
    version: 1,
    setup: ['create table seen (global_position bigint primary key)'],
    ...(priority ? { priority } : {}),
    async handle() {
      throw new Error('handleBatch is used');
    },
    async handleBatch(trx, events: readonly RecordedEvent[]) {
      batches.push(events.length);
      const apply = () => markSeen(trx, events);
      await (around ? around(events, apply, trx) : apply());
    },
  };
  return { projection, batches };
}

export async function appliedUpTo(db: Kysely<unknown>, name: string, position: Position): Promise<void> {
  await until(async () => {
    const c = await checkpointOf(db, name);
    return c !== undefined && comparePositions(c.position, position) >= 0;
  }, 10_000, `${name} to reach ${positionToString(position)}`);
}

/**
 * Waits until `count` events after `from` are readable: the log shows only events below the oldest open transaction,
 * and on a shared server another test's open transaction can hold fresh appends back for a moment.
 */
export async function untilReadable(store: Pick<EventStore, 'readAll'>, from: Position, count: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await store.readAll(from, count)).length < count) {
    if (Date.now() > deadline) throw new Error(`fewer than ${count} events became readable`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
