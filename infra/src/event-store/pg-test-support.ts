import type pg from 'pg';
import { delay } from './contract-support.ts';
import { encodePgPosition } from './pg-position.ts';
import type { Position } from './port.ts';
import { LISTENER_APPLICATION_NAME } from '../db/listener.ts';

/** Helpers for pg.test.ts: commits that arrive out of order (as slow command transactions make them), LISTEN connections. */

export interface Commit {
  key: string;
  position: Position;
  sequence: bigint;
}

/**
 * Appends the way a slow command transaction would: half the time the transaction takes its id (xid) before
 * inserting, so a lower tx_id can get a higher global_position; the commit comes after a random pause, so rows
 * with later global positions commit first; a few transactions roll back, leaving holes nobody must wait for.
 */
export async function delayedCommitWriter(pool: pg.Pool, stream: string, count: number, commits: Commit[]): Promise<void> {
  let revision = 0;
  while (revision < count) {
    const client = await pool.connect();
    try {
      await client.query('begin');
      if (Math.random() < 0.5) {
        await client.query('select pg_current_xact_id()');
        await delay(Math.random() * 8);
      }
      const res = await client.query<{ gp: string; tx: string }>(
        `insert into events (stream_id, stream_revision, type, data, metadata) values ($1, $2, 'GapTested', $3, '{}')
         returning global_position::text as gp, tx_id::text as tx`,
        [stream, revision, { revision }],
      );
      await delay(Math.random() * 15);
      if (Math.random() < 0.05) {
        await client.query('rollback');
        continue;
      }
      await client.query('commit');
      const row = res.rows[0];
      if (!row) throw new Error('insert returned no row');
      commits.push({ key: `${stream}#${revision}`, position: encodePgPosition(row.tx, row.gp), sequence: BigInt(row.gp) });
      revision++;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}

/** How many entries of `list` come after an entry with a higher global position. */
export function inversions(list: readonly Commit[]): number {
  let max = -1n;
  let count = 0;
  for (const { sequence } of list) {
    if (sequence < max) count++;
    else max = sequence;
  }
  return count;
}

/** Backends of this database's LISTEN connections that have finished running LISTEN. */
export async function listenerPids(pool: pg.Pool): Promise<number[]> {
  const res = await pool.query<{ pid: number }>(
    `select pid from pg_stat_activity
     where datname = current_database() and application_name = $1 and query ilike 'listen %' and state = 'idle'`,
    [LISTENER_APPLICATION_NAME],
  );
  return res.rows.map((r) => r.pid);
}
