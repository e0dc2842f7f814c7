import type pg from 'pg';
import { trackedCatchUp } from './catch-up.ts';
import { PgWakeListener, type WarnLog } from '../db/listener.ts';
import { WakeSender } from './wake-sender.ts';
import { checkExpectedRevision, checkMultiAppend } from './append-checks.ts';
import { decodePgPosition, encodePgPosition } from './pg-position.ts';
import {
  COUNT_AFTER_SQL, createdMs, FINAL_HEAD_SQL, HEAD_SQL, READ_ALL_SQL, READ_BY_SEQUENCE_SQL, READ_FIRST_EVENTS_SQL, READ_STREAM_SQL, READ_STREAMS_SQL,
  toRecorded, type EventRow,
} from './pg-reads.ts';
import {
  START,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type MultiAppendResult,
  type NewEvent,
  type StreamAppend,
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
 * Several streams in one statement (one transaction): `cur` finds each stream's last revision (a 'no_stream' write
 * skips the lookup: the unique index refuses it if the stream exists), `mismatch` any numeric expectation that does
 * not hold, and the insert only runs when there is none. Rows are inserted in the order given, so global positions
 * follow it. The answer names a mismatch, the last position, and the new revisions of streams that were not new.
 */
const APPEND_MULTI_SQL = `
with input as (
  select w.ord as w, w.value->>'s' as stream_id, (w.value->>'x')::int as expected, w.value->'e' as events
  from jsonb_array_elements($1::jsonb) with ordinality as w(value, ord)
), cur as (
  select i.w, i.stream_id, i.expected, i.events,
    case when i.expected = -1 then -1
      else coalesce((select max(stream_revision) from events e where e.stream_id = i.stream_id), -1) end as rev
  from input i
), mismatch as (
  select stream_id, rev from cur where expected is not null and expected <> -1 and expected <> rev limit 1
), ins as (
  insert into events (stream_id, stream_revision, type, data, metadata)
  select c.stream_id, (c.rev + e.ord)::int, e.value->>'type', e.value->'data', e.value->'metadata'
  from cur c, jsonb_array_elements(c.events) with ordinality as e(value, ord)
  where not exists (select 1 from mismatch)
  order by c.w, e.ord
  returning tx_id, global_position, created_at
)
select (select stream_id from mismatch) as conflict_stream, (select rev from mismatch) as conflict_rev,
  last.tx_id::text as tx_id, last.global_position::text as global_position, ${createdMs('last.created_at')},
  (select jsonb_object_agg(stream_id, rev + jsonb_array_length(events)) from cur where expected is distinct from -1) as revisions
from (select 1) one left join (select * from ins order by global_position desc limit 1) last on true`;

/**
 * Retries for 'any' appends that lose a race; each loss means another writer made progress. Past this, the
 * caller gets a WrongExpectedRevisionError like any other conflict.
 */
const MAX_ANY_RETRIES = 50;

