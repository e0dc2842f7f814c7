import { encodePgPosition } from './pg-position.ts';
import type { JsonObject, RecordedEvent } from './port.ts';

/** PgEventStore's reads: the statements and how a row becomes a RecordedEvent. */

/**
 * An event's time as whole milliseconds since the epoch (the Date its text would parse to, microseconds cut off), read
 * the same way after an append and in every read: a rebuild then parses no date text per event.
 */
export function createdMs(column: string): string {
  return `floor(extract(epoch from ${column}) * 1000)::float8 as created_ms`;
}

// Positions are cast to text so they never depend on whichever int8 parser the process has installed. The
// aliases must differ from the column names: ORDER BY resolves a bare name to an output column first, and
// ordering by the text would put tx 1000 before tx 999.
const COLUMNS = `stream_id, stream_revision, type, data, metadata, tx_id::text as tx_text,
  global_position::text as position_text, ${createdMs('created_at')}`;

export const READ_STREAM_SQL = `
select ${COLUMNS} from events where stream_id = $1 and stream_revision >= $2 order by stream_revision`;

export const READ_STREAMS_SQL = `
select ${COLUMNS} from events where stream_id = any($1::text[]) order by stream_id, stream_revision`;

export const READ_BY_SEQUENCE_SQL = `
select ${COLUMNS} from events where global_position = any($1::bigint[]) order by global_position`;

/** Every stored event after the position, final or not (see countAfter in port.ts). */
export const COUNT_AFTER_SQL = `
select count(*)::text as n from events where (tx_id, global_position) > ($1::xid8, $2::bigint)`;

export const READ_FIRST_EVENTS_SQL = `
select ${COLUMNS} from events where stream_id = any($1::text[]) and stream_revision = 0`;

/**
 * Ordered by (tx_id, global_position), not by global_position alone: identities are handed out at insert time
 * but rows become visible at commit, so a lower global_position can appear after a higher one was read. Rows
 * from transactions at or above the snapshot's xmin are held back: every transaction below it has finished, so
 * nothing can ever appear before the returned rows later on. The row comparison lets the
 * (tx_id, global_position) index serve both the bound and the order.
 */
export const READ_ALL_SQL = `
select ${COLUMNS} from events
where (tx_id, global_position) > ($1::xid8, $2::bigint)
  and tx_id < pg_snapshot_xmin(pg_current_snapshot())
order by tx_id, global_position
limit $3`;

/** Every committed event, not only those whose order is final: a reader at this position has seen them all. */
export const HEAD_SQL = `
select tx_id::text as tx_id, global_position::text as global_position from events
order by tx_id desc, global_position desc limit 1`;

/** The last event readAll can return now: the head of final order (the same bound as READ_ALL_SQL). */
export const FINAL_HEAD_SQL = `
select tx_id::text as tx_id, global_position::text as global_position from events
where tx_id < pg_snapshot_xmin(pg_current_snapshot())
order by tx_id desc, global_position desc limit 1`;

export interface EventRow {
  stream_id: string;
  stream_revision: number;
  type: string;
  data: JsonObject;
  metadata: JsonObject;
  tx_text: string;
  position_text: string;
  created_ms: number;
}

export function toRecorded(row: EventRow): RecordedEvent {
  return {
    streamId: row.stream_id,
    revision: row.stream_revision,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    position: encodePgPosition(row.tx_text, row.position_text),
    sequence: BigInt(row.position_text),
    createdAt: new Date(row.created_ms),
  };
}
