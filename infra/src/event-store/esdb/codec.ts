import { jsonEvent, type EventData, type JSONEventType, type RecordedEvent as EsdbRecordedEvent } from '@eventstore/db-client';
import type { JsonObject, NewEvent, RecordedEvent } from '../port.ts';
import { fromEsdbPosition, sequenceOf } from './position.ts';

/**
 * How an Inkpace event is stored in EventStoreDB: its data as the event's JSON data; its metadata wrapped together
 * with the time the adapter stored it, its port revision, and the multi-stream batch it belongs to (batch.ts).
 * The port promises one createdAt for every event of one append, while the server stamps each event on its own, so
 * the adapter records its own clock once per append. The port revision counts only the stream's visible events
 * (an aborted batch's part keeps its ESDB revisions but is hidden), so it differs from ESDB's once a part aborted.
 */
interface StoredMetadata {
  [key: string]: unknown;
  inkpace: JsonObject;
  storedAtMs: number;
  revision?: number;
  batch?: string;
}

type StoredEvent = JSONEventType<string, JsonObject, StoredMetadata>;

/** What the adapter marks on every event of one append. */
export interface AppendMarks {
  storedAt: Date;
  /** Port revision of the append's first event. */
  firstRevision: number;
  /** Id of the multi-stream batch the append is a part of. */
  batch?: string;
}

export function toEventData(e: NewEvent, index: number, marks: AppendMarks): EventData<StoredEvent> {
  const metadata: StoredMetadata = { inkpace: e.metadata, storedAtMs: marks.storedAt.getTime(), revision: marks.firstRevision + index };
  if (marks.batch) metadata.batch = marks.batch;
  return jsonEvent<StoredEvent>({ type: e.type, data: e.data, metadata });
}

/** The batch an ESDB event is a part of, if any. */
export function batchOf(e: EsdbRecordedEvent): string | null {
  return isStoredMetadata(e.metadata) && typeof e.metadata.batch === 'string' ? e.metadata.batch : null;
}

/**
 * Events of the server itself (statistics, scavenges, projections, stream metadata, links) live in streams whose
 * names start with `$`, or have a `$` type; they are not part of Inkpace's log.
 */
export function isSystemEvent(streamId: string, type: string): boolean {
  return streamId.startsWith('$') || type.startsWith('$');
}

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}

function isStoredMetadata(value: unknown): value is StoredMetadata {
  return isJsonObject(value) && isJsonObject(value.inkpace) && typeof value.storedAtMs === 'number';
}

/** An ESDB event as the port's RecordedEvent; events written by other tools keep their metadata and server time. */
export function toRecorded(e: EsdbRecordedEvent): RecordedEvent {
  if (!e.position) throw new Error('EventStoreDB returned an event without its log position: the adapter needs server 22.6 or later');
  if (!e.isJson || !isJsonObject(e.data)) throw new Error(`Event ${e.streamId}#${e.revision} (${e.type}) is not a JSON object`);
  const stored = isStoredMetadata(e.metadata) ? e.metadata : null;
  return {
    streamId: e.streamId,
    revision: stored && typeof stored.revision === 'number' ? stored.revision : Number(e.revision),
    type: e.type,
    data: e.data,
    metadata: stored ? stored.inkpace : isJsonObject(e.metadata) ? e.metadata : {},
    position: fromEsdbPosition(e.position),
    sequence: sequenceOf(e.position),
    createdAt: stored ? new Date(stored.storedAtMs) : e.created,
  };
}
