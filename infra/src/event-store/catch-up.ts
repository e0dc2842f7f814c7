import type { EventStore, Position, RecordedEvent, SubscribeOptions, Subscription } from './port.ts';
import type { WarnLog } from '../db/listener.ts';

export interface CatchUpDeps {
  readAll(from: Position, limit: number): Promise<RecordedEvent[]>;
  onWake: EventStore['onWake'];
  pollIntervalMs: number;
  log?: WarnLog;
}

const DEFAULT_BATCH_SIZE = 500;
/**
 * After a wake-up, events may be committed yet not readable: readers only see transactions below the oldest
 * running one, and a writer that started earlier may still be finishing. Re-poll soon, doubling the delay up to
 * the poll interval, rather than waiting a whole interval for something we know is coming.
 */
const FIRST_QUICK_REPOLL_MS = 20;
const FIRST_ERROR_BACKOFF_MS = 100;
const MAX_ERROR_BACKOFF_MS = 30_000;

/**
 * A catch-up subscription over any store that offers readAll + onWake. Batches are handled one at a time, in
 * order, and the position only advances after `handle` resolves, so within one subscription every event is
 * handed over exactly once. A batch whose handler throws is reported and retried from the same position after a
 * backoff (handlers are idempotent by design; a projector's checkpoint rolls back with its failed batch).
 */
export function startCatchUp(deps: CatchUpDeps, options: SubscribeOptions): Subscription {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError(`Bad batchSize: ${batchSize}`);

  let closed = false;
  let wakePending = false;
  let interruptSleep: (() => void) | null = null;

  const report = (error: unknown): void => {
    if (options.onError) {
      try {
        options.onError(error);
        return;
      } catch (inner) {
        error = inner;
      }
    }
    deps.log?.warn({ err: error }, 'event store subscription error');
  };

  const sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        interruptSleep = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      interruptSleep = done;
    });

  const unsubscribe = deps.onWake((category) => {
    if (category !== null && options.wakeOn && !options.wakeOn.includes(category)) return;
    wakePending = true;
    interruptSleep?.();
  });

  const run = async (): Promise<void> => {
    let position = options.from;
    let quickDelay: number | null = null;
    let errorDelay = FIRST_ERROR_BACKOFF_MS;
    const backOff = async (error: unknown): Promise<void> => {
      report(error);
      await sleep(errorDelay);
      errorDelay = Math.min(errorDelay * 2, MAX_ERROR_BACKOFF_MS);
    };

    while (!closed) {
      // Cleared before reading: a wake-up that arrives during the read must cause another read, not be lost.
      const woke = wakePending;
      wakePending = false;
      if (woke) quickDelay = FIRST_QUICK_REPOLL_MS;

      let batch: RecordedEvent[];
      try {
        batch = await deps.readAll(position, batchSize);
      } catch (error) {
        if (!closed) await backOff(error);
        continue;
      }
      if (closed) break;

      const last = batch.at(-1);
      if (last) {
        try {
          await options.handle(batch);
        } catch (error) {
          if (!closed) await backOff(error);
          continue;
        }
        errorDelay = FIRST_ERROR_BACKOFF_MS;
        position = last.position;
        continue;
      }
      errorDelay = FIRST_ERROR_BACKOFF_MS;
      if (wakePending) continue;

      let delay = deps.pollIntervalMs;
      if (quickDelay !== null) {
        delay = Math.min(quickDelay, deps.pollIntervalMs);
        quickDelay = quickDelay * 2 >= deps.pollIntervalMs ? null : quickDelay * 2;
      }
      await sleep(delay);
    }
  };

  const loop = run();
  return {
    async close() {
      closed = true;
      unsubscribe();
      interruptSleep?.();
      await loop;
    },
  };
}

/** Starts a catch-up kept in `open` until it is closed, so a closing store can close what is still open. */
export function trackedCatchUp(open: Set<Subscription>, deps: CatchUpDeps, options: SubscribeOptions): Subscription {
  const inner = startCatchUp(deps, options);
  const subscription: Subscription = {
    async close() {
      open.delete(subscription);
      await inner.close();
    },
  };
  open.add(subscription);
  return subscription;
}
