import type pg from 'pg';
import { createDb } from '@inkpace/infra/db';
import type { Logger } from '@inkpace/infra/log';
import type { EventStore } from '@inkpace/infra/event-store';
import { clearFailure, failureDetails, recordFailure } from './failures.ts';
import { LeaderLocks } from './leader.ts';
import { unknownProjectionsMessage } from './names.ts';
import { LiveBatches, type BatchOutcome } from './live-batches.ts';
import { readsCategory } from './projection.ts';
import { DEFAULT_BATCH_SIZE } from './rebuild.ts';
import { RebuildQueue } from './rebuild-queue.ts';
import { watchRebuildRequests } from './rebuild-records.ts';
import { ensureProjection, toAnyProjections, validateProjections, withEventLog, type AnyProjection, type ProjectionList } from './schema.ts';
import { Wake, pause } from './wake.ts';
import { GATHER_MS, IMPORT_QUIET_MS, Pacing } from './pacing.ts';

export interface ProjectorOptions<T extends readonly unknown[] = readonly unknown[]> {
  pool: pg.Pool;
  store: EventStore;
  projections: ProjectionList<T>;
  log: Logger;
  /** Fallback poll when no wake-up arrives (default 1000 ms). */
  pollIntervalMs?: number;
  /** Events per transaction (default 500). */
  batchSize?: number;
  /** How often a standby tries to take over (default 3000 ms). */
  leaderRetryMs?: number;
  /** First retry delay after a failed batch or rebuild, doubling up to 30 s (default 1000 ms). */
  errorBackoffMs?: number;
  /** How often to look for rebuilds an admin requested (default 1000 ms). */
  requestPollMs?: number;
  /**
   * How long a background projection (`priority: 'background'`) gathers events after applying a batch
   * before it reads again (default 30 ms). See pacing.ts.
   */
  gatherMs?: number;
  /** How long those step aside after an import's batch (default IMPORT_QUIET_MS). See pacing.ts. */
  importQuietMs?: number;
  /**
   * The projections this instance may lead (default: all of `projections`), so an operator can spread them over
   * processes. The others are still known here: a background projection's pacing follows them wherever they lead.
   */
  lead?: readonly string[];
  /** Told how long each live batch took to apply (the Prometheus apply-time histogram). */
  onBatchApplied?: (projection: string, seconds: number) => void;
}

export interface ProjectorHandle {
  /** Finishes the batches in flight, abandons rebuilds, releases leadership and closes its connection. */
  stop(): Promise<void>;
  isLeader(name: string): boolean;
  /** Rebuilds into fresh tables and swaps them in; resolves once the new tables are live. */
  rebuild(name: string): Promise<void>;
}

const MAX_BACKOFF_MS = 30_000;
/**
 * After a wake-up, the new events may be committed but not yet readable (reads stop below the oldest running
 * transaction), so re-poll soon, doubling up to the poll interval, instead of waiting a whole interval.
 */
const FIRST_QUICK_POLL_MS = 20;

