import { sql, type Kysely } from 'kysely';

/**
 * Exports that survive a dead process (issue 29), as imports do (0016): `updated_at` is a running export's heartbeat
 * (the sweep takes back one whose heartbeat stopped, with the parts its run stored), and `run` counts the claims (a
 * run that was taken back finds its number gone and neither stores parts nor finishes the row).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table exports add column updated_at timestamptz, add column run integer not null default 0`.execute(db);
  await sql`update exports set updated_at = coalesce(finished_at, started_at, created_at)`.execute(db);
  await sql`alter table exports alter column updated_at set not null`.execute(db);
}
