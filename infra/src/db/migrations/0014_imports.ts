import { sql, type Kysely } from 'kysely';

/**
 * Imports (issue 29): one row per POST /api/v1/import, the job's state beside the queue's, so every instance answers
 * GET /api/v1/import/{id} and a job runs wherever it is picked up. Operational state, not domain facts: what an import
 * writes goes through the commands and their events. The file's bytes stay here until the job is done (then null).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table imports (
      id uuid primary key,
      owner_id integer not null,
      state text not null check (state in ('queued', 'running', 'done', 'failed')),
      preview boolean not null,
      kind text check (kind in ('nano', 'csv', 'trackbear', 'inkpace')),
      options jsonb not null,
      caller jsonb not null,
      meta jsonb not null,
      file bytea,
      done integer not null default 0,
      total integer not null default 0,
      result jsonb not null default '{"projects":0,"entries":0,"tags":0,"goals":0,"skipped":0}',
      problems jsonb not null default '[]',
      more_problems integer not null default 0,
      columns jsonb not null default '[]',
      sample jsonb not null default '[]',
      message text,
      created_at timestamptz not null,
      started_at timestamptz,
      finished_at timestamptz
    )`.execute(db);
  await sql`create index imports_unfinished on imports (created_at) where state in ('queued', 'running')`.execute(db);
}
