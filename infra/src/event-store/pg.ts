import type pg from 'pg';
import { startCatchUp } from './catch-up.ts';
import { PgWakeListener, type WarnLog } from '../db/listener.ts';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type JsonObject,
  type NewEvent,
  type Position,
  type RecordedEvent,
  type Subscription,
} from './port.ts';

export interface PgEventStoreOptions {
  /** Owned by the caller: close() leaves it open. */
  pool: pg.Pool;
  /** Fallback poll for subscriptions when no wake-up arrives (default 1000 ms). */
  pollIntervalMs?: number;
  log?: WarnLog;
}

/**
 * One statement, one round trip: `cur` finds the stream's last revision, the insert only produces rows when the
 * expectation holds ($3 null = 'any', -1 = 'no_stream'), and the outer select reports the revision found plus
 * the last inserted row. Two writers passing the check at once both try the same (stream_id, stream_revision):
 * the unique index makes the second wait for the first and fail with 23505, which is mapped below.
 * `order by e.ord` makes global positions follow the order of the events given.
 */
const APPEND_SQL = `
with cur as (
  select coalesce(max(stream_revision), -1) as rev from events where stream_id = $1
), ins as (
  insert into events (stream_id, stream_revision, type, data, metadata)
  select $1, (cur.rev + e.ord)::int, e.value->>'type', e.value->'data', e.value->'metadata'
  from cur, jsonb_array_elements($2::jsonb) with ordinality as e(value, ord)
  where $3::int is null or cur.rev = $3::int
  order by e.ord
  returning stream_revision, tx_id, global_position
)
select cur.rev as current, last.stream_revision as revision,
       last.tx_id::text as tx_id, last.global_position::text as global_position
from cur left join (select * from ins order by stream_revision desc limit 1) last on true`;

// Positions are cast to text so they never depend on whichever int8 parser the process has installed. The
// aliases must differ from the column names: ORDER BY resolves a bare name to an output column first, and
// ordering by the text would put tx 1000 before tx 999.
const COLUMNS = `stream_id, stream_revision, type, data, metadata, tx_id::text as tx_text,
  global_position::text as position_text, created_at`;

const READ_STREAM_SQL = `
select ${COLUMNS} from events where stream_id = $1 and stream_revision >= $2 order by stream_revision`;

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

/**
 * Many new streams in one statement: each row's revision is its index within its stream. The unique index on
 * (stream_id, stream_revision) refuses the whole statement if any stream already has events.
 */
const APPEND_NEW_STREAMS_SQL = `
with ins as (
  insert into events (stream_id, stream_revision, type, data, metadata)
  select e.value->>'s', (e.value->>'r')::int, e.value->>'type', e.value->'data', e.value->'metadata'
  from jsonb_array_elements($1::jsonb) with ordinality as e(value, ord)
  order by e.ord
  returning tx_id, global_position
)
select tx_id::text as tx_id, global_position::text as global_position from ins order by global_position desc limit 1`;

/** Every committed event, not only those whose order is final: a reader at this position has seen them all. */
const HEAD_SQL = `
select tx_id::text as tx_id, global_position::text as global_position from events
order by tx_id desc, global_position desc limit 1`;

/**
 * Retries for 'any' appends that lose a race; each loss means another writer made progress. Past this, the
 * caller gets a WrongExpectedRevisionError like any other conflict.
 */
const MAX_ANY_RETRIES = 50;

interface EventRow {
  stream_id: string;
  stream_revision: number;
  type: string;
  data: JsonObject;
  metadata: JsonObject;
  tx_text: string;
  position_text: string;
  created_at: Date;
}

interface AppendRow {
  current: number;
  revision: number | null;
  tx_id: string | null;
  global_position: string | null;
}

