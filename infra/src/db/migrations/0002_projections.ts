import { sql, type Kysely } from 'kysely';

/**
 * One row per projection: the version whose tables are live and the last event applied, written in the same
 * transaction as the projection's read-model changes. Read models live in a schema named after the projection.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table projection_checkpoints (
      name text primary key,
      version integer not null,
      tx_id xid8 not null default '0',
      global_position bigint not null default 0,
      updated_at timestamptz not null default now()
    )`.execute(db);
}
