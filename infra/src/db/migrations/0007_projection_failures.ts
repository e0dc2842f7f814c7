import { sql, type Kysely } from 'kysely';

/**
 * A projection stopped by an event it fails on (one row while it fails; removed once it moves past the event):
 * which event, the error, how often it was tried and when it is tried next. `projections status` shows it, and
 * commands waiting on that projection answer at once that their write was stored instead of waiting in vain.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table projection_failures (
      name text primary key,
      global_position bigint not null,
      stream_id text not null,
      event_type text not null,
      error text not null,
      attempts integer not null,
      first_failed_at timestamptz not null,
      last_failed_at timestamptz not null,
      next_retry_at timestamptz not null
    )`.execute(db);
}
