import {
  BACKWARDS, END, FORWARDS, START as ESDB_START, StreamNotFoundError,
  type AllStreamResolvedEvent, type EventStoreDBClient, type ReadPosition, type ResolvedEvent,
} from '@eventstore/db-client';
import { comparePositions, START, type Position, type RecordedEvent } from '../port.ts';
import { isSystemEvent, toRecorded } from './codec.ts';
import { fromEsdbPosition, toEsdbPosition } from './position.ts';

/**
 * Reads against the leader: it has every committed event, so a read right after an append sees it (followers
 * may lag behind).
 */
const ON_LEADER = { requiresLeader: true } as const;
/** Events per $all page while skipping the server's own events (their number between ours is unbounded). */
const MIN_ALL_PAGE = 64;
const MAX_ALL_PAGE = 4_096;
/** Streams read at once by readFirstEvents and readStreams: enough to hide round trips, few enough not to flood the server. */
const STREAMS_CONCURRENCY = 16;

async function drain<T>(read: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of read) out.push(item);
  return out;
}

export async function readStreamEvents(client: EventStoreDBClient, streamId: string, fromRevision: number, maxCount?: number): Promise<RecordedEvent[]> {
  if (!Number.isInteger(fromRevision) || fromRevision < 0) throw new RangeError(`Bad fromRevision: ${fromRevision}`);
  let resolved: ResolvedEvent[];
  try {
    resolved = await drain(client.readStream(streamId, {
      ...ON_LEADER, direction: FORWARDS, fromRevision: fromRevision === 0 ? ESDB_START : BigInt(fromRevision), ...(maxCount ? { maxCount } : {}),
    }));
  } catch (error) {
    if (error instanceof StreamNotFoundError) return [];
    throw error;
  }
  return resolved.flatMap((r) => (r.event ? [toRecorded(r.event)] : []));
}

/** Reads each of `streamIds` once, STREAMS_CONCURRENCY at a time: EventStoreDB reads one stream per request. */
async function readEach<T>(streamIds: readonly string[], read: (streamId: string) => Promise<T | undefined>): Promise<Map<string, T>> {
  const pending = [...new Set(streamIds)];
  const found = new Map<string, T>();
  const worker = async (): Promise<void> => {
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      const value = await read(id);
      if (value !== undefined) found.set(id, value);
    }
  };
  await Promise.all(Array.from({ length: Math.min(STREAMS_CONCURRENCY, pending.length) }, worker));
  return found;
}

/** Revision 0 of each stream that has one. */
export function readFirstEvents(client: EventStoreDBClient, streamIds: readonly string[]): Promise<Map<string, RecordedEvent>> {
  return readEach(streamIds, async (id) => {
    const [first] = await readStreamEvents(client, id, 0, 1);
    return first?.revision === 0 ? first : undefined;
  });
}

/** Every event of each stream that exists. */
export function readStreams(client: EventStoreDBClient, streamIds: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
  return readEach(streamIds, async (id) => {
    const events = await readStreamEvents(client, id, 0);
    return events.length > 0 ? events : undefined;
  });
}

async function readAllPage(client: EventStoreDBClient, fromPosition: ReadPosition, direction: typeof FORWARDS | typeof BACKWARDS, maxCount: number): Promise<AllStreamResolvedEvent[]> {
  return drain(client.readAll({ ...ON_LEADER, fromPosition, direction, maxCount, resolveLinkTos: false }));
}

/**
 * Up to `limit` of Inkpace's events strictly after `from`, in log order, skipping the server's own events.
 *
 * Every event $all returns has its final place: positions are offsets in one append-only log written by a single
 * writer, and an event is only readable once committed, so nothing can later appear before a position already
 * read. (Unlike PgEventStore, no event is held back.) A start position is read inclusively by the server, so
 * each page drops what is not after the last position seen.
 */
export async function readAllAfter(client: EventStoreDBClient, from: Position, limit: number): Promise<RecordedEvent[]> {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`Bad limit: ${limit}`);
  const pageSize = Math.min(Math.max(limit + 1, MIN_ALL_PAGE), MAX_ALL_PAGE);
  const kept: RecordedEvent[] = [];
  let after = from;
  for (;;) {
    const page = await readAllPage(client, toEsdbPosition(after), FORWARDS, pageSize);
    let advanced = false;
    for (const { event } of page) {
      if (!event) continue;
      const position = fromEsdbPosition(event.position);
      if (comparePositions(position, after) <= 0) continue;
      after = position;
      advanced = true;
      if (isSystemEvent(event.streamId, event.type)) continue;
      kept.push(toRecorded(event));
      if (kept.length === limit) return kept;
    }
    if (page.length < pageSize || !advanced) return kept;
  }
}

/** The position of the last Inkpace event in the log (START when there is none): readAllAfter can reach it. */
export async function lastPosition(client: EventStoreDBClient): Promise<Position> {
  let before: Position | null = null;
  for (;;) {
    const page = await readAllPage(client, before ? toEsdbPosition(before) : END, BACKWARDS, MIN_ALL_PAGE);
    let advanced = false;
    for (const { event } of page) {
      if (!event) continue;
      const position = fromEsdbPosition(event.position);
      if (before && comparePositions(position, before) >= 0) continue;
      before = position;
      advanced = true;
      if (!isSystemEvent(event.streamId, event.type)) return position;
    }
    if (page.length < MIN_ALL_PAGE || !advanced) return START;
  }
}

/** How many Inkpace events come after `from`: EventStoreDB keeps no such count, so this reads them (O(n)). */
export async function countAfter(client: EventStoreDBClient, from: Position): Promise<number> {
  let count = 0;
  let after = from;
  for (;;) {
    const batch = await readAllAfter(client, after, MAX_ALL_PAGE);
    const last = batch.at(-1);
    if (!last) return count;
    count += batch.length;
    after = last.position;
  }
}
