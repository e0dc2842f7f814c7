import { sql, type Kysely } from 'kysely';
import { inCurrentShape } from '@inkpace/contracts/events/registry';
import { comparePositions, type EventStore, type Position, type RecordedEvent } from '@inkpace/infra/event-store';
import { advanceCheckpoint, lockForBatch, PROGRESS_CHANNEL, readCheckpoint, type Checkpoint } from './checkpoints.ts';
import { failingPayload } from './progress-payload.ts';
import { readsStream } from './projection.ts';
import { searchPathOf, type AnyProjection } from './schema.ts';

/** The event a projection is stopped by, and why. */
export interface Failure {
  event: RecordedEvent;
  error: unknown;
}

const MAX_ERROR_LENGTH = 2_000;
const errorText = (error: unknown): string =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, MAX_ERROR_LENGTH);

/**
 * After a batch failed: applies the events after the stored checkpoint one at a time, each in a savepoint, up to
 * the first one that fails. The events before it are kept and the checkpoint moves past them, so the projection
 * stops exactly at the failing event and ops can see which one it is. Returns that event, or null when the failure
 * did not recur (every event applied) or the checkpoint moved meanwhile (another leader, a rebuild swap).
 */
export async function applyUpToFailure(
  db: Kysely<unknown>,
  store: EventStore,
  p: AnyProjection,
  batchSize: number,
): Promise<Failure | null> {
  const stored: Checkpoint | undefined = await readCheckpoint(db, p.name);
  if (!stored || stored.version !== p.version) return null;
  const read = await store.readAll(stored.position, batchSize);
  if (read.length === 0) return null;
  return db.transaction().execute(async (trx) => {
    const locked = await lockForBatch(trx, p.name, searchPathOf(p.name));
    if (!locked || locked.version !== p.version || comparePositions(locked.position, stored.position) !== 0) return null;
    let applied: Position | null = null;
    let failure: Failure | null = null;
    for (const event of read) {
      if (readsStream(p.streams, event.streamId)) {
        await sql`savepoint one_event`.execute(trx);
        try {
          await p.handle(trx, inCurrentShape(event));
          await sql`release savepoint one_event`.execute(trx);
        } catch (error) {
          await sql`rollback to savepoint one_event`.execute(trx);
          failure = { event, error };
          break;
        }
      }
      applied = event.position;
    }
    if (applied) await advanceCheckpoint(trx, p.name, applied);
    return failure;
  });
}

/** Records (or counts again) the failure, and tells waiters: a command waiting on this projection need not wait on. */
export async function recordFailure(db: Kysely<unknown>, name: string, failure: Failure, attempts: number, retryInMs: number): Promise<void> {
  const { event } = failure;
  await sql`
    with saved as (
      insert into projection_failures
        (name, event_sequence, stream_id, event_type, error, attempts, first_failed_at, last_failed_at, next_retry_at)
      values (${name}, ${event.sequence.toString()}::bigint, ${event.streamId}, ${event.type},
        ${errorText(failure.error)}, ${attempts}, now(), now(), now() + ${retryInMs} * interval '1 millisecond')
      on conflict (name) do update set
        event_sequence = excluded.event_sequence, stream_id = excluded.stream_id, event_type = excluded.event_type,
        error = excluded.error, attempts = excluded.attempts, last_failed_at = now(), next_retry_at = excluded.next_retry_at,
        first_failed_at = case when projection_failures.event_sequence = excluded.event_sequence
          then projection_failures.first_failed_at else now() end
      returning name)
    select pg_notify(${PROGRESS_CHANNEL}, ${failingPayload(name)}) from saved`.execute(db);
}

/** The projection is past its failure (or never had one): forget it. */
export async function clearFailure(db: Kysely<unknown>, name: string): Promise<void> {
  await sql`delete from projection_failures where name = ${name}`.execute(db);
}

export const failureDetails = (failure: Failure) => ({
  position: failure.event.sequence.toString(),
  streamId: failure.event.streamId,
  eventType: failure.event.type,
});
