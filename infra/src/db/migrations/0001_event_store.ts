import { sql, type Kysely } from 'kysely';

/** The event log. Application code only ever inserts; see infra/src/event-store/pg.ts for the ordering rules. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table events (
      global_position bigint generated always as identity primary key,
      stream_id text not null,
      stream_revision integer not null,
      type text not null,
      data jsonb not null,
      metadata jsonb not null,
      tx_id xid8 not null default pg_current_xact_id(),
      created_at timestamptz not null default now(),
      unique (stream_id, stream_revision)
    )`.execute(db);
  await sql`create index events_tx_order on events (tx_id, global_position)`.execute(db);
  await sql`
    create function events_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify('inkpace_events', '');
      return null;
    end $$`.execute(db);
  await sql`
    create trigger events_notify after insert on events
    for each statement execute function events_notify()`.execute(db);
}
