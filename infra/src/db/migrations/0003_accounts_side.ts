import { sql, type Kysely } from 'kysely';

/**
 * Write-side helpers that are not read models:
 * - id sequences: numeric ids are allocated when a command is decided and carried in the event, so a replay
 *   of the log yields the same ids;
 * - app_secrets: a per-installation key for deriving one-time link tokens (the log stores only their hashes);
 * - activity tables: when a session or API key was last used, kept out of the log (usage, not domain facts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence user_ids`.execute(db);
  await sql`create sequence api_key_ids`.execute(db);
  await sql`
    create table app_secrets (
      name text primary key,
      value bytea not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table session_activity (
      session_id uuid primary key,
      last_seen_at timestamptz not null
    )`.execute(db);
  // Where event subscribers that are not projections (the workers' reactor) have read up to.
  await sql`
    create table subscription_checkpoints (
      name text primary key,
      tx_id xid8 not null,
      global_position bigint not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table api_key_usage (
      api_key_id integer primary key,
      last_used_at timestamptz not null
    )`.execute(db);
}