interface MultiRow {
  conflict_stream: string | null;
  conflict_rev: number | null;
  tx_id: string | null;
  global_position: string | null;
  created_ms: number | null;
  revisions: Record<string, number> | null;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

function expectedParam(expected: ExpectedRevision): number | null {
  if (expected === 'any') return null;
  if (expected === 'no_stream') return -1;
  checkExpectedRevision(expected);
  return expected;
}

export function createPgEventStore(options: PgEventStoreOptions): EventStore {
  const { pool, log } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  // Created lazily: processes that only append (command-api) never open the extra connection.
  let listener: PgWakeListener | null = null;
  let closed = false;
  const subscriptions = new Set<Subscription>();
  const wakes = new WakeSender(pool, log);

  const currentRevision = async (streamId: string): Promise<number> => {
    const res = await pool.query<{ rev: number }>(
      'select coalesce(max(stream_revision), -1) as rev from events where stream_id = $1',
      [streamId],
    );
    return res.rows[0]?.rev ?? -1;
  };

  const wrongRevision = (streamId: string, expected: ExpectedRevision, actual: number): WrongExpectedRevisionError =>
    new WrongExpectedRevisionError(streamId, expected, actual < 0 ? 'no_stream' : actual);

  const appendMulti = async (writes: StreamAppend[]): Promise<MultiAppendResult> => {
    checkMultiAppend(writes);
    const payload = JSON.stringify(writes.map((w) => ({
      s: w.streamId, x: expectedParam(w.expectedRevision), e: w.events.map(({ type, data, metadata }) => ({ type, data, metadata })),
    })));
    const onlyAny = writes.every((w) => w.expectedRevision === 'any');
    for (let attempt = 0; ; attempt++) {
      let row: MultiRow | undefined;
      try {
        row = (await pool.query<MultiRow>({ name: 'inkpace_events_append_multi', text: APPEND_MULTI_SQL, values: [payload] })).rows[0];
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Two 'any' writers took the same revision: the loser simply goes again.
        if (onlyAny && attempt < MAX_ANY_RETRIES) continue;
        const detail = String((error as { detail?: string }).detail);
        const streamId = /\(stream_id, stream_revision\)=\(([^,]+),/.exec(detail)?.[1] ?? writes[0]?.streamId ?? '';
        const expected = writes.find((w) => w.streamId === streamId)?.expectedRevision ?? 'any';
        throw wrongRevision(streamId, expected, await currentRevision(streamId));
      }
      if (!row) throw new Error('append returned no row');
      if (row.conflict_stream !== null) {
        const expected = writes.find((w) => w.streamId === row.conflict_stream)?.expectedRevision ?? 'any';
        throw wrongRevision(row.conflict_stream, expected, row.conflict_rev ?? -1);
      }
      if (row.tx_id === null || row.global_position === null || row.created_ms === null) throw new Error('append returned no position');
      wakes.announce(writes.map((w) => w.streamId));
      const revisions = new Map<string, number>(Object.entries(row.revisions ?? {}));
      for (const w of writes) if (w.expectedRevision === 'no_stream') revisions.set(w.streamId, w.events.length - 1);
      return { position: encodePgPosition(row.tx_id, row.global_position), revisions, storedAt: new Date(row.created_ms) };
    }
  };

  const readAll = async (from: Position, limit: number): Promise<RecordedEvent[]> => {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`Bad limit: ${limit}`);
    const after = decodePgPosition(from);
    const res = await pool.query<EventRow>({
      name: 'inkpace_events_read_all',
      text: READ_ALL_SQL,
      values: [after.txId, after.globalPosition, limit],
    });
    return res.rows.map(toRecorded);
  };

  /** The position of the one row a head statement selects, START when the log has none. */
  const lastOf = async (name: string, text: string): Promise<Position> => {
    const res = await pool.query<{ tx_id: string; global_position: string }>({ name, text });
    const row = res.rows[0];
    return row ? encodePgPosition(row.tx_id, row.global_position) : START;
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
      const result = await appendMulti([{ streamId, events, expectedRevision }]);
      return { nextExpectedRevision: result.revisions.get(streamId) ?? events.length - 1, position: result.position };
    },

    appendMulti,

    async readStream(streamId, readOptions) {
      const fromRevision = readOptions?.fromRevision ?? 0;
      const res = await pool.query<EventRow>({
        name: 'inkpace_events_read_stream',
        text: READ_STREAM_SQL,
        values: [streamId, fromRevision],
      });
      return res.rows.map(toRecorded);
    },

    async readFirstEvents(streamIds) {
      if (streamIds.length === 0) return new Map();
      const res = await pool.query<EventRow>({ name: 'inkpace_events_read_first', text: READ_FIRST_EVENTS_SQL, values: [[...new Set(streamIds)]] });
      return new Map(res.rows.map((row) => { const event = toRecorded(row); return [event.streamId, event]; }));
    },

    async readStreams(streamIds) {
      const out = new Map<string, RecordedEvent[]>();
      if (streamIds.length === 0) return out;
      const res = await pool.query<EventRow>({ name: 'inkpace_events_read_streams', text: READ_STREAMS_SQL, values: [[...new Set(streamIds)]] });
      for (const row of res.rows) {
        const event = toRecorded(row);
        const list = out.get(event.streamId);
        if (list) list.push(event);
        else out.set(event.streamId, [event]);
      }
      return out;
    },

    async readBySequence(sequences) {
      if (sequences.length === 0) return [];
      const values = [[...new Set(sequences)].map(String)];
      return (await pool.query<EventRow>({ name: 'inkpace_events_read_by_sequence', text: READ_BY_SEQUENCE_SQL, values })).rows.map(toRecorded);
    },

    async countAfter(from) {
      const after = decodePgPosition(from);
      const res = await pool.query<{ n: string }>({ name: 'inkpace_events_count_after', text: COUNT_AFTER_SQL, values: [after.txId, after.globalPosition] });
      return Number(res.rows[0]?.n ?? 0);
    },

    readAll,
    onWake,

    headPosition: () => lastOf('inkpace_events_head', HEAD_SQL),
    finalHeadPosition: () => lastOf('inkpace_events_final_head', FINAL_HEAD_SQL),

    subscribe(subscribeOptions) {
      return trackedCatchUp(subscriptions, { readAll, onWake, pollIntervalMs, log }, subscribeOptions);
    },

    async close() {
      closed = true;
      // Subscriptions left open would keep polling a pool the caller is about to end.
      await Promise.all([...subscriptions].map((s) => s.close()));
      await wakes.drain();
      await listener?.close();
    },
  };
}
