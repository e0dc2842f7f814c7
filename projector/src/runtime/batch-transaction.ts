import type pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import { StatementNames } from '@inkpace/infra/db';
import type { Position } from '@inkpace/infra/event-store';
import { batchLock, PROGRESS_CHANNEL, rowToPosition, type Checkpoint } from './checkpoints.ts';
import { appliedPayload } from './progress-payload.ts';
import { searchPathOf } from './schema.ts';
import { copyOn, type CopyRows } from './copy-rows.ts';

/**
 * A projection batch in as few round trips as it can be: BEGIN together with the batch lock and the checkpoint (and
 * pointing search_path at the projection's schema, and letting the commit skip the wait for the disk: see
 * checkpoints.ts), the projection's own statements, then the checkpoint move, its notification and COMMIT together.
 * Three round trips where a plain transaction takes six: every write waits for one, so its latency is the write's.
 * Values are written into the two framing statements as literals (multi-statement queries take no parameters):
 * a projection name is [a-z_] (schema.ts validates it) and a position is the event store's text (quoted by literal).
 */

const literal = (text: string): string => `'${text.replace(/'/g, "''")}'`;

interface CheckpointRow {
  version: number;
  position: string;
}

/**
 * A projection's statements run on every batch with the same text: each connection prepares them once, so
 * PostgreSQL neither parses nor (once it settles on a generic plan) plans them per batch. The name covers the
 * projection's search_path as well as the text: the same text (`select * from "users"`) means another table, of
 * other columns, in another projection's schema, and a prepared statement must keep its result's shape.
 */
const statementNames = new StatementNames();

/**
 * The last statement sent on each pinned connection. A projection may run statements side by side
 * (`Promise.all`); one connection runs one at a time, so each waits for the one before it here rather than
 * relying on the driver's own queue, which pg deprecates.
 */
const lastSent = new WeakMap<pg.PoolClient, Promise<unknown>>();

/** Runs `run` on `client` once everything sent to it before has finished. */
function sequencedOn(client: pg.PoolClient): <T>(run: () => Promise<T>) => Promise<T> {
  return (run) => {
    const sent = (lastSent.get(client) ?? Promise.resolve()).then(run);
    lastSent.set(client, sent.catch(() => undefined));
    return sent;
  };
}

/**
 * A Kysely on one pooled connection, for one projection's statements inside a transaction the caller runs (no
 * BEGIN/COMMIT of its own). `prepare: false` for a rebuild's connection: its statements run against `__next` tables
 * that a later version may shape differently, and a prepared statement must keep its result's columns.
 */
const pinned = new WeakMap<pg.PoolClient, Map<string, Kysely<unknown>>>();
export function kyselyOn(client: pg.PoolClient, searchPath: string, options: { prepare: boolean } = { prepare: true }): Kysely<unknown> {
  let bySchema = pinned.get(client);
  if (!bySchema) {
    bySchema = new Map();
    pinned.set(client, bySchema);
  }
  const key = `${options.prepare ? 'prepared' : 'plain'}\n${searchPath}`;
  let db = bySchema.get(key);
  if (!db) {
    const sequence = sequencedOn(client);
    const query = (text: string, parameters?: readonly unknown[]): Promise<pg.QueryResult> => {
      const values = [...(parameters ?? [])];
      const name = options.prepare && values.length > 0 ? statementNames.nameFor(`${searchPath}\n${text}`) : undefined;
      return sequence(() => client.query({ text, values, ...(name ? { name } : {}) }));
    };
    db = new Kysely<unknown>({
      dialect: new PostgresDialect({
        pool: { connect: async () => ({ query: query as never, release: () => undefined }), end: async () => undefined },
      }),
    });
    bySchema.set(key, db);
  }
  return db;
}

/** COPY on `client`, in turn with the statements its kyselyOn sends. */
export const copyRowsOn = (client: pg.PoolClient): CopyRows => copyOn(client, sequencedOn(client));

export type BatchResult<T> = { kind: 'done'; value: T } | { kind: 'checkpoint'; found: Checkpoint };

/**
 * Runs `work` in a transaction holding the projection's checkpoint row, if the checkpoint is still `expected`
 * (version and position); otherwise rolls back and returns what was found. On success the checkpoint moves to `to`
 * and waiters hear of it, at commit.
 */
export async function inBatchTransaction<T>(
  pool: pg.Pool, name: string, expected: Checkpoint, to: Position, work: (db: Kysely<unknown>, copy: CopyRows) => Promise<T>,
): Promise<BatchResult<T>> {
  const client = await pool.connect();
  let open = false;
  try {
    const begun = (await client.query(`begin; ${batchLock(name)}; select version, position,
        set_config('search_path', ${literal(searchPathOf(name))}, true), set_config('synchronous_commit', 'off', true)
      from projection_checkpoints where name = ${literal(name)}`)) as unknown as pg.QueryResult<CheckpointRow>[];
    open = true;
    const row = begun[2]?.rows[0];
    if (!row) throw new Error(`Checkpoint row for projection ${name} is missing`);
    const found: Checkpoint = { version: row.version, position: rowToPosition(row) };
    if (found.version !== expected.version || found.position !== expected.position) {
      await client.query('rollback');
      open = false;
      return { kind: 'checkpoint', found };
    }
    const value = await work(kyselyOn(client, searchPathOf(name)), copyRowsOn(client));
    await client.query(`update projection_checkpoints set position = ${literal(to)}, updated_at = now() where name = ${literal(name)};
      select pg_notify(${literal(PROGRESS_CHANNEL)}, ${literal(appliedPayload(name, to))}); commit`);
    open = false;
    return { kind: 'done', value };
  } catch (error) {
    if (open) await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
