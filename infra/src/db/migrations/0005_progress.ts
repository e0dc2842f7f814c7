import { sql, type Kysely } from 'kysely';

/**
 * Project, progress-entry and tag ids are allocated when a command is decided and carried in the event (like user
 * ids), so a replay of the log yields the same ids.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence project_ids`.execute(db);
  await sql`create sequence tally_ids`.execute(db);
  await sql`create sequence tag_ids`.execute(db);
}
