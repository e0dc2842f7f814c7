import type pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { createDb } from '@inkpace/infra/db';
import type { Logger } from '@inkpace/infra/log';
import { START, comparePositions, type EventStore, type Position } from '@inkpace/infra/event-store';
import { readsStream } from './projection.ts';
import {
  analyzeSchema,
  createIndexesAfterReplay,
  createProjectionSchema,
  ensureProjection,
  lockKey,
  nextSchema,
  searchPathOf,
  toAnyProjection,
  toAnyProjections,
  upcastFor,
  validateProjections,
  withEventLog,
  type AnyProjection,
  type ProjectionList,
} from './schema.ts';
import type { Projection } from './projection.ts';
import { RebuildReporter } from './rebuild-records.ts';
import { unknownProjectionsMessage } from './names.ts';
import { ReplaySource } from './replay-source.ts';
import { RebuildInProgressError } from './rebuild-error.ts';
import { kyselyOn } from './batch-connection.ts';
import { runBatch } from './batch-runner.ts';
import { swap } from './rebuild-swap.ts';
import type { RebuildOrigin } from '@inkpace/contracts/rules/rebuild-progress';

export const DEFAULT_BATCH_SIZE = 2000;

export { RebuildInProgressError } from './rebuild-error.ts';

export interface RebuildOptions<T = unknown> {
  pool: pg.Pool;
  store: EventStore;
  projection: Projection<T>;
  log: Logger;
  batchSize?: number;
  /** Aborting stops the replay between batches (not during the swap) and drops the half-built schema. */
  signal?: AbortSignal;
  /** Who started it, as `projection_rebuilds` records it (default: cli). */
  origin?: RebuildOrigin;
  /** Called after every batch with the events applied so far and the log's size when the rebuild started. */
  onProgress?: (applied: number, total: number) => void;
}

/**
 * Builds the projection from START into a fresh schema `<name>__next` while the live schema keeps serving
 * (and its leader keeps applying), then swaps it in atomically and returns the position it went live at.
 */
export async function rebuildProjection<T>(options: RebuildOptions<T>): Promise<Position> {
  const { onProgress, projection, ...rest } = options;
  const positions = await rebuildTogether({
    ...rest, projections: [toAnyProjection(projection)],
    ...(onProgress ? { onProgress: (_label: string, applied: number, total: number) => onProgress(applied, total) } : {}),
  });
  return positions[0] ?? START;
}

interface TogetherOptions {
  pool: pg.Pool;
  store: EventStore;
  projections: readonly AnyProjection[];
  log: Logger;
  batchSize?: number | undefined;
  signal?: AbortSignal | undefined;
  origin?: RebuildOrigin | undefined;
  onProgress?: ((label: string, applied: number, total: number) => void) | undefined;
}

interface Replay {
  projection: AnyProjection;
  client: pg.PoolClient;
  /** Statements on `client`. */
  conn: Kysely<unknown>;
  reporter: RebuildReporter;
  applied: number;
  /** Time spent applying this projection's batches (they run side by side, so these overlap). */
  applyMs: number;
  locked: boolean;
  started: boolean;
}

/**
 * `n` connections of the pool, each for one projection's rebuild as long as `fn` runs (raw clients, so that its batches
 * can COPY). Destroyed rather than given back when `fn` fails: a connection that failed may still hold its lock.
 */
async function withClients<T>(pool: pg.Pool, n: number, fn: (clients: pg.PoolClient[]) => Promise<T>): Promise<T> {
  const clients: pg.PoolClient[] = [];
  let failed = false;
  try {
    for (let i = 0; i < n; i++) clients.push(await pool.connect());
    return await fn(clients);
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    for (const client of clients) client.release(failed);
  }
}

/**
 * Rebuilds several projections in one pass over the log: each batch is read once (ahead of the projections), brought to
 * today's shape once, and applied to every projection's `__next` schema, each on its own pinned connection and at its
 * own pace, so PostgreSQL works on all of them in parallel and a quick projection never waits for a slow one's batch.
 * Then each is swapped in, one by one.
 *
 * Each pinned connection holds a session-level advisory lock for its projection's whole rebuild: if the connection
 * dies, the lock goes with it and so does every write this rebuild could still make, so two rebuilds of a projection
 * can never interleave in `__next`. Progress is kept in memory (and written to `projection_rebuilds` for the status);
 * a rebuild that dies starts over.
 */
