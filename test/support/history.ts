import { sql } from 'kysely';
import type { TestApp } from './app.ts';

/**
 * `n` entries of one word on 2020-01-01 for `ownerId` in `projectId`, written into the progress read models as the
 * projection writes logged entries (the entries, the project's totals, the day, the writing day and the volume), as
 * if imported before the bound on a writer's entries existed. Not through the log: applying 250,000 events kept the
 * test machine's projections busy for 50–90 s, most of it the audit trail's. Entries a test edits or deletes must be
 * logged through the API (these have no stream).
 */
export async function seedHistory(t: Pick<TestApp, 'database'>, ownerId: number, projectId: number, n: number): Promise<void> {
  const db = t.database.db;
  await sql`
    insert into progress.tallies (id, uuid, stream_uuid, source, owner_id, project_id, date, measure, count, note, state, created_at, updated_at)
    select nextval('tally_ids'), u, u, 'manual', ${ownerId}::integer, ${projectId}::integer, '2020-01-01', 'word', 1, '', 'active', now(), now()
    from (select gen_random_uuid() as u from generate_series(1, ${n}::integer)) fresh`.execute(db);
  await sql`
    insert into progress.project_totals (project_id, measure, total, entries) values (${projectId}::integer, 'word', ${n}::integer, ${n}::integer)
    on conflict (project_id, measure) do update set total = project_totals.total + excluded.total, entries = project_totals.entries + excluded.entries`.execute(db);
  await sql`
    insert into progress.daily_stats (owner_id, project_id, measure, date, total, entries)
    values (${ownerId}::integer, ${projectId}::integer, 'word', '2020-01-01', ${n}::integer, ${n}::integer)
    on conflict (project_id, measure, date) do update set total = daily_stats.total + excluded.total, entries = daily_stats.entries + excluded.entries`.execute(db);
  await sql`
    insert into progress.writing_days (owner_id, date, entries) values (${ownerId}::integer, '2020-01-01', ${n}::integer)
    on conflict (owner_id, date) do update set entries = writing_days.entries + excluded.entries`.execute(db);
  await sql`
    insert into progress.writer_volumes (owner_id, measure, volume) values (${ownerId}::integer, 'word', ${n}::integer)
    on conflict (owner_id, measure) do update set volume = writer_volumes.volume + excluded.volume`.execute(db);
}
