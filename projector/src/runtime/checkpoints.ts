import { sql, type Kysely, type Transaction } from 'kysely';
import { positionFromColumn } from '@inkpace/infra/db';
import type { Position } from '@inkpace/infra/event-store';
import { appliedPayload, skippedPayload } from './progress-payload.ts';
import { lockKey } from './schema.ts';

/**
 * Notified in the same transaction that moves a checkpoint, with the projection and its new position (see
 * progress-payload.ts): a checkpoint moved past events the projection ignores says so, because nothing it holds
 * changed (the accounts projection skipping an entry does not empty the auth cache).
 */
export const PROGRESS_CHANNEL = 'inkpace_projection_progress';

export interface Checkpoint {
  version: number;
  position: Position;
}

interface CheckpointRow {
  name: string;
  version: number;
  position: string;
}

const COLUMNS = sql`name, version, position`;

export const rowToPosition = (row: { position: string }): Position => positionFromColumn(row.position);

/**
 * Reads one checkpoint. With `forUpdate` the row stays locked until the transaction ends (a rebuild's swap, which
 * also holds the batch lock: see batchLock).
 */
export async function readCheckpoint(
  db: Kysely<unknown>,
  name: string,
  options: { forUpdate?: boolean } = {},
): Promise<Checkpoint | undefined> {
  const lock = options.forUpdate ? sql`for update` : sql``;
  const res = await sql<CheckpointRow>`
    select ${COLUMNS} from projection_checkpoints where name = ${name} ${lock}`.execute(db);
  const row = res.rows[0];
  return row && { version: row.version, position: rowToPosition(row) };
}

export async function insertCheckpoint(trx: Transaction<unknown>, name: string, version: number): Promise<void> {
  await sql`insert into projection_checkpoints (name, version) values (${name}, ${version})`.execute(trx);
}

/**
 * The lock a batch and a rebuild's swap of one projection take for their whole transaction, so they never overlap.
 * An advisory lock, not the checkpoint row's: locking a row gives the transaction an id at once, and the log's
 * readers see no event appended after the oldest open transaction with an id began (see the event store's readAll),
 * so every write's answer would wait for the audit trail's batches to end. Taken in a statement of its own: the
 * statement that reads the checkpoint afterwards must take its snapshot after the wait.
 */
export const batchLock = (name: string): string => `select pg_advisory_xact_lock(${lockKey('batch', name)}::bigint)`;

/**
 * Starts a batch: takes the projection's batch lock (batchLock), reads its checkpoint, points the transaction's
 * search_path at the projection's schema, and lets its commit skip the wait for the disk. Read models are derived
 * from the event log, so a crash can lose only the last few batches, each together with its checkpoint move, and the
 * projector applies those events again; the events themselves were committed durably.
 */
export async function lockForBatch(trx: Kysely<unknown>, name: string, searchPath: string): Promise<Checkpoint | undefined> {
  await sql.raw(batchLock(name)).execute(trx);
  const res = await sql<CheckpointRow>`
    select ${COLUMNS}, set_config('search_path', ${searchPath}, true) as search_path,
      set_config('synchronous_commit', 'off', true) as synchronous_commit
    from projection_checkpoints where name = ${name}`.execute(trx);
  const row = res.rows[0];
  return row && { version: row.version, position: rowToPosition(row) };
}

/**
 * Moves a checkpoint past events the projection ignores, in one statement and only if it is still at `from` and
 * of `version` (a batch or a rebuild swap that moved it meanwhile wins); tells waiters. Returns whether it moved.
 * Like a batch, it commits without waiting for the disk (see lockForBatch).
 */
export async function skipCheckpoint(db: Kysely<unknown>, name: string, version: number, from: Position, to: Position): Promise<boolean> {
  const res = await sql<{ name: string }>`
    with moved as (
      update projection_checkpoints
      set position = ${to}, updated_at = now()
      where name = ${name} and version = ${version} and position = ${from}
      returning name)
    select name from moved, lateral (select pg_notify(${PROGRESS_CHANNEL}, ${skippedPayload(name, to)})) notified,
      lateral (select set_config('synchronous_commit', 'off', true)) async_commit`.execute(db);
  return res.rows.length === 1;
}

/** Moves the checkpoint (and, after a rebuild, the live version) and tells waiters, at commit. */
export async function advanceCheckpoint(
  trx: Kysely<unknown>,
  name: string,
  position: Position,
  version?: number,
): Promise<void> {
  const setVersion = version === undefined ? sql`` : sql`, version = ${version}`;
  const res = await sql<{ name: string }>`
    with moved as (
      update projection_checkpoints
      set position = ${position}, updated_at = now() ${setVersion}
      where name = ${name}
      returning name)
    select name from moved, lateral (select pg_notify(${PROGRESS_CHANNEL}, ${appliedPayload(name, position)})) notified`.execute(trx);
  if (res.rows.length !== 1) throw new Error(`Checkpoint row for projection ${name} is missing`);
}