async function rebuildTogether(options: TogetherOptions): Promise<Position[]> {
  const { pool, store, log, signal } = options;
  const projections = withEventLog(options.projections, store);
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  validateProjections(projections);
  signal?.throwIfAborted();
  const db = createDb<unknown>(pool);
  for (const p of projections) await ensureProjection(db, p, log);
  const label = projections.map((p) => p.name).join(', ');

  return withClients(pool, projections.length, async (clients) => {
    const replays: Replay[] = projections.flatMap((projection, i) => {
      const client = clients[i];
      if (!client) return [];
      const conn = kyselyOn(client, searchPathOf(nextSchema(projection.name)), { prepare: false });
      const reporter = new RebuildReporter(db, log, projection.name, options.origin ?? 'cli');
      return [{ projection, client, conn, reporter, applied: 0, applyMs: 0, locked: false, started: false }];
    });
    const startedAt = Date.now();
    try {
      for (const r of replays) {
        const lock = await sql<{ locked: boolean }>`
          select pg_try_advisory_lock(${lockKey('rebuild', r.projection.name)}::bigint) as locked`.execute(r.conn);
        r.locked = lock.rows[0]?.locked === true;
        if (!r.locked) throw new RebuildInProgressError(r.projection.name);
      }
      // The log's size: the rebuild's 100 % (events appended meanwhile go past it).
      const total = await store.countAfter(START);
      for (const r of replays) {
        log.info({ projection: r.projection.name, version: r.projection.version }, 'projection rebuild started');
        r.started = true;
        // A schema left by a rebuild that died is stale; nobody else can be writing it while we hold the lock.
        await r.conn.transaction().execute(async (trx) => {
          await sql`drop schema if exists ${sql.id(nextSchema(r.projection.name))} cascade`.execute(trx);
          await createProjectionSchema(trx, r.projection, nextSchema(r.projection.name), { forReplay: true });
        });
        await r.reporter.start(total);
      }
      const report = (r: Replay): void => {
        r.reporter.progress(r.applied);
        options.onProgress?.(label, r.applied, total);
      };

      // One read of the log for all of them; each projection goes through it at its own pace (see ReplaySource).
      const source = new ReplaySource((from) => store.readAll(from, batchSize), batchSize, (events) => upcastFor(projections, events), replays.length);
      let position = START;
      try {
        // The first failure stops every projection's loop (close() hands the rest null), and all have stopped before
        // the cleanup below drops their schemas.
        const ends = await Promise.allSettled(replays.map(async (r, consumer) => {
          for (let index = 0; ; index++) {
            signal?.throwIfAborted();
            const batch = await source.get(index);
            if (!batch) return;
            const events = batch.events.filter((e) => readsStream(r.projection.streams, e.streamId));
            if (events.length > 0) {
              const t0 = performance.now();
              await runBatch({ client: r.client }, r.projection, { mode: 'replay', events });
              r.applyMs += performance.now() - t0;
            }
            r.applied += batch.read;
            report(r);
            source.passed(consumer, index);
            if (comparePositions(batch.last, position) > 0) position = batch.last;
          }
        }).map((replay) => replay.catch((error: unknown) => { source.close(); throw error; })));
        const failure = ends.find((end) => end.status === 'rejected');
        if (failure) throw failure.reason;
      } finally {
        source.close();
      }

      // The indexes left out of the replay, built at once on each projection's own connection, then the statistics.
      await Promise.all(replays.map((r) => r.conn.transaction().execute(async (trx) => {
        await createIndexesAfterReplay(trx, r.projection, nextSchema(r.projection.name));
        await analyzeSchema(trx, nextSchema(r.projection.name));
      })));

      const positions: Position[] = [];
      for (const r of replays) {
        positions.push(await swap(r, { store, log, batchSize }, position, (n) => { r.applied += n; report(r); }));
        await r.reporter.finish(null);
        log.info({ projection: r.projection.name, version: r.projection.version, events: r.applied, ms: Date.now() - startedAt, applyMs: Math.round(r.applyMs) },
          'projection rebuilt and swapped in');
      }
      return positions;
    } catch (error) {
      for (const r of replays) {
        if (!r.started) continue;
        await r.reporter.finish(error);
        // Best effort: the next rebuild drops it anyway, but a half-built copy should not linger meanwhile.
        await sql`drop schema if exists ${sql.id(nextSchema(r.projection.name))} cascade`.execute(r.conn).catch(() => undefined);
      }
      throw error;
    } finally {
      for (const r of replays) {
        if (r.locked) await sql`select pg_advisory_unlock(${lockKey('rebuild', r.projection.name)}::bigint)`.execute(r.conn).catch(() => undefined);
      }
    }
  });
}

export interface RebuildProjectionsOptions<T extends readonly unknown[] = readonly unknown[]> {
  pool: pg.Pool;
  store: EventStore;
  projections: ProjectionList<T>;
  log: Logger;
  /** Projections to rebuild (default: all), together in one pass over the log. */
  names?: readonly string[];
  batchSize?: number;
  signal?: AbortSignal;
  origin?: RebuildOrigin;
  /** After every batch: the projections' names, the log events replayed so far, and the log's size at the start. */
  onProgress?: (label: string, applied: number, total: number) => void;
}

/**
 * For `npm run cli -- projections rebuild [name]`: rebuilds from a separate process while the live projector
 * (elsewhere) keeps serving and applying; each swap serializes with its batches on the batch lock (batch-runner.ts).
 * Rebuilds run one at a time, so a process never holds more than one pinned connection for them.
 */
export async function rebuildProjections<T extends readonly unknown[]>(
  options: RebuildProjectionsOptions<T>,
): Promise<void> {
  const { pool, store, log, batchSize, signal, names, origin } = options;
  const projections = toAnyProjections(options.projections);
  validateProjections(projections);
  const byName = new Map(projections.map((p) => [p.name, p]));
  const refusal = unknownProjectionsMessage(names ?? [], [...byName.keys()]);
  if (refusal) throw new Error(refusal);
  const selected = names ? [...new Set(names)].flatMap((n) => byName.get(n) ?? []) : projections;
  await rebuildTogether({ pool, store, log, batchSize, signal, origin, projections: selected, onProgress: options.onProgress });
}
