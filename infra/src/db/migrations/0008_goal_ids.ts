import { sql, type Kysely } from 'kysely';

/** Goals' integer ids, allocated when a goal is decided (they travel in its events, like the other ids). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence goal_ids`.execute(db);
}
