import { sql, type Kysely } from 'kysely';

/**
 * Appends are announced by the event store once committed (event-store/wake-sender.ts), no longer by a trigger
 * inside the appending transaction: PostgreSQL serialises notifying transactions through their commit, so the
 * trigger let only one append at a time flush to disk.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists events_notify on events`.execute(db);
  await sql`drop function if exists events_notify()`.execute(db);
}
