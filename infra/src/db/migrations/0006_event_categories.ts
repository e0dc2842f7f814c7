import { sql, type Kysely } from 'kysely';

/**
 * The append notification names the categories written (a stream id up to its first '-': `tally`, `user`, ...),
 * once each per statement, so a projection is woken only by writes to the streams it reads: under a stream of
 * entries, the accounts projection no longer reads the log after every one of them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function events_notify() returns trigger language plpgsql as $$
    declare
      category text;
    begin
      for category in select distinct split_part(stream_id, '-', 1) from inserted loop
        perform pg_notify('inkpace_events', category);
      end loop;
      return null;
    end $$`.execute(db);
  await sql`drop trigger events_notify on events`.execute(db);
  await sql`
    create trigger events_notify after insert on events
    referencing new table as inserted
    for each statement execute function events_notify()`.execute(db);
}