export async function startProjector<T extends readonly unknown[]>(
  options: ProjectorOptions<T>,
): Promise<ProjectorHandle> {
  const { pool, store, log } = options;
  const projections = withEventLog(toAnyProjections(options.projections), store);
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const errorBackoffMs = options.errorBackoffMs ?? 1_000;
  validateProjections(projections);
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError(`Bad batchSize: ${batchSize}`);

  const db = createDb<unknown>(pool);
  for (const p of projections) await ensureProjection(db, p, log);

  const byName = new Map(projections.map((p) => [p.name, p]));
  const refusal = unknownProjectionsMessage(options.lead ?? [], [...byName.keys()]);
  if (refusal) throw new Error(`Cannot lead them: ${refusal}`);
  const led = options.lead ? projections.filter((p) => options.lead?.includes(p.name)) : projections;
  const wakes = new Map(led.map((p) => [p.name, new Wake()]));
  const loops = new Map<string, Promise<void>>();
  const stopping = new AbortController();
  const pacing = new Pacing({
    pool, db, projections, led: led.map((p) => p.name), log, signal: stopping.signal,
    gatherMs: options.gatherMs ?? GATHER_MS, importQuietMs: options.importQuietMs ?? IMPORT_QUIET_MS,
  });
  const backoff = (failures: number): number => Math.min(errorBackoffMs * 2 ** (failures - 1), MAX_BACKOFF_MS);
  const rebuilds = new RebuildQueue({
    pool, store, projections: options.projections, log, batchSize, signal: stopping.signal, backoff,
    onEnded: (name) => wakes.get(name)?.wake(),
  });
  const live = new LiveBatches({ pool, db, store, batchSize, pacing, onBatchApplied: options.onBatchApplied });

  /**
   * After a failed batch: applies what comes before the failing event, records the failure where ops and waiting
   * commands see it, and pauses (backoff). Only this projection stops; the others run their own loops.
   */
  const onBatchFailed = async (p: AnyProjection, error: unknown, attempt: number): Promise<boolean> => {
    const retryInMs = backoff(attempt);
    let failure = null;
    try {
      failure = await live.isolateFailure(p);
    } catch (isolationError) {
      log.error({ err: isolationError, projection: p.name }, 'could not isolate the failing event');
    }
    // The batch failed but one event at a time all applied: the cause was not an event (a lost connection, say).
    if (failure === null) {
      log.warn({ err: error, projection: p.name, attempt }, 'projection batch failed; it applied on a second try');
      return false;
    }
    log.error({ err: failure.error, projection: p.name, ...failureDetails(failure), attempt, retryInMs },
      'projection stopped by an event it fails on; retrying with backoff, other projections go on');
    await recordFailure(db, p.name, failure, attempt, retryInMs).catch((e: unknown) => log.warn({ err: e }, 'could not record the failure'));
    await pause(retryInMs, stopping.signal);
    return true;
  };

  /** Applies one projection while this runner leads it. */
  const runLoop = async (p: AnyProjection): Promise<void> => {
    const wake = wakes.get(p.name) ?? new Wake();
    // Another runner may have led meanwhile: start from the stored checkpoint.
    live.forget(p.name);
    let quickPollMs: number | null = null;
    let failures = 0;
    // A failure recorded by an earlier leader (or before a restart) is forgotten once a batch goes through.
    let failureRecorded = true;
    while (!stopping.signal.aborted && leaders.isLeader(p.name)) {
      // Taken before reading, so a wake-up during the read causes another read rather than being lost.
      if (wake.take()) quickPollMs = FIRST_QUICK_POLL_MS;
      let outcome: BatchOutcome;
      try {
        outcome = await live.next(p);
        failures = 0;
      } catch (error) {
        await pacing.afterBatch(p, null);
        live.forget(p.name);
        // The transaction rolled back: no rows, no checkpoint move. Wake-ups do not cut the pause short, otherwise
        // a poison event under steady traffic would be retried in a tight loop.
        failures++;
        if (await onBatchFailed(p, error, failures)) failureRecorded = true;
        continue;
      }
      if (failureRecorded && outcome.kind !== 'stale') {
        await clearFailure(db, p.name).catch((e: unknown) => log.warn({ err: e }, 'could not clear a recorded failure'));
        failureRecorded = false;
      }
      await pacing.afterBatch(p, outcome.kind === 'applied' ? { full: outcome.count === batchSize, count: outcome.count } : null);
      if (outcome.kind === 'moved' || (outcome.kind === 'applied' && outcome.count === batchSize)) continue;
      if (outcome.kind === 'stale') {
        rebuilds.rebuildStale(p, outcome.storedVersion);
        await wake.sleep(pollIntervalMs);
        continue;
      }
      let sleepMs = pollIntervalMs;
      if (quickPollMs !== null) {
        sleepMs = Math.min(quickPollMs, pollIntervalMs);
        quickPollMs = quickPollMs * 2 >= pollIntervalMs ? null : quickPollMs * 2;
      }
      await wake.sleep(sleepMs);
    }
  };

  const startLoop = (name: string): void => {
    const p = byName.get(name);
    if (!p || loops.has(name) || stopping.signal.aborted) return;
    const loop = runLoop(p)
      .catch((error: unknown) => log.error({ err: error, projection: name }, 'projection loop crashed'))
      .finally(() => {
        loops.delete(name);
        pacing.forget(p);
      });
    loops.set(name, loop);
  };

  const leaders = new LeaderLocks({
    clientConfig: pool.options,
    names: led.map((p) => p.name),
    retryMs: options.leaderRetryMs ?? 3_000,
    log,
    onGained: startLoop,
    // The loops notice on their next iteration; waking them makes that immediate.
    onLost: (names) => names.forEach((n) => wakes.get(n)?.wake()),
  });
  // Rebuilds an admin asked for on the projections page: whichever runner claims a request first runs it.
  const requestWatch = watchRebuildRequests({
    db, names: led.map((p) => p.name), log, signal: stopping.signal, pollMs: options.requestPollMs ?? 1_000,
    run: (names) => rebuilds.run(names.flatMap((n) => byName.get(n) ?? []), 'admin'),
  });

  const unsubscribe = store.onWake((category) => {
    for (const p of led) if (readsCategory(p.streams, category)) wakes.get(p.name)?.wake();
  });
  await leaders.start();

  return {
    isLeader: (name) => leaders.isLeader(name),
    rebuild: async (name) => {
      const p = byName.get(name);
      if (!p) throw new Error(`Unknown projection ${name}`);
      if (stopping.signal.aborted) throw new Error('Projector is stopped');
      await rebuilds.run([p], 'cli');
    },
    async stop() {
      if (stopping.signal.aborted) return;
      stopping.abort();
      unsubscribe();
      wakes.forEach((w) => w.wake());
      await Promise.allSettled([...loops.values(), ...rebuilds.inFlight(), requestWatch]);
      await leaders.stop();
      await pacing.close();
      log.info('projector stopped');
    },
  };
}
