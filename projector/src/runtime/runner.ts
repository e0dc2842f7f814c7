import type pg from 'pg';
import { createDb } from '@inkpace/infra/db';
import type { Logger } from '@inkpace/infra/log';
import type { EventStore, Position } from '@inkpace/infra/event-store';
import { readCheckpoint, skipCheckpoint, type Checkpoint } from './checkpoints.ts';
import { applyUpToFailure, clearFailure, failureDetails, recordFailure } from './failures.ts';
import { LeaderLocks } from './leader.ts';
import { SharedLogReader } from './log-reader.ts';
import { inBatchTransaction } from './batch-transaction.ts';
import { readsCategory, readsStream } from './projection.ts';
import { DEFAULT_BATCH_SIZE } from './rebuild.ts';
import { RebuildQueue } from './rebuild-queue.ts';
import { watchRebuildRequests } from './rebuild-records.ts';
import {
  applyInSchema,
  ensureProjection,
  toAnyProjections,
  validateProjections,
  type AnyProjection,
  type ProjectionList,
} from './schema.ts';
import { Wake, pause } from './wake.ts';
import { GATHER_MS, Pacing } from './pacing.ts';

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
   * How long a projection no command waits for (`awaitedStreams: []`) gathers events after applying a batch
   * before it reads again (default 30 ms). See pacing.ts.
   */
  gatherMs?: number;
  /** How long those step aside after an import's batch (default IMPORT_QUIET_MS). See pacing.ts. */
  importQuietMs?: number;
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

type BatchOutcome =
  | { kind: 'idle' }
  | { kind: 'applied'; count: number }
  /** The checkpoint moved between reading events and locking it (a rebuild swap): read again. */
  | { kind: 'moved' }
  /** The live tables were built by another version of the code: they must be rebuilt, not extended. */
  | { kind: 'stale'; storedVersion: number };

const MAX_BACKOFF_MS = 30_000;
/**
 * How long a projection may keep, in memory only, the position past events it ignores before writing it down.
 * Wake-ups name the category written, so a projection is not even woken by writes to streams it does not read; it
 * passes them on its next read (at the latest, the poll) and writes its position down at most this often.
 * Commands do not wait for it: they wait only for the projections that read the stream they wrote.
 */
const SKIP_SAVE_INTERVAL_MS = 1_000;

/** Where a projection's loop stands: its checkpoint as stored, and how far past it it has skipped, unsaved. */
interface Cursor {
  stored: Checkpoint;
  skippedTo: Position | null;
  savedAt: number;
}

const skipSaveDue = (cursor: Cursor): boolean => Date.now() - cursor.savedAt >= SKIP_SAVE_INTERVAL_MS;
/**
 * After a wake-up, the new events may be committed but not yet readable (reads stop below the oldest running
 * transaction), so re-poll soon, doubling up to the poll interval, instead of waiting a whole interval.
 */
const FIRST_QUICK_POLL_MS = 20;

