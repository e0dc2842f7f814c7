import type pg from 'pg';
import { tallyStream } from '@inkpace/contracts/events/tally';
import { messages } from '@inkpace/contracts/messages';
import { DomainError } from '@inkpace/contracts/errors';
import type { CommandDeps } from '../pipeline/deps.ts';
import { LOCK_CLASS } from '../pipeline/advisory-lock.ts';
import { LockHolders } from '../pipeline/lock-holders.ts';

/** How long a set total waits for the totals to include every entry stored before it. */
const CATCH_UP_TIMEOUT_MS = 10_000;

/**
 * Commands of one app holding project locks at once, each on a pooled client of its own (lock-holders.ts): together
 * well below the pool's size, so holders waiting for a client to append with always find one.
 */
const SET_TOTAL_HOLDERS_PER_APP = 4;
const COUNT_HOLDERS_PER_APP = 8;

/**
 * The totals a set total reads must include every entry stored before it, also one whose command answered 202
 * because the projection was behind or failing: otherwise the difference would be computed from a stale total.
 * Nothing is stored yet, so refusing (503) is safe to retry.
 */
async function totalsCaughtUp(deps: Pick<CommandDeps, 'store' | 'waiter'>): Promise<void> {
  const head = await deps.store.headPosition();
  if ((await deps.waiter.waitFor(head, CATCH_UP_TIMEOUT_MS, tallyStream(''))) !== 'applied') {
    throw new DomainError('SERVICE_UNAVAILABLE', messages.errors.totalsBehind);
  }
}

/**
 * Lets go of the client's locks and returns it to the pool without holding up the command's answer: the locks last
 * until the unlock runs, so whoever waits for them in PostgreSQL still waits, and the answer saves a round trip.
 * A client whose unlock failed is discarded, which ends its session and so its locks.
 */
function unlockAndRelease(client: pg.PoolClient, released: () => void): void {
  client.query('select pg_advisory_unlock_all()')
    .then(() => client.release(), (error: unknown) => client.release(error instanceof Error ? error : true))
    .finally(released);
}

/** The projects a command locks: exclusively where it sets a total, shared where it only adds or changes counts. */
export interface ProjectLockSet {
  setTotals: readonly number[];
  counts: readonly number[];
}

/**
 * Keeps each set total's meaning: the total it reads must include every entry stored before it, and no entry of its
 * project may be stored between that read and its own append (or the total it reached would not be the one asked
 * for). A set total holds its projects' advisory lock exclusively from catching up to settling; anything else that
 * changes a project's counts holds it shared while it decides and appends, so those run side by side and only wait
 * for set totals. The guarantee rests on PostgreSQL alone; what an app keeps in memory (a line per project for its
 * set totals, caps on the pooled clients held) saves clients and round trips, and belongs to one app (one per
 * CommandDeps), never to the module, so two apps in one process behave exactly like two processes.
 */
export class ProjectLocks {
  private readonly setTotalHolders = new LockHolders(SET_TOTAL_HOLDERS_PER_APP);
  private readonly countHolders = new LockHolders(COUNT_HOLDERS_PER_APP);
  private readonly lines = new Map<number, Promise<void>>();

  /**
   * Runs `work` with the projects locked: compute → append → settle of set totals happens under the exclusive lock,
   * once the totals include everything stored before. Projects are locked in id order, whatever the mode, so two
   * commands can never wait on each other.
   */
  async run<T>(deps: Pick<CommandDeps, 'pool' | 'store' | 'waiter'>, projects: ProjectLockSet, work: () => Promise<T>): Promise<T> {
    const exclusive = new Set(projects.setTotals);
    const ids = [...new Set([...projects.setTotals, ...projects.counts])].sort((a, b) => a - b);
    if (ids.length === 0) return work();
    const setsTotals = exclusive.size > 0;
    const holders = setsTotals ? this.setTotalHolders : this.countHolders;
    const locked = async () => {
      await holders.acquire();
      let client: pg.PoolClient;
      try {
        client = await deps.pool.connect();
      } catch (error) {
        holders.release();
        throw error;
      }
      try {
        for (const id of ids) {
          const lock = exclusive.has(id) ? 'pg_advisory_lock' : 'pg_advisory_lock_shared';
          await client.query(`select ${lock}($1, $2)`, [LOCK_CLASS.setTotalProject, id]);
        }
        if (setsTotals) await totalsCaughtUp(deps);
        return await work();
      } finally {
        unlockAndRelease(client, () => holders.release());
      }
    };
    return setsTotals ? this.inLine([...exclusive].sort((a, b) => a - b), locked) : locked();
  }

  /** Runs `work` after this app's earlier set totals of the same projects (a cheap first gate before the database). */
  private async inLine<T>(projectIds: readonly number[], work: () => Promise<T>): Promise<T> {
    const before = projectIds.map((id) => this.lines.get(id) ?? Promise.resolve());
    let done!: () => void;
    const mine = new Promise<void>((resolve) => (done = resolve));
    const chained = Promise.all(before).then(() => mine);
    for (const id of projectIds) this.lines.set(id, chained);
    try {
      await Promise.all(before);
      return await work();
    } finally {
      done();
      for (const id of projectIds) if (this.lines.get(id) === chained) this.lines.delete(id);
    }
  }
}
