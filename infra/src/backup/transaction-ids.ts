import type pg from 'pg';
import { RestoreRefusedError } from './format.ts';

/**
 * The log's readers order events by (tx_id, global_position) and read only those whose transaction id is below the
 * oldest one still running (see the event store). Restored events keep the ids of the server they were written on;
 * on a younger server (a fresh data directory) those ids lie ahead of its counter, so its readers would not see
 * them and new events would sort before them. A restore therefore moves the target's counter past the backup's
 * highest id by using up ids, one small transaction each (about TRANSACTIONS_PER_CALL at a time).
 */
const TRANSACTIONS_PER_CALL = 100_000;
/** Beyond this many ids (minutes of work, and near PostgreSQL's wraparound horizon), a restore refuses instead. */
export const MAX_TRANSACTION_IDS_TO_ADVANCE = 100_000_000n;

/** The first transaction id the server will hand out next (no id is assigned to find it out). */
async function nextTransactionId(pool: pg.Pool): Promise<bigint> {
  const row = (await pool.query<{ next: string }>('select pg_snapshot_xmax(pg_current_snapshot())::text as next')).rows[0];
  return BigInt(row?.next ?? '0');
}

/** How many ids the target must use up to go past `maxTxId`; refuses when that is more than a restore should do. */
export async function transactionIdsToAdvance(pool: pg.Pool, maxTxId: bigint): Promise<bigint> {
  const gap = maxTxId + 1n - await nextTransactionId(pool);
  if (gap > MAX_TRANSACTION_IDS_TO_ADVANCE) {
    throw new RestoreRefusedError(
      `The backup's transaction ids (up to ${maxTxId}) lie ${gap} ahead of this PostgreSQL server's; restore into the server it came from or one at least as far along.`,
    );
  }
  return gap > 0n ? gap : 0n;
}

/** Uses up transaction ids until the next one is past `maxTxId`. */
export async function advanceTransactionIds(
  pool: pg.Pool, maxTxId: bigint, onProgress?: (label: string, done: number, total: number, unit: string) => void,
): Promise<void> {
  const total = await transactionIdsToAdvance(pool, maxTxId);
  let done = 0n;
  while (done < total) {
    const step = total - done < BigInt(TRANSACTIONS_PER_CALL) ? total - done : BigInt(TRANSACTIONS_PER_CALL);
    // A DO block may commit between statements: each turn of the loop is a transaction that takes an id.
    await pool.query(`do $$ begin for i in 1..${step} loop perform pg_current_xact_id(); commit; end loop; end $$`);
    done += step;
    onProgress?.('transaction ids', Number(done), Number(total), 'ids');
  }
}
