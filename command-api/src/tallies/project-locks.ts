import { tallyStream } from '@inkpace/contracts/events/tally';
import { messages } from '@inkpace/contracts/messages';
import { DomainError } from '@inkpace/contracts/errors';
import type { CommandDeps } from '../pipeline/deps.ts';
import { LOCK_CLASS } from '../pipeline/advisory-lock.ts';
import { LockHolders } from '../pipeline/lock-holders.ts';

/** Set totals holding their projects' locks at once in this process (lock-holders.ts). */
const holders = new LockHolders(4);
const inProcess = new Map<number, Promise<void>>();

/** Runs `work` alone per project within this process (the cheap first gate before the database lock). */
async function serialInProcess<T>(projectIds: readonly number[], work: () => Promise<T>): Promise<T> {
  const before = projectIds.map((id) => inProcess.get(id) ?? Promise.resolve());
  let done!: () => void;
  const mine = new Promise<void>((resolve) => (done = resolve));
  const chained = Promise.all(before).then(() => mine);
  for (const id of projectIds) inProcess.set(id, chained);
  try {
    await Promise.all(before);
    return await work();
  } finally {
    done();
    for (const id of projectIds) if (inProcess.get(id) === chained) inProcess.delete(id);
  }
}

/** How long a set total waits for the totals to include every entry stored before it. */
const CATCH_UP_TIMEOUT_MS = 10_000;

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
 * Runs a set-total computation with the projects locked against other set totals, in every process: the total
 * a set-total entry reads must include every earlier entry's effect, so compute → append → settle happens under
 * the lock, once the totals include everything stored before. Projects are locked in id order, so two batches can
 * never wait on each other.
 */
export async function withProjectsLocked<T>(
  deps: Pick<CommandDeps, 'pool' | 'store' | 'waiter'>,
  projectIds: readonly number[],
  work: () => Promise<T>,
): Promise<T> {
  const ids = [...new Set(projectIds)].sort((a, b) => a - b);
  if (ids.length === 0) return work();
  return serialInProcess(ids, async () => {
    await holders.acquire();
    const client = await deps.pool.connect();
    try {
      for (const id of ids) await client.query('select pg_advisory_lock($1, $2)', [LOCK_CLASS.setTotalProject, id]);
      try {
        await totalsCaughtUp(deps);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock_all()');
      }
    } finally {
      client.release();
      holders.release();
    }
  });
}
