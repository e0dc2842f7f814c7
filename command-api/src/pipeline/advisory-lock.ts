import type { CommandDeps } from './deps.ts';
import { LockHolders } from './lock-holders.ts';

/**
 * The advisory-lock classes of every command that locks (the second key names what is locked), in one place so no
 * two kinds of lock can share a class and wait on each other.
 */
export const LOCK_CLASS = {
  /** A set total's projects (key: the project id; tallies/project-locks.ts). */
  setTotalProject: 0x1a11,
  /** A writer's API keys (key: the writer's id). */
  apiKeyCount: 0x1a12,
  /** Reset mails to one address (key: a hash of the address). */
  resetMailAddress: 0x1a13,
  /** A writer's big batches of entries (key: the writer's id; tallies/batch-queue.ts). */
  writerBigBatch: 0x1a14,
} as const;

/** Lock holders of one app each keep one pooled client: few, so waiting commands can never starve the pool. */
const HOLDERS_PER_APP = 2;

/**
 * Runs work (count → decide → append → settle) alone for one thing counted, in every process: PostgreSQL's advisory
 * lock is the guarantee. Within an app the commands for one thing queue before taking a pooled client, so a burst for
 * it holds at most one; that state belongs to the app (one per CommandDeps), not the module.
 */
export class AdvisoryLocks {
  private readonly holders = new LockHolders(HOLDERS_PER_APP);
  private readonly lines = new Map<string, Promise<unknown>>();

  async run<T>(deps: Pick<CommandDeps, 'pool'>, lockClass: number, key: number, work: () => Promise<T>): Promise<T> {
    const id = `${lockClass}:${key}`;
    const before = this.lines.get(id) ?? Promise.resolve();
    const mine = before.catch(() => undefined).then(() => this.underLock(deps, lockClass, key, work));
    this.lines.set(id, mine);
    try {
      return await mine;
    } finally {
      if (this.lines.get(id) === mine) this.lines.delete(id);
    }
  }

  private async underLock<T>(deps: Pick<CommandDeps, 'pool'>, lockClass: number, key: number, work: () => Promise<T>): Promise<T> {
    await this.holders.acquire();
    const client = await deps.pool.connect().catch((error: unknown) => {
      this.holders.release();
      throw error;
    });
    try {
      await client.query('select pg_advisory_lock($1, $2)', [lockClass, key]);
      try {
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1, $2)', [lockClass, key]);
      }
    } finally {
      client.release();
      this.holders.release();
    }
  }
}
