import type pg from 'pg';
import { sql, type Kysely } from 'kysely';
import type { Logger } from '@inkpace/infra/log';
import type { EventStore, Position } from '@inkpace/infra/event-store';
import { readCheckpoint } from './checkpoints.ts';
import { runBatch } from './batch-runner.ts';
import { nextSchema, oldSchema, type AnyProjection } from './schema.ts';

/**
 * One catch-up batch (batch-runner.ts): under the live checkpoint's batch lock (the live leader's batches wait on it),
 * apply what is left up to the head into `__next`, rename the schemas and move the checkpoint. Readers of
 * `<name>.<table>` see the old tables until the commit and the new ones after it.
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
  const before = await readCheckpoint(replay.conn, name);
  const result = await runBatch({ client: replay.client }, projection, {
    mode: 'catch-up',
    from,
    readAfter: (position) => store.readAll(position, batchSize),
    onRead: count,
    goLive: async (db) => {
      await sql`alter schema ${sql.id(name)} rename to ${sql.id(oldSchema(name))}`.execute(db);
      await sql`alter schema ${sql.id(nextSchema(name))} rename to ${sql.id(name)}`.execute(db);
      await sql`drop schema ${sql.id(oldSchema(name))} cascade`.execute(db);
    },
  });
  if (result.kind !== 'done' || result.position === null) throw new Error(`Checkpoint row for projection ${name} disappeared during its rebuild`);
  if (before && before.version !== projection.version) {
    log.info({ projection: name, from: before.version, to: projection.version }, 'projection version went live');
  }
  return result.position;
}
