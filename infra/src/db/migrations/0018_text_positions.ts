import { sql, type Kysely } from 'kysely';

/**
 * Checkpoints keep the event store's opaque position text (infra/src/event-store/port.ts) instead of PostgreSQL's
 * (tx_id, global_position) pair, compared as bytes (`collate "C"`), which is the order positions are made to sort in.
 * Existing rows are converted in place to PgEventStore's encoding (pg-position.ts: both numbers zero-padded to 20
 * digits, joined by ':'), and a checkpoint at the start, (0, 0), becomes START, the empty string: so an upgraded
 * install goes on exactly where it was and replays nothing.
 */
const TABLES = ['projection_checkpoints', 'subscription_checkpoints'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} add column position text collate "C" not null default ''`.execute(db);
    await sql`
      update ${sql.table(table)} set position = case when tx_id = '0'::xid8 and global_position = 0 then ''
        else lpad(tx_id::text, 20, '0') || ':' || lpad(global_position::text, 20, '0') end`.execute(db);
    await sql`alter table ${sql.table(table)} drop column tx_id, drop column global_position`.execute(db);
  }
}
