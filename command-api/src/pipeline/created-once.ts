import { DomainError } from '@inkpace/contracts/errors';
import { inCurrentShape } from '@inkpace/contracts/events/registry';
import { messages } from '@inkpace/contracts/messages';
import { comparePositions, type EventStore, type Position } from '@inkpace/infra/event-store';

/**
 * A create that names a client's uuid may find its stream (client-ids.ts) already made. A retry, the same content,
 * is answered with what exists and writes nothing; anything else is a conflict and writes nothing either. "The same"
 * is judged against what the create recorded, the stream's first event, so a retry after a later edit still matches.
 */

/** What a create recorded: its event's data (in today's shape) and where it is in the log (to wait for it). */
export interface Recorded<D> {
  data: D;
  position: Position;
}

/** The creations recorded on those of `streamIds` that exist, by stream id, in one read. */
export async function recordedCreations<D>(store: Pick<EventStore, 'readFirstEvents'>, streamIds: readonly string[]): Promise<Map<string, Recorded<D>>> {
  if (streamIds.length === 0) return new Map();
  const first = await store.readFirstEvents(streamIds);
  // Stored events were validated when decided and are upcast here like any load (aggregate.ts fold).
  return new Map([...first].map(([id, event]) => [id, { data: inCurrentShape(event).data as D, position: event.position }]));
}

/** Values by content: objects' keys in any order, a key set to undefined the same as one left out. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => [k, canonical(v)]);
}

export const sameContent = (a: unknown, b: unknown): boolean => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

export const uuidTaken = (): DomainError => new DomainError('CONFLICT', messages.errors.uuidTaken);

/**
 * Pure: whether `sent` repeats a create already `recorded` (true: write nothing, answer what exists); false when
 * nothing was recorded. Every field of `sent` must be what the creation recorded, else CONFLICT.
 */
export function repeatsCreation<T extends object>(sent: Partial<T>, recorded: T | null | undefined): boolean {
  if (!recorded) return false;
  const fields = Object.keys(sent) as Array<keyof T>;
  if (!fields.every((field) => sameContent(sent[field], recorded[field]))) throw uuidTaken();
  return true;
}

/**
 * The position to wait for before answering: the latest of what this command appended (null: nothing) and of the
 * creations it repeats, so the answer shows each of them as the read models have it.
 */
export function latestPosition(appended: Position | null, repeated: Iterable<Recorded<unknown>>): Position | null {
  let latest = appended;
  for (const r of repeated) if (latest === null || comparePositions(r.position, latest) > 0) latest = r.position;
  return latest;
}
