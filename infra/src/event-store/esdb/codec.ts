import { jsonEvent, type EventData, type JSONEventType, type RecordedEvent as EsdbRecordedEvent } from '@eventstore/db-client';
import type { JsonObject, NewEvent, RecordedEvent } from '../port.ts';
import { fromEsdbPosition, sequenceOf } from './position.ts';

/**
 * How an Inkpace event is stored in EventStoreDB: its data as the event's JSON data; its metadata wrapped together
 * with the time the adapter stored it. The port promises one createdAt for every event of one append, while the
 * server stamps each event on its own, so the adapter records its own clock once per append.
 */
interface StoredMetadata {
  [key: string]: unknown;
  inkpace: JsonObject;
  storedAtMs: number;
}

type StoredEvent = JSONEventType<string, JsonObject, StoredMetadata>;

export function toEventData(e: NewEvent, storedAt: Date): EventData<StoredEvent> {
  return jsonEvent<StoredEvent>({ type: e.type, data: e.data, metadata: { inkpace: e.metadata, storedAtMs: storedAt.getTime() } });
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
    revision: Number(e.revision),
    type: e.type,
    data: e.data,
    metadata: stored ? stored.inkpace : isJsonObject(e.metadata) ? e.metadata : {},
    position: fromEsdbPosition(e.position),
    sequence: sequenceOf(e.position),
    createdAt: stored ? new Date(stored.storedAtMs) : e.created,
  };
}
