import type pg from 'pg';
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

const COLUMNS_TEXT = 'name, version, position';
const COLUMNS = sql.raw(COLUMNS_TEXT);

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
 * A value written into a multi-statement query, which takes no parameters. What goes in is a projection's name
 * ([a-z_], schema.ts), a search_path built from it, a position the event store made and a payload of those; a
 * backslash or NUL in them would be a bug upstream, so it is refused rather than quoted.
 */
function literal(text: string): string {
  if (/[\\\0]/.test(text)) throw new Error(`Refusing to write ${JSON.stringify(text)} into a batch's framing statement`);
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * Opens a batch in one round trip: BEGIN, the projection's batch lock (batchLock), then its checkpoint, read with
 * search_path pointed at the schema being written and a commit that skips the wait for the disk. Read models are
 * derived from the event log, so a crash can lose only the last few batches, each together with its checkpoint
 * move, and the projector applies those events again; the events themselves were committed durably. Every write
 * waits for a batch, so each round trip saved is the write's. Undefined: the checkpoint row is missing.
 */
export async function beginLockedBatch(client: pg.PoolClient, name: string, searchPath: string): Promise<Checkpoint | undefined> {
  const results = (await client.query(`begin; ${batchLock(name)}; select ${COLUMNS_TEXT},
      set_config('search_path', ${literal(searchPath)}, true) as search_path,
      set_config('synchronous_commit', 'off', true) as synchronous_commit
    from projection_checkpoints where name = ${literal(name)}`)) as unknown as pg.QueryResult<CheckpointRow>[];
  const row = results[2]?.rows[0];
  return row && { version: row.version, position: rowToPosition(row) };
}

/** Opens a batch that takes no lock (a rebuild's replay, under the rebuild's own lock), with the same settings. */
export async function beginUnlockedBatch(client: pg.PoolClient, searchPath: string): Promise<void> {
  await client.query(`begin; select set_config('search_path', ${literal(searchPath)}, true),
    set_config('synchronous_commit', 'off', true)`);
}

/** Where a batch leaves its checkpoint at commit: `version` only when a rebuild goes live. */
export interface CheckpointMove {
  name: string;
  position: Position;
  version?: number;
}

/**
 * Ends a batch in one round trip: moves the checkpoint (if `move`), tells waiters, and commits. The batch read the
 * checkpoint row under its lock when it began (beginLockedBatch), so the row is there to move.
 */
export async function commitBatch(client: pg.PoolClient, move: CheckpointMove | null): Promise<void> {
  if (!move) {
    await client.query('commit');
    return;
  }
  const setVersion = move.version === undefined ? '' : `, version = ${Number(move.version).toFixed(0)}`;
  await client.query(`update projection_checkpoints set position = ${literal(move.position)}, updated_at = now()${setVersion}
      where name = ${literal(move.name)};
    select pg_notify(${literal(PROGRESS_CHANNEL)}, ${literal(appliedPayload(move.name, move.position))}); commit`);
}

/**
 * Moves a checkpoint past events the projection ignores, in one statement and only if it is still at `from` and
 * of `version` (a batch or a rebuild swap that moved it meanwhile wins); tells waiters. Returns whether it moved.
 * Like a batch, it commits without waiting for the disk (see beginLockedBatch).
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
