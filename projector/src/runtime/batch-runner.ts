import type pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { inCurrentShape } from '@inkpace/contracts/events/registry';
import { comparePositions, type Position, type RecordedEvent } from '@inkpace/infra/event-store';
import {
  beginLockedBatch, beginUnlockedBatch, commitBatch, skipCheckpoint, type Checkpoint, type CheckpointMove,
} from './checkpoints.ts';
import { copyRowsOn, kyselyOn } from './batch-connection.ts';
import type { Failure } from './failures.ts';
import { readsStream } from './projection.ts';
import { applyInSchema, applyShaped, nextSchema, searchPathOf, upcastFor, type AnyProjection } from './schema.ts';

/**
 * Every batch a projection's tables see, live or rebuilt, goes through runBatch. The mode says what the batch does;
 * the frame is the same for all: open a transaction on the connection, take the projection's batch lock and read its
 * checkpoint, point search_path at the schema being written (one round trip, checkpoints.ts), apply, then move the
 * checkpoint, notify progress and commit (one more); roll back on any error.
 */
export type BatchPlan =
  /** Applies the events the projection reads (as stored) and moves the checkpoint to `to`, the end of the read. */
  | { mode: 'live'; expected: Checkpoint; events: readonly RecordedEvent[]; to: Position }
  /** Moves the checkpoint past events the projection does not read: nothing is applied. */
  | { mode: 'skip'; expected: Checkpoint; to: Position }
  /**
   * After a failed live batch: applies `read` one event at a time, each in a savepoint, up to the first that fails,
   * and moves the checkpoint past the ones before it, so the projection stops exactly at the failing event.
   */
  | { mode: 'isolate-failure'; expected: Checkpoint; read: readonly RecordedEvent[] }
  /**
   * A rebuild's replay into `<name>__next` (events already in today's shape). No batch lock and no checkpoint: the
   * rebuild holds its own session lock, and the live checkpoint belongs to the live tables until the swap.
   */
  | { mode: 'replay'; events: readonly RecordedEvent[] }
  /**
   * A rebuild's swap: under the batch lock (the live leader's batches wait), applies everything after `from` up to the
   * head into `__next`, runs `goLive` (the schema renames) and moves the checkpoint, with the projection's version.
   */
  | {
      mode: 'catch-up';
      from: Position;
      readAfter: (from: Position) => Promise<RecordedEvent[]>;
      goLive: (db: Kysely<unknown>) => Promise<void>;
      onRead?: (events: number) => void;
    };

export type BatchMode = BatchPlan['mode'];

export type BatchResult =
  /** Committed: the checkpoint is at `position` (null: not moved), and `failure` stopped an isolating batch. */
  | { kind: 'done'; position: Position | null; failure: Failure | null }
  /** The checkpoint was not where the plan expected (another leader, a rebuild's swap): nothing was written. */
  | { kind: 'moved'; found: Checkpoint };

/** A batch takes a connection of the pool for itself, or runs on the connection a rebuild pins. */
export type BatchConnection = { pool: pg.Pool } | { client: pg.PoolClient };

interface Framing {
  /** Takes the batch lock and reads the live checkpoint. */
  locked: boolean;
  /** Writes the rebuild's `__next` schema rather than the live one. */
  next: boolean;
}

const FRAMING: Record<BatchMode, Framing> = {
  live: { locked: true, next: false },
  skip: { locked: true, next: false },
  'isolate-failure': { locked: true, next: false },
  replay: { locked: false, next: true },
  'catch-up': { locked: true, next: true },
};