export async function startProjector<T extends readonly unknown[]>(
  options: ProjectorOptions<T>,
): Promise<ProjectorHandle> {
  const { pool, store, log } = options;
  const projections = toAnyProjections(options.projections);
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const errorBackoffMs = options.errorBackoffMs ?? 1_000;
  validateProjections(projections);
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError(`Bad batchSize: ${batchSize}`);

  const db = createDb<unknown>(pool);
  for (const p of projections) await ensureProjection(db, p, log);

  const byName = new Map(projections.map((p) => [p.name, p]));
  const wakes = new Map(projections.map((p) => [p.name, new Wake()]));
  const loops = new Map<string, Promise<void>>();
  const stopping = new AbortController();
  const pacing = new Pacing(options.gatherMs ?? GATHER_MS, stopping.signal, options.importQuietMs);
  const backoff = (failures: number): number => Math.min(errorBackoffMs * 2 ** (failures - 1), MAX_BACKOFF_MS);
  const rebuilds = new RebuildQueue({
    pool, store, projections: options.projections, log, batchSize, signal: stopping.signal, backoff,
    onEnded: (name) => wakes.get(name)?.wake(),
  });

  const cursors = new Map<string, Cursor>();
  // One read of the log serves every projection that wants the same events (a write wakes several).
  const logReader = new SharedLogReader(store);

  /** Writes down a skipped-to position (one statement), unless the stored checkpoint moved meanwhile. */
  const saveSkipped = async (p: AnyProjection, cursor: Cursor, to: Position, count: number): Promise<BatchOutcome> => {
    if (!(await skipCheckpoint(db, p.name, p.version, cursor.stored.position, to))) {
      cursors.delete(p.name);
      return { kind: 'moved' };
    }
    cursors.set(p.name, { stored: { version: p.version, position: to }, skippedTo: null, savedAt: Date.now() });
    return count === 0 ? { kind: 'idle' } : { kind: 'applied', count };
  };

  /**
   * Reads the events after the loop's position without a transaction (cheap when idle), then locks the checkpoint
   * row and applies them only if it is still where the loop last stored it. No pooled connection is held while
   * waiting for another, so any number of projections share a small pool.
   */
  const applyBatch = async (p: AnyProjection): Promise<BatchOutcome> => {
    let cursor = cursors.get(p.name);
    if (!cursor) {
      const stored = await readCheckpoint(db, p.name);
      if (!stored) throw new Error(`Checkpoint row for projection ${p.name} is missing`);
      cursor = { stored, skippedTo: null, savedAt: Date.now() };
      cursors.set(p.name, cursor);
    }
    if (cursor.stored.version !== p.version) {
      cursors.delete(p.name);
      return { kind: 'stale', storedVersion: cursor.stored.version };
    }
    const read = await logReader.readAfter(cursor.skippedTo ?? cursor.stored.position, batchSize);
    const last = read.at(-1);
    // A full batch means more is waiting (an import, a backlog): read the next batch while this one is applied.
    // The next read asks for the same events from the same place and shares this one (log-reader.ts).
    if (last && read.length === batchSize) logReader.readAfter(last.position, batchSize).catch(() => undefined);
    if (!last) return cursor.skippedTo && skipSaveDue(cursor) ? saveSkipped(p, cursor, cursor.skippedTo, 0) : { kind: 'idle' };
    const events = p.streams ? read.filter((e) => readsStream(p.streams, e.streamId)) : read;
    if (events.length === 0) {
      // Nothing here for this projection (a writer's entries pass the accounts projection by).
      if (skipSaveDue(cursor)) return saveSkipped(p, cursor, last.position, read.length);
      cursor.skippedTo = last.position;
      return { kind: 'applied', count: read.length };
    }
    await pacing.beforeApply(p, read.length === batchSize);
    const started = performance.now();
    const result = await inBatchTransaction(pool, p.name, { version: p.version, position: cursor.stored.position }, last.position,
      (trx, copy) => applyInSchema(trx, p, events, copy));
    if (result.kind === 'done') options.onBatchApplied?.(p.name, (performance.now() - started) / 1000);
    const outcome: BatchOutcome = result.kind === 'done' ? { kind: 'applied', count: read.length }
      : result.found.version !== p.version ? { kind: 'stale', storedVersion: result.found.version } : { kind: 'moved' };
    if (outcome.kind === 'applied') cursors.set(p.name, { stored: { version: p.version, position: last.position }, skippedTo: null, savedAt: Date.now() });
    else cursors.delete(p.name);
    return outcome;
  };

  /**
   * After a failed batch: applies what comes before the failing event, records the failure where ops and waiting
   * commands see it, and pauses (backoff). Only this projection stops; the others run their own loops.
   */
  const onBatchFailed = async (p: AnyProjection, error: unknown, attempt: number): Promise<boolean> => {
    const retryInMs = backoff(attempt);
    let failure = null;
    try {
      failure = await applyUpToFailure(db, store, p, batchSize);
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
    cursors.delete(p.name);
    let quickPollMs: number | null = null;
    let failures = 0;
    // A failure recorded by an earlier leader (or before a restart) is forgotten once a batch goes through.
    let failureRecorded = true;
    while (!stopping.signal.aborted && leaders.isLeader(p.name)) {
      // Taken before reading, so a wake-up during the read causes another read rather than being lost.
      if (wake.take()) quickPollMs = FIRST_QUICK_POLL_MS;
      let outcome: BatchOutcome;
      try {
        outcome = await applyBatch(p);
        failures = 0;
      } catch (error) {
        await pacing.afterBatch(p, null);
        cursors.delete(p.name);
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
    names: projections.map((p) => p.name),
    retryMs: options.leaderRetryMs ?? 3_000,
    log,
    onGained: startLoop,
    // The loops notice on their next iteration; waking them makes that immediate.
    onLost: (names) => names.forEach((n) => wakes.get(n)?.wake()),
  });
  // Rebuilds an admin asked for on the projections page: whichever runner claims a request first runs it.
  const requestWatch = watchRebuildRequests({
    db, names: [...byName.keys()], log, signal: stopping.signal, pollMs: options.requestPollMs ?? 1_000,
    run: (names) => rebuilds.run(names.flatMap((n) => byName.get(n) ?? []), 'admin'),
  });

  const unsubscribe = store.onWake((category) => {
    for (const p of projections) if (readsCategory(p.streams, category)) wakes.get(p.name)?.wake();
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
      log.info('projector stopped');
    },
  };
}
