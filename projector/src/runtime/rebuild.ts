import type pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { createDb } from '@inkpace/infra/db';
import type { Logger } from '@inkpace/infra/log';
import { START, comparePositions, type EventStore, type Position } from '@inkpace/infra/event-store';
import { advanceCheckpoint, readCheckpoint } from './checkpoints.ts';
import {
  applyEvents,
  createProjectionSchema,
  ensureProjection,
  lockKey,
  nextSchema,
  oldSchema,
  toAnyProjection,
  toAnyProjections,
  validateProjections,
  type AnyProjection,
  type ProjectionList,
} from './schema.ts';
import type { Projection } from './projection.ts';
import { RebuildReporter } from './rebuild-records.ts';
import type { RebuildOrigin } from '@inkpace/contracts/rules/rebuild-progress';

export const DEFAULT_BATCH_SIZE = 2000;

/** Another session (this process or another) is already rebuilding the projection. */
export class RebuildInProgressError extends Error {
  constructor(readonly projection: string) {
    super(`A rebuild of projection ${projection} is already running`);
    this.name = 'RebuildInProgressError';
  }
}

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
 *
 * Everything runs on one pinned connection that holds a session-level advisory lock for the whole rebuild: if
 * the connection dies, the lock goes with it and so does every write this rebuild could still make, so two
 * rebuilds can never interleave in `__next`. Progress is kept in memory; a rebuild that dies starts over.
 */
export async function rebuildProjection<T>(options: RebuildOptions<T>): Promise<Position> {
  const { pool, store, log, signal } = options;
  const projection = toAnyProjection(options.projection);
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const name = projection.name;
  const next = nextSchema(name);
  validateProjections([projection]);
  signal?.throwIfAborted();

  const db = createDb<unknown>(pool);
  await ensureProjection(db, projection, log);
  return db.connection().execute(async (conn) => {
    const lock = await sql<{ locked: boolean }>`
      select pg_try_advisory_lock(${lockKey('rebuild', name)}::bigint) as locked`.execute(conn);
    if (lock.rows[0]?.locked !== true) throw new RebuildInProgressError(name);
    const started = Date.now();
    log.info({ projection: name, version: projection.version }, 'projection rebuild started');
    const reporter = new RebuildReporter(db, log, name, options.origin ?? 'cli');
    const report = (applied: number): void => {
      reporter.progress(applied);
      options.onProgress?.(applied, reporter.total);
    };
    try {
      await reporter.start(await logSize(conn));
      // A schema left by a rebuild that died is stale; nobody else can be writing it while we hold the lock.
      await conn.transaction().execute(async (trx) => {
        await sql`drop schema if exists ${sql.id(next)} cascade`.execute(trx);
        await createProjectionSchema(trx, projection, next);
      });

      let position = START;
      let applied = 0;
      // Replay without touching the live checkpoint; stop once a batch comes back short (caught up for now).
      for (;;) {
        signal?.throwIfAborted();
        const events = await store.readAll(position, batchSize);
        const last = events.at(-1);
        if (!last) break;
        await conn.transaction().execute((trx) => applyEvents(trx, projection, next, events));
        position = last.position;
        applied += events.length;
        report(applied);
        if (events.length < batchSize) break;
      }

      position = await swap(conn, { store, projection, log, batchSize }, position, (n) => report((applied += n)));
      await reporter.finish(null);
      log.info(
        { projection: name, version: projection.version, events: applied, ms: Date.now() - started },
        'projection rebuilt and swapped in',
      );
      return position;
    } catch (error) {
      await reporter.finish(error);
      // Best effort: the next rebuild drops it anyway, but a half-built copy should not linger meanwhile.
      await sql`drop schema if exists ${sql.id(next)} cascade`.execute(conn).catch(() => undefined);
      throw error;
    } finally {
      await sql`select pg_advisory_unlock(${lockKey('rebuild', name)}::bigint)`.execute(conn).catch(() => undefined);
    }
  });
}

