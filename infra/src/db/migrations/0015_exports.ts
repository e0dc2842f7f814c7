import { sql, type Kysely } from 'kysely';

/**
 * Export jobs (issue 29): one row per POST /api/v1/export with the job's state beside the queue's, so any instance
 * answers GET /api/v1/export/{id}; the zip's bytes in `export_parts`, a row per part of about a MiB, so the job
 * never holds the whole zip and the download streams it part by part. Kept in PostgreSQL rather than the uploads
 * folder: every instance reaches the database, not necessarily one another's disks. Swept a day after the start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table exports (
      id uuid primary key,
      owner_id integer not null,
      state text not null check (state in ('queued', 'running', 'done', 'failed')),
      done integer not null default 0,
      total integer not null default 0,
      size bigint not null default 0,
      message text,
      created_at timestamptz not null,
      started_at timestamptz,
      finished_at timestamptz
    )`.execute(db);
  await sql`create index exports_created on exports (created_at)`.execute(db);
  await sql`
    create table export_parts (
      export_id uuid not null references exports (id) on delete cascade,
      seq integer not null,
      bytes bytea not null,
      primary key (export_id, seq)
    )`.execute(db);
}
