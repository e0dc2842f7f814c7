import type pg from 'pg';
import type { Kysely } from 'kysely';
import type { EventStore, Position } from '@inkpace/infra/event-store';
import { readCheckpoint, type Checkpoint } from './checkpoints.ts';
import { runBatch } from './batch-runner.ts';
import type { Failure } from './failures.ts';
import { SharedLogReader } from './log-reader.ts';
import type { Pacing } from './pacing.ts';
import { readsStream } from './projection.ts';
import type { AnyProjection } from './schema.ts';

export type BatchOutcome =
  | { kind: 'idle' }
  | { kind: 'applied'; count: number }
  /** The checkpoint moved between reading events and locking it (a rebuild swap): read again. */
  | { kind: 'moved' }
  /** The live tables were built by another version of the code: they must be rebuilt, not extended. */
  | { kind: 'stale'; storedVersion: number };

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
 * The live side of the projector: reads the log after each projection's position and hands the batch runner a
 * 'live', 'skip' or 'isolate-failure' batch. No pooled connection is held while reading, so any number of projections
 * share a small pool.
 */
export class LiveBatches {
  readonly #cursors = new Map<string, Cursor>();
  // One read of the log serves every projection that wants the same events (a write wakes several).
  readonly #logReader: SharedLogReader;

  constructor(
    private readonly deps: { pool: pg.Pool; db: Kysely<unknown>; store: EventStore; batchSize: number; pacing: Pacing;
      /** Told how long each live batch took to apply (the Prometheus apply-time histogram). */
      onBatchApplied?: ((projection: string, seconds: number) => void) | undefined },
  ) {
    this.#logReader = new SharedLogReader(deps.store);
  }

  /** Another runner may have led meanwhile: the next batch starts from the stored checkpoint. */
  forget(name: string): void {
    this.#cursors.delete(name);
  }

  /**
   * Reads the events after the loop's position without a transaction (cheap when idle), then applies them in a batch
   * that goes through only if the checkpoint is still where the loop last stored it.
   */
  async next(p: AnyProjection): Promise<BatchOutcome> {
    const { batchSize, pacing } = this.deps;
    const cursor = this.#cursors.get(p.name) ?? (await this.#load(p));
    if (cursor.stored.version !== p.version) {
      this.#cursors.delete(p.name);
      return { kind: 'stale', storedVersion: cursor.stored.version };
    }
    const read = await this.#logReader.readAfter(cursor.skippedTo ?? cursor.stored.position, batchSize);
    const last = read.at(-1);
    // A full batch means more is waiting (an import, a backlog): read the next batch while this one is applied.
    // The next read asks for the same events from the same place and shares this one (log-reader.ts).
    if (last && read.length === batchSize) this.#logReader.readAfter(last.position, batchSize).catch(() => undefined);
    if (!last) return cursor.skippedTo && skipSaveDue(cursor) ? this.#skip(p, cursor, cursor.skippedTo, 0) : { kind: 'idle' };
    const events = p.streams ? read.filter((e) => readsStream(p.streams, e.streamId)) : read;
    if (events.length === 0) {
      // Nothing here for this projection (a writer's entries pass the accounts projection by).
      if (skipSaveDue(cursor)) return this.#skip(p, cursor, last.position, read.length);
      cursor.skippedTo = last.position;
      return { kind: 'applied', count: read.length };
    }
    await pacing.beforeApply(p, read, read.length === batchSize);
    const started = performance.now();
    const result = await runBatch({ pool: this.deps.pool }, p, { mode: 'live', expected: cursor.stored, events, to: last.position });
    if (result.kind === 'done') this.deps.onBatchApplied?.(p.name, (performance.now() - started) / 1000);
    return this.#settle(p, result.kind === 'done' ? { position: last.position, count: read.length } : result.found);
  }

  /**
   * After a failed batch: applies what comes before the failing event, one event at a time. Returns that event, or
   * null when the failure did not recur (every event applied) or the checkpoint moved meanwhile.
   */
  async isolateFailure(p: AnyProjection): Promise<Failure | null> {
    this.#cursors.delete(p.name);
    const stored = await readCheckpoint(this.deps.db, p.name);
    if (!stored || stored.version !== p.version) return null;
    const read = await this.deps.store.readAll(stored.position, this.deps.batchSize);
    if (read.length === 0) return null;
    const result = await runBatch({ pool: this.deps.pool }, p, { mode: 'isolate-failure', expected: stored, read });
    return result.kind === 'done' ? result.failure : null;
  }

  async #load(p: AnyProjection): Promise<Cursor> {
    const stored = await readCheckpoint(this.deps.db, p.name);
    if (!stored) throw new Error(`Checkpoint row for projection ${p.name} is missing`);
    const cursor = { stored, skippedTo: null, savedAt: Date.now() };
    this.#cursors.set(p.name, cursor);
    return cursor;
  }

  /** Writes down a skipped-to position, unless the stored checkpoint moved meanwhile. */
  async #skip(p: AnyProjection, cursor: Cursor, to: Position, count: number): Promise<BatchOutcome> {
    const result = await runBatch({ pool: this.deps.pool }, p, { mode: 'skip', expected: cursor.stored, to });
    const outcome = this.#settle(p, result.kind === 'done' ? { position: to, count } : result.found);
    return outcome.kind === 'applied' && count === 0 ? { kind: 'idle' } : outcome;
  }

  /** Where the loop stands after a batch: moved to `position`, or the stored checkpoint it found instead. */
  #settle(p: AnyProjection, after: { position: Position; count: number } | Checkpoint): BatchOutcome {
    if ('count' in after) {
      this.#cursors.set(p.name, { stored: { version: p.version, position: after.position }, skippedTo: null, savedAt: Date.now() });
      return { kind: 'applied', count: after.count };
    }
    this.#cursors.delete(p.name);
    return after.version !== p.version ? { kind: 'stale', storedVersion: after.version } : { kind: 'moved' };
  }
}
