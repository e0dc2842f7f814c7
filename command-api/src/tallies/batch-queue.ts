import type pg from 'pg';
import { messages } from '@inkpace/contracts/messages';
import {
  BIG_BATCH_FROM, BIG_BATCH_LOCK_WAIT_MS, BIG_BATCH_RETRY_AFTER_S, BIG_BATCHES_WAITING_PER_WRITER,
} from '@inkpace/contracts/rules/limits';
import { TooManyRequestsError } from '@inkpace/infra/http';
import { KeyedLines } from '@inkpace/infra/limits';
import type { CommandDeps } from '../pipeline/deps.ts';
import { LOCK_CLASS } from '../pipeline/advisory-lock.ts';
import { LockHolders } from '../pipeline/lock-holders.ts';

/**
 * One writer's big batches are saved one at a time, in every instance of the command API (issue 27: four loops of
 * 2,000-entry batches from one writer made everyone else's POST 27× slower). A batch holds its writer's PostgreSQL
 * advisory lock from loading to settling, so the next one starts once the read models show the last; a writer's
 * import then takes at most one batch's share of the cores, and every other writer keeps the rest.
 *
 * In a process, a writer's batches wait in line (only the first holds or waits for the lock, on a client of its own);
 * with more than BIG_BATCHES_WAITING_PER_WRITER waiting, one more is refused with 429 and Retry-After rather than
 * piling up requests and memory. Across instances each process keeps its own line, and a batch that cannot get the
 * lock within BIG_BATCH_LOCK_WAIT_MS (another instance saving the writer's batches) is refused the same way.
 */

/** Writers whose big batches hold their lock at once in one app. */
const HOLDERS_PER_APP = 4;

const busy = () => new TooManyRequestsError(messages.errors.bigBatchesWaiting, BIG_BATCH_RETRY_AFTER_S);

/** PostgreSQL's lock_not_available: lock_timeout passed while waiting. */
const LOCK_NOT_AVAILABLE = '55P03';

async function withWriterLock<T>(holders: LockHolders, pool: pg.Pool, writerId: number, work: () => Promise<T>): Promise<T> {
  await holders.acquire();
  let client: pg.PoolClient | null = null;
  let broken: Error | undefined;
  try {
    client = await pool.connect();
    await client.query(`set lock_timeout = ${BIG_BATCH_LOCK_WAIT_MS}`);
    try {
      await client.query('select pg_advisory_lock($1, $2)', [LOCK_CLASS.writerBigBatch, writerId]);
    } catch (error) {
      if ((error as { code?: string }).code === LOCK_NOT_AVAILABLE) throw busy();
      throw error;
    } finally {
      await client.query('reset lock_timeout');
    }
    try {
      return await work();
    } finally {
      // A client whose unlock failed is closed rather than pooled: its session, and the lock with it, ends.
      await client.query('select pg_advisory_unlock($1, $2)', [LOCK_CLASS.writerBigBatch, writerId]).catch((error: Error) => { broken = error; });
    }
  } finally {
    client?.release(broken);
    holders.release();
  }
}

/** The lines of one app (one per CommandDeps, never the module's: two apps in a process are two instances). */
export class BigBatchLines {
  private readonly holders = new LockHolders(HOLDERS_PER_APP);
  private readonly lines = new KeyedLines(BIG_BATCHES_WAITING_PER_WRITER, busy);

  /** Runs `work` (saving `entries` entries of `writerId`) after the writer's earlier big batches, if it is big. */
  run<T>(deps: Pick<CommandDeps, 'pool'>, writerId: number, entries: number, work: () => Promise<T>): Promise<T> {
    if (entries < BIG_BATCH_FROM) return work();
    return this.lines.run(writerId, () => withWriterLock(this.holders, deps.pool, writerId, work));
  }
}