export async function runBatch(connection: BatchConnection, p: AnyProjection, plan: BatchPlan): Promise<BatchResult> {
  const client = 'client' in connection ? connection.client : await connection.pool.connect();
  const framing = FRAMING[plan.mode];
  const searchPath = searchPathOf(framing.next ? nextSchema(p.name) : p.name);
  // A rebuild's `__next` tables may be shaped differently by a later version: its statements are not prepared.
  const db = kyselyOn(client, searchPath, { prepare: !framing.next });
  // Open from the first statement: a failure part-way through the opening statements leaves it to roll back.
  let open = true;
  try {
    let found: Checkpoint | undefined;
    if (framing.locked) {
      found = await beginLockedBatch(client, p.name, searchPath);
      if (!found) throw new Error(`Checkpoint row for projection ${p.name} is missing`);
      if ('expected' in plan && !sameCheckpoint(found, plan.expected)) {
        await client.query('rollback');
        open = false;
        return { kind: 'moved', found };
      }
    } else {
      await beginUnlockedBatch(client, searchPath);
    }
    const { result, move } = await work(db, client, p, plan, found);
    await commitBatch(client, move);
    open = false;
    return result;
  } catch (error) {
    if (open) await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    if ('pool' in connection) client.release();
  }
}

const sameCheckpoint = (a: Checkpoint, b: Checkpoint): boolean =>
  a.version === b.version && comparePositions(a.position, b.position) === 0;

/** What a mode did, and where the frame moves the checkpoint as it commits (null: nowhere). */
interface Worked {
  result: BatchResult;
  move: CheckpointMove | null;
}

const done = (position: Position | null, failure: Failure | null, move: CheckpointMove | null): Worked =>
  ({ result: { kind: 'done', position, failure }, move });

/** The mode's own part, inside the frame. */
async function work(
  db: Kysely<unknown>, client: pg.PoolClient, p: AnyProjection, plan: BatchPlan, found: Checkpoint | undefined,
): Promise<Worked> {
  switch (plan.mode) {
    case 'live':
      await applyInSchema(db, p, plan.events, copyRowsOn(client));
      return done(plan.to, null, { name: p.name, position: plan.to });
    case 'skip':
      // Under the batch lock and at the expected checkpoint, the conditional move cannot miss.
      if (!(await skipCheckpoint(db, p.name, p.version, plan.expected.position, plan.to))) {
        throw new Error(`Checkpoint of projection ${p.name} moved under its batch lock`);
      }
      return done(plan.to, null, null);
    case 'isolate-failure':
      return isolateFailure(db, p, plan.read);
    case 'replay':
      if (plan.events.length > 0) await applyShaped(db, p, plan.events, copyRowsOn(client));
      return done(null, null, null);
    case 'catch-up': {
      let position = plan.from;
      for (;;) {
        const events = await plan.readAfter(position);
        const last = events.at(-1);
        if (!last) break;
        const ours = upcastFor([p], events);
        if (ours.length > 0) await applyShaped(db, p, ours, copyRowsOn(client));
        position = last.position;
        plan.onRead?.(events.length);
      }
      // Cannot happen with a store whose reads are final (the replay and the live leader read the same log, the swap
      // later); refusing is cheaper than going live with a model that lacks events the old one had.
      if (found && comparePositions(position, found.position) < 0) {
        throw new Error(`Rebuild of ${p.name} ended behind the live checkpoint`);
      }
      // The frame turned durable commits off, as for every batch; going live must be durable.
      await sql`select set_config('synchronous_commit', 'on', true)`.execute(db);
      await plan.goLive(db);
      return done(position, null, { name: p.name, position, version: p.version });
    }
  }
}

async function isolateFailure(db: Kysely<unknown>, p: AnyProjection, read: readonly RecordedEvent[]): Promise<Worked> {
  let applied: Position | null = null;
  let failure: Failure | null = null;
  for (const event of read) {
    if (readsStream(p.streams, event.streamId)) {
      await sql`savepoint one_event`.execute(db);
      try {
        await p.handle(db, inCurrentShape(event));
        await sql`release savepoint one_event`.execute(db);
      } catch (error) {
        await sql`rollback to savepoint one_event`.execute(db);
        failure = { event, error };
        break;
      }
    }
    applied = event.position;
  }
  return done(applied, failure, applied ? { name: p.name, position: applied } : null);
}
