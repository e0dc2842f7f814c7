import type pg from 'pg';
import { sql, type Kysely } from 'kysely';
import type { Logger } from '@inkpace/infra/log';
import { comparePositions, type EventStore, type Position, type RecordedEvent } from '@inkpace/infra/event-store';
import { inCurrentShape } from '@inkpace/contracts/events/registry';
import { advanceCheckpoint, batchLock, readCheckpoint } from './checkpoints.ts';
import { readsStream } from './projection.ts';
import { applyCurrent, nextSchema, oldSchema, type AnyProjection } from './schema.ts';
import { copyRowsOn } from './batch-transaction.ts';

/** The events any of the projections reads, in today's shape (each brought up once, however many projections read it). */
export function upcastFor(projections: readonly AnyProjection[], events: readonly RecordedEvent[]): RecordedEvent[] {
  return events.filter((e) => projections.some((p) => readsStream(p.streams, e.streamId))).map(inCurrentShape);
}

/**
 * One transaction: lock the live checkpoint row (the live leader's batches wait on it), apply what is left up
 * to the head into `__next`, rename the schemas and move the checkpoint. Readers of `<name>.<table>` see the old
 * tables until the commit and the new ones after it.
 */
export async function swap(
  replay: { client: pg.PoolClient; conn: Kysely<unknown>; projection: AnyProjection },
  deps: { store: EventStore; log: Logger; batchSize: number },
  from: Position,
  count: (n: number) => void,
): Promise<Position> {
  const { store, log, batchSize } = deps;
  const { projection } = replay;
  const name = projection.name;
  return replay.conn.transaction().execute(async (trx) => {
    await sql.raw(batchLock(name)).execute(trx);
    const live = await readCheckpoint(trx, name, { forUpdate: true });
    if (!live) throw new Error(`Checkpoint row for projection ${name} disappeared during its rebuild`);
    let position = from;
    for (;;) {
      const events = await store.readAll(position, batchSize);
      const last = events.at(-1);
      if (!last) break;
      const ours = upcastFor([projection], events);
      if (ours.length > 0) await applyCurrent(trx, projection, nextSchema(name), ours, copyRowsOn(replay.client));
      position = last.position;
      count(events.length);
    }
    // Cannot happen with a store whose reads are final (both read the same log, the swap later); refusing is
    // cheaper than going live with a model that lacks events the old one had.
    if (comparePositions(position, live.position) < 0) {
      throw new Error(`Rebuild of ${name} ended behind the live checkpoint`);
    }
    // The catch-up above turned durable commits off (applyCurrent); going live must be durable.
    await sql`select set_config('synchronous_commit', 'on', true)`.execute(trx);
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
