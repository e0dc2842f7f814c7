import { positionToString, type Position } from '@inkpace/infra/event-store';
import { WriteNotVisibleError, type PendingResource } from '@inkpace/infra/http';
import type { CommandDeps } from './deps.ts';

/** How long a command waits for its write to show before answering 202, plus a little per entry of a batch. */
const SETTLE_TIMEOUT_MS = 10_000;
const SETTLE_MS_PER_ITEM = 0.5;

/**
 * Waits (bounded) until the read models reflect `position`, so the answer and the next GET show the write. Only
 * the projections that read `streamId` (the written stream) hold anything the write changed. When they do not
 * catch up in time (or one of them is failing), the write is stored but not visible: WriteNotVisibleError makes
 * the answer a 202 naming `resource`, never a failure that would invite sending it again.
 */
export async function settle(
  deps: Pick<CommandDeps, 'waiter' | 'settleTimeoutMs'>,
  position: Position | null,
  streamId: string,
  resource: PendingResource = {},
): Promise<void> {
  if (!position) return;
  const timeoutMs = (deps.settleTimeoutMs ?? SETTLE_TIMEOUT_MS) + (resource.ids?.length ?? 0) * SETTLE_MS_PER_ITEM;
  const outcome = await deps.waiter.waitFor(position, timeoutMs, streamId);
  if (outcome === 'applied') return;
  throw new WriteNotVisibleError(resource, { position: positionToString(position), streamId, outcome });
}
