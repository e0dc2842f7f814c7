import { apiKeyStream } from '@inkpace/contracts/events/api-key';
import { DomainError } from '@inkpace/contracts/errors';
import { messages } from '@inkpace/contracts/messages';
import { LOCK_CLASS } from '../pipeline/advisory-lock.ts';
import type { CommandDeps } from '../pipeline/deps.ts';

/** How long a new key waits for the read models to show every key stored before it. */
const CATCH_UP_TIMEOUT_MS = 10_000;

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

/** Runs count → decide → append → settle for one writer's new key alone, in every process. */
export async function withKeyCountLocked<T>(deps: Pick<CommandDeps, 'pool' | 'store' | 'waiter' | 'locks'>, userId: number, work: () => Promise<T>): Promise<T> {
  return deps.locks.counted.run(deps, LOCK_CLASS.apiKeyCount, userId, async () => {
    await keysCaughtUp(deps);
    return work();
  });
}
