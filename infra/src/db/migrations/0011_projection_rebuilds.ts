import { sql, type Kysely } from 'kysely';

/**
 * The latest rebuild of each projection, whoever started it (an admin on the projections page, `npm run cli --
 * projections rebuild`, or the projector after a version change): requested, running with its progress and a
 * heartbeat, then done or failed. An admin's request is a row in state `requested` that a projector process claims;
 * the rebuilding process writes its progress here about once a second, so every process (and page) sees it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table projection_rebuilds (
      name text primary key,
      state text not null check (state in ('requested', 'running', 'done', 'failed')),
      origin text not null check (origin in ('admin', 'cli', 'version')),
      requested_by integer,
      requested_at timestamptz not null,
      started_at timestamptz,
      finished_at timestamptz,
      heartbeat_at timestamptz not null,
      process text,
      applied bigint not null default 0,
      total bigint not null default 0,
      error text
    )`.execute(db);
}