/** The number of events in the log (the rebuild's 100 %; events appended meanwhile go past it). */
async function logSize(conn: Kysely<unknown>): Promise<number> {
  const res = await sql<{ n: string }>`select count(*)::text as n from events`.execute(conn);
  return Number(res.rows[0]?.n ?? 0);
}

/**
 * One transaction: lock the live checkpoint row (the live leader's batches wait on it), apply what is left up
 * to the head into `__next`, rename the schemas and move the checkpoint. Readers of `<name>.<table>` see the old
 * tables until the commit and the new ones after it.
 */
async function swap(
  conn: Kysely<unknown>,
  deps: { store: EventStore; projection: AnyProjection; log: Logger; batchSize: number },
  from: Position,
  count: (n: number) => void,
): Promise<Position> {
  const { store, projection, log, batchSize } = deps;
  const name = projection.name;
  return conn.transaction().execute(async (trx) => {
    const live = await readCheckpoint(trx, name, { forUpdate: true });
    if (!live) throw new Error(`Checkpoint row for projection ${name} disappeared during its rebuild`);
    let position = from;
    for (;;) {
      const events = await store.readAll(position, batchSize);
      const last = events.at(-1);
      if (!last) break;
      await applyEvents(trx, projection, nextSchema(name), events);
      position = last.position;
      count(events.length);
    }
    // Cannot happen with a store whose reads are final (both read the same log, the swap later); refusing is
    // cheaper than going live with a model that lacks events the old one had.
    if (comparePositions(position, live.position) < 0) {
      throw new Error(`Rebuild of ${name} ended behind the live checkpoint`);
    }
    await sql`alter schema ${sql.id(name)} rename to ${sql.id(oldSchema(name))}`.execute(trx);
    await sql`alter schema ${sql.id(nextSchema(name))} rename to ${sql.id(name)}`.execute(trx);
    await sql`drop schema ${sql.id(oldSchema(name))} cascade`.execute(trx);
    await advanceCheckpoint(trx, name, position, projection.version);
    if (live.version !== projection.version) {
      log.info({ projection: name, from: live.version, to: projection.version }, 'projection version went live');
    }
    return position;
  });
}

export interface RebuildProjectionsOptions<T extends readonly unknown[] = readonly unknown[]> {
  pool: pg.Pool;
  store: EventStore;
  projections: ProjectionList<T>;
  log: Logger;
  /** Projections to rebuild (default: all), one after the other. */
  names?: readonly string[];
  batchSize?: number;
  signal?: AbortSignal;
  origin?: RebuildOrigin;
  /** Called before each projection's rebuild starts. */
  onStart?: (name: string) => void;
  onProgress?: (name: string, applied: number, total: number) => void;
}

/**
 * For `npm run cli -- projections rebuild [name]`: rebuilds from a separate process while the live projector
 * (elsewhere) keeps serving and applying; each swap serializes with its batches on the checkpoint row.
 * Rebuilds run one at a time, so a process never holds more than one pinned connection for them.
 */
export async function rebuildProjections<T extends readonly unknown[]>(
  options: RebuildProjectionsOptions<T>,
): Promise<void> {
  const { pool, store, log, batchSize, signal, names, origin } = options;
  const projections = toAnyProjections(options.projections);
  validateProjections(projections);
  const byName = new Map(projections.map((p) => [p.name, p]));
  const unknown = (names ?? []).filter((n) => !byName.has(n));
  if (unknown.length > 0) {
    throw new Error(`Unknown projection(s): ${unknown.join(', ')}; known: ${[...byName.keys()].join(', ')}`);
  }
  const selected = names ? [...new Set(names)].map((n) => byName.get(n)) : projections;
  for (const projection of selected) {
    if (!projection) continue;
    options.onStart?.(projection.name);
    const onProgress = options.onProgress;
    await rebuildProjection({
      pool, store, log, batchSize, signal, projection, origin,
      ...(onProgress ? { onProgress: (applied: number, total: number) => onProgress(projection.name, applied, total) } : {}),
    });
  }
}
