import { sql, type Kysely } from 'kysely';

/**
 * The Idempotency-Key header (issue 29; infra/src/http/idempotency.ts): per caller (a user id) and key, the request
 * it first named (a hash of method, path and body), whether it is still running (and which request claimed it),
 * and the answer it got. In PostgreSQL so a key holds across restarts and instances. Rows older than the key's
 * lifetime are ignored and deleted lazily (by created_at).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table idempotency_keys (
      caller_id bigint not null,
      key text not null,
      request_hash text not null,
      state text not null check (state in ('running', 'done')),
      claimed_by text not null,
      status integer,
      headers jsonb,
      body bytea,
      created_at timestamptz not null,
      primary key (caller_id, key)
    )`.execute(db);
  await sql`create index idempotency_keys_created_at on idempotency_keys (created_at)`.execute(db);
}
