import { apiKeyStream } from '@inkpace/contracts/events/api-key';
import { DomainError } from '@inkpace/contracts/errors';
import { messages } from '@inkpace/contracts/messages';
import type { CommandDeps } from '../pipeline/deps.ts';

/** Advisory-lock class of a writer's key count (the second key is the writer's id; set totals use 0x1a11). */
const KEY_COUNT_LOCK_CLASS = 0x1a12;
/** Lock holders each keep one pooled client: few, so waiting writers can never starve the pool. */
const MAX_HOLDERS = 2;
/** How long a new key waits for the read models to show every key stored before it. */
const CATCH_UP_TIMEOUT_MS = 10_000;

let holders = 0;
const waiting: Array<() => void> = [];
const inProcess = new Map<number, Promise<unknown>>();

async function acquireHolder(): Promise<void> {
  if (holders < MAX_HOLDERS) {
    holders++;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function releaseHolder(): void {
  const next = waiting.shift();
  if (next) next();
  else holders--;
}

/**
 * The keys a new key is counted against must include every key stored before it, also one whose command answered
 * 202: otherwise two keys decided one after the other could both see room for one more. Nothing is stored yet, so
 * refusing (503) is safe to retry.
 */
async function keysCaughtUp(deps: Pick<CommandDeps, 'store' | 'waiter'>): Promise<void> {
  const head = await deps.store.headPosition();
  if ((await deps.waiter.waitFor(head, CATCH_UP_TIMEOUT_MS, apiKeyStream(''))) !== 'applied') {
    throw new DomainError('SERVICE_UNAVAILABLE', messages.errors.apiKeysBehind);
  }
}

async function underAdvisoryLock<T>(deps: Pick<CommandDeps, 'pool' | 'store' | 'waiter'>, userId: number, work: () => Promise<T>): Promise<T> {
  await acquireHolder();
  const client = await deps.pool.connect().catch((error: unknown) => {
    releaseHolder();
    throw error;
  });
  try {
    await client.query('select pg_advisory_lock($1, $2)', [KEY_COUNT_LOCK_CLASS, userId]);
    try {
      await keysCaughtUp(deps);
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1, $2)', [KEY_COUNT_LOCK_CLASS, userId]);
    }
  } finally {
    client.release();
    releaseHolder();
  }
}

/**
 * Runs count → decide → append → settle for one writer's new key alone, in every process (the database's advisory
 * lock), so of simultaneous requests at the cap exactly the ones that fit get a key. Within a process a writer's
 * requests queue before taking a pooled client, so one writer's burst holds at most one.
 */
export async function withKeyCountLocked<T>(deps: Pick<CommandDeps, 'pool' | 'store' | 'waiter'>, userId: number, work: () => Promise<T>): Promise<T> {
  const before = inProcess.get(userId) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(() => underAdvisoryLock(deps, userId, work));
  inProcess.set(userId, mine);
  try {
    return await mine;
  } finally {
    if (inProcess.get(userId) === mine) inProcess.delete(userId);
  }
}