function toRecorded(row: EventRow): RecordedEvent {
  return {
    streamId: row.stream_id,
    revision: row.stream_revision,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    position: { txId: BigInt(row.tx_text), globalPosition: BigInt(row.position_text) },
    createdAt: row.created_at,
  };
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

function expectedParam(expected: ExpectedRevision): number | null {
  if (expected === 'any') return null;
  if (expected === 'no_stream') return -1;
  if (!Number.isInteger(expected) || expected < 0) throw new RangeError(`Bad expected revision: ${expected}`);
  return expected;
}

export function createPgEventStore(options: PgEventStoreOptions): EventStore {
  const { pool, log } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  // Created lazily: processes that only append (command-api) never open the extra connection.
  let listener: PgWakeListener | null = null;
  let closed = false;
  const subscriptions = new Set<Subscription>();

  const currentRevision = async (streamId: string): Promise<number> => {
    const res = await pool.query<{ rev: number }>(
      'select coalesce(max(stream_revision), -1) as rev from events where stream_id = $1',
      [streamId],
    );
    return res.rows[0]?.rev ?? -1;
  };

  const wrongRevision = (streamId: string, expected: ExpectedRevision, actual: number): WrongExpectedRevisionError =>
    new WrongExpectedRevisionError(streamId, expected, actual < 0 ? 'no_stream' : actual);

  const readAll = async (from: Position, limit: number): Promise<RecordedEvent[]> => {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`Bad limit: ${limit}`);
    const res = await pool.query<EventRow>({
      name: 'inkpace_events_read_all',
      text: READ_ALL_SQL,
      values: [from.txId.toString(), from.globalPosition.toString(), limit],
    });
    return res.rows.map(toRecorded);
  };

  const onWake = (wake: (category: string | null) => void): (() => void) => {
    if (closed) throw new Error('Event store is closed');
    listener ??= new PgWakeListener(pool.options, log);
    // An empty payload (a notification from before categories were named) says as little as a reconnect.
    return listener.add((payload) => wake(payload ? payload : null));
  };

  return {
    async append(streamId, events: NewEvent[], { expectedRevision }): Promise<AppendResult> {
      if (events.length === 0) throw new RangeError('append needs at least one event');
      const expected = expectedParam(expectedRevision);
      const payload = JSON.stringify(events.map(({ type, data, metadata }) => ({ type, data, metadata })));
      for (let attempt = 0; ; attempt++) {
        let row: AppendRow | undefined;
        try {
          const res = await pool.query<AppendRow>({
            name: 'inkpace_events_append',
            text: APPEND_SQL,
            values: [streamId, payload, expected],
          });
          row = res.rows[0];
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          if (expected === null && attempt < MAX_ANY_RETRIES) continue;
          throw wrongRevision(streamId, expectedRevision, await currentRevision(streamId));
        }
        if (!row) throw new Error('append returned no row');
        if (row.revision === null || row.tx_id === null || row.global_position === null) {
          throw wrongRevision(streamId, expectedRevision, row.current);
        }
        return {
          nextExpectedRevision: row.revision,
          position: { txId: BigInt(row.tx_id), globalPosition: BigInt(row.global_position) },
        };
      }
    },

    async appendToNewStreams(streams) {
      const rows = streams.flatMap(({ streamId, events }) =>
        events.map(({ type, data, metadata }, revision) => ({ s: streamId, r: revision, type, data, metadata })));
      if (rows.length === 0) throw new RangeError('appendToNewStreams needs at least one event');
      try {
        const res = await pool.query<{ tx_id: string; global_position: string }>({
          name: 'inkpace_events_append_new', text: APPEND_NEW_STREAMS_SQL, values: [JSON.stringify(rows)],
        });
        const last = res.rows[0];
        if (!last) throw new Error('append returned no row');
        return { txId: BigInt(last.tx_id), globalPosition: BigInt(last.global_position) };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const streamId = /\(stream_id, stream_revision\)=\(([^,]+),/.exec(String((error as { detail?: string }).detail))?.[1] ?? streams[0]?.streamId ?? '';
        throw wrongRevision(streamId, 'no_stream', await currentRevision(streamId));
      }
    },

    async readStream(streamId, readOptions) {
      const fromRevision = readOptions?.fromRevision ?? 0;
      const res = await pool.query<EventRow>({
        name: 'inkpace_events_read_stream',
        text: READ_STREAM_SQL,
        values: [streamId, fromRevision],
      });
      return res.rows.map(toRecorded);
    },

    readAll,
    onWake,

    async headPosition() {
      const res = await pool.query<{ tx_id: string; global_position: string }>({ name: 'inkpace_events_head', text: HEAD_SQL });
      const row = res.rows[0];
      return row ? { txId: BigInt(row.tx_id), globalPosition: BigInt(row.global_position) } : { txId: 0n, globalPosition: 0n };
    },

    subscribe(subscribeOptions) {
      const inner = startCatchUp({ readAll, onWake, pollIntervalMs, log }, subscribeOptions);
      const subscription: Subscription = {
        async close() {
          subscriptions.delete(subscription);
          await inner.close();
        },
      };
      subscriptions.add(subscription);
      return subscription;
    },

    async close() {
      closed = true;
      // Subscriptions left open would keep polling a pool the caller is about to end.
      await Promise.all([...subscriptions].map((s) => s.close()));
      await listener?.close();
    },
  };
}
