import {
  BACKWARDS, END, FORWARDS, START as ESDB_START, StreamNotFoundError,
  type AllStreamRecordedEvent, type ReadPosition, type RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import { comparePositions, START, type Position, type RecordedEvent } from '../port.ts';
import { isBatchRecord, type BatchOutcomes, type Visibility } from './batch.ts';
import type { EsdbClient } from './client.ts';
import { isSystemEvent, toRecorded } from './codec.ts';
import { fromEsdbPosition, toEsdbPosition } from './position.ts';

/** What every read needs: the client, and the batch outcomes that decide which events are visible (batch.ts). */
export interface EsdbReader {
  client: EsdbClient;
  outcomes: BatchOutcomes;
}

/**
 * Reads against the leader: it has every committed event, so a read right after an append sees it (followers
 * may lag behind).
 */
const ON_LEADER = { requiresLeader: true } as const;
/** Events per $all page while skipping the server's own events (their number between ours is unbounded). */
const MIN_ALL_PAGE = 64;
const MAX_ALL_PAGE = 4_096;
/** Events per page of one stream. */
const STREAM_PAGE = 1_024;
/** Streams read at once by readFirstEvents and readStreams: enough to hide round trips, few enough not to flood the server. */
const STREAMS_CONCURRENCY = 16;

async function drain<T>(read: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of read) out.push(item);
  return out;
}

/** One stream's raw events from an ESDB revision (or its end, backwards). */
export async function readRaw(client: EsdbClient, streamId: string, from: bigint | 'start' | 'end', direction: typeof FORWARDS | typeof BACKWARDS, maxCount: number): Promise<EsdbRecordedEvent[]> {
  try {
    const resolved = await drain(client.readStream(streamId, {
      ...ON_LEADER, direction, fromRevision: from === 'start' ? ESDB_START : from === 'end' ? END : from, maxCount,
    }));
    return resolved.flatMap((r) => (r.event ? [r.event] : []));
  } catch (error) {
    if (error instanceof StreamNotFoundError) return [];
    throw error;
  }
}

/**
 * A stream's visible events from a port revision, up to the first undecided part (nothing past it has a final
 * revision yet). A port revision is never above the ESDB revision of its event (hidden parts only add ESDB
 * revisions), so the read starts at that ESDB revision.
 */
