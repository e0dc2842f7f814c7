import { sql, type Kysely } from 'kysely';

/**
 * Imports that survive crashes and races (issue 29): `updated_at` is a running import's heartbeat (the sweep takes
 * back one whose heartbeat stopped: its process died), `run` counts the claims (a run that was taken back finds its
 * number gone and stops), and at most one import that writes runs per writer (two at once would undo each other).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table imports add column updated_at timestamptz, add column run integer not null default 0`.execute(db);
  await sql`update imports set updated_at = coalesce(finished_at, started_at, created_at)`.execute(db);
  await sql`alter table imports alter column updated_at set not null`.execute(db);
  // Of a writer's imports running at once before this, the first keeps running; the others wait their turn.
  await sql`
    update imports i set state = 'queued'
    where state = 'running' and not preview and exists (
      select 1 from imports o where o.owner_id = i.owner_id and o.state = 'running' and not o.preview
        and (o.started_at, o.id) < (i.started_at, i.id))`.execute(db);
  await sql`create unique index imports_one_running_per_writer on imports (owner_id) where state = 'running' and not preview`.execute(db);
}
