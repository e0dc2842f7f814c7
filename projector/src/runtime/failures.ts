import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '@inkpace/infra/event-store';
import { PROGRESS_CHANNEL } from './checkpoints.ts';
import { failingPayload } from './progress-payload.ts';

/** The event a projection is stopped by, and why. */
export interface Failure {
  event: RecordedEvent;
  error: unknown;
}

const MAX_ERROR_LENGTH = 2_000;
const errorText = (error: unknown): string =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, MAX_ERROR_LENGTH);

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