export async function readStreamEvents({ client, outcomes }: EsdbReader, streamId: string, fromRevision: number, maxCount?: number): Promise<RecordedEvent[]> {
  if (!Number.isInteger(fromRevision) || fromRevision < 0) throw new RangeError(`Bad fromRevision: ${fromRevision}`);
  const out: RecordedEvent[] = [];
  let from: bigint | 'start' = fromRevision === 0 ? 'start' : BigInt(fromRevision);
  for (;;) {
    const page = await readRaw(client, streamId, from, FORWARDS, STREAM_PAGE);
    for (const raw of page) {
      const visibility = await outcomes.visibility(raw);
      if (visibility === 'undecided') return out;
      if (visibility === 'hidden') continue;
      const event = toRecorded(raw);
      if (event.revision < fromRevision) continue;
      out.push(event);
      if (maxCount !== undefined && out.length >= maxCount) return out;
    }
    const last = page.at(-1);
    if (!last || page.length < STREAM_PAGE) return out;
    from = last.revision + 1n;
  }
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
export function readFirstEvents(reader: EsdbReader, streamIds: readonly string[]): Promise<Map<string, RecordedEvent>> {
  return readEach(streamIds, async (id) => {
    const [first] = await readStreamEvents(reader, id, 0, 1);
    return first?.revision === 0 ? first : undefined;
  });
}

/** Every event of each stream that exists. */
export function readStreams(reader: EsdbReader, streamIds: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
  return readEach(streamIds, async (id) => {
    const events = await readStreamEvents(reader, id, 0);
    return events.length > 0 ? events : undefined;
  });
}

async function readAllPage(client: EsdbClient, fromPosition: ReadPosition, direction: typeof FORWARDS | typeof BACKWARDS, maxCount: number): Promise<AllStreamRecordedEvent[]> {
  const page = await drain(client.readAll({ ...ON_LEADER, fromPosition, direction, maxCount, resolveLinkTos: false }));
  return page.flatMap((r) => (r.event ? [r.event] : []));
}

/** An Inkpace event's visibility in $all; the server's own events and the batches' records are never Inkpace's events. */
async function visibilityInAll(outcomes: BatchOutcomes, event: AllStreamRecordedEvent): Promise<Visibility> {
  if (isSystemEvent(event.streamId, event.type) || isBatchRecord(event.streamId)) return 'hidden';
  return outcomes.visibility(event);
}

/**
 * Walks $all forwards strictly after `from`, handing each Inkpace event with its visibility to `visit` until it
 * answers false or the log ends. A start position is read inclusively by the server, so each page drops what is
 * not after the last position seen.
 */
async function walkForward(reader: EsdbReader, from: Position, pageSize: number, visit: (event: AllStreamRecordedEvent, visibility: Visibility) => boolean): Promise<void> {
  let after = from;
  for (;;) {
    const page = await readAllPage(reader.client, toEsdbPosition(after), FORWARDS, pageSize);
    let advanced = false;
    for (const event of page) {
      const position = fromEsdbPosition(event.position);
      if (comparePositions(position, after) <= 0) continue;
      after = position;
      advanced = true;
      if (!visit(event, await visibilityInAll(reader.outcomes, event))) return;
    }
    if (page.length < pageSize || !advanced) return;
  }
}

/**
 * Up to `limit` of Inkpace's events strictly after `from`, in log order, skipping the server's own events, the
 * batches' records and the parts of aborted batches, and stopping before the part of an undecided batch: the
 * events past it are readable once it is decided, so nothing ever appears before a position already read.
 */
export async function readAllAfter(reader: EsdbReader, from: Position, limit: number): Promise<RecordedEvent[]> {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`Bad limit: ${limit}`);
  const kept: RecordedEvent[] = [];
  await walkForward(reader, from, Math.min(Math.max(limit + 1, MIN_ALL_PAGE), MAX_ALL_PAGE), (event, visibility) => {
    if (visibility === 'undecided') return false;
    if (visibility === 'visible') kept.push(toRecorded(event));
    return kept.length < limit;
  });
  return kept;
}

/** The position of the last visible Inkpace event in the log (START when there is none): readAllAfter can reach it. */
export async function lastPosition({ client, outcomes }: EsdbReader): Promise<Position> {
  let before: Position | null = null;
  for (;;) {
    const page = await readAllPage(client, before ? toEsdbPosition(before) : END, BACKWARDS, MIN_ALL_PAGE);
    let advanced = false;
    for (const event of page) {
      const position = fromEsdbPosition(event.position);
      if (before && comparePositions(position, before) >= 0) continue;
      before = position;
      advanced = true;
      if (await visibilityInAll(outcomes, event) === 'visible') return position;
    }
    if (page.length < MIN_ALL_PAGE || !advanced) return START;
  }
}

/**
 * The position of the last event readAllAfter can return now (START when none): it stops before a part of an
 * undecided batch, so no event can later appear before this position. Reads the log from its start (O(n), like
 * countAfter): it serves a reader's first start, not a hot path.
 */
export async function finalPosition(reader: EsdbReader): Promise<Position> {
  let last = START;
  await walkForward(reader, START, MAX_ALL_PAGE, (event, visibility) => {
    if (visibility === 'undecided') return false;
    if (visibility === 'visible') last = fromEsdbPosition(event.position);
    return true;
  });
  return last;
}

/**
 * How many Inkpace events come after `from`, those of undecided batches included (their order is not final yet):
 * EventStoreDB keeps no such count, so this reads them (O(n)).
 */
export async function countAfter(reader: EsdbReader, from: Position): Promise<number> {
  let count = 0;
  await walkForward(reader, from, MAX_ALL_PAGE, (_event, visibility) => {
    if (visibility !== 'hidden') count++;
    return true;
  });
  return count;
}
