import { sql, type Kysely } from 'kysely';

/**
 * Banner ids, like user and API-key ids, are allocated when the create command is decided and carried in the
 * event, so a replay of the log yields the same ids.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence banner_ids`.execute(db);
}
