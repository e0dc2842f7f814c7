import { createHash, randomUUID } from 'node:crypto';
import { DomainError } from '@inkpace/contracts/errors';
import { messages } from '@inkpace/contracts/messages';

/** The kinds of thing a create body may name with a uuid of the client's choosing. */
export type ClientIdKind = 'project' | 'tally' | 'tag' | 'goal';

/** A new thing's identity: its public uuid, and the uuid of the event stream that records it. */
export interface Identity {
  uuid: string;
  streamUuid: string;
}

/**
 * Each writer's uuids are their own: two writers (or one writer's project and entry) may send the same uuid and get
 * two things. So the stream of a thing with a client's uuid is named from the writer, the kind and that uuid, as a
 * name-based UUID (SHA-1, laid out as RFC 9562's version 5): the same three always name the same stream, which is
 * what makes a retried create find what the first one made.
 */
export function clientStreamUuid(writerUuid: string, kind: ClientIdKind, clientUuid: string): string {
  const hash = createHash('sha1').update(`inkpace:${kind}:${writerUuid.toLowerCase()}:${clientUuid.toLowerCase()}`).digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50; // version 5
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 9562 variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The identity of a new thing: the client's uuid and its derived stream, or (none sent) one random uuid for both. */
export function identityFor(writerUuid: string, kind: ClientIdKind, clientUuid: string | undefined): Identity {
  if (clientUuid === undefined) {
    const uuid = randomUUID();
    return { uuid, streamUuid: uuid };
  }
  return { uuid: clientUuid, streamUuid: clientStreamUuid(writerUuid, kind, clientUuid) };
}

/** Pure: a batch names each client uuid at most once (which item would a repeated one be?), else 400 and nothing saved. */
export function checkDistinctClientUuids(uuids: ReadonlyArray<string | undefined>): void {
  const seen = new Set<string>();
  for (const uuid of uuids) {
    if (uuid === undefined) continue;
    if (seen.has(uuid)) throw new DomainError('VALIDATION_FAILED', messages.validation.repeatedClientUuid(uuid));
    seen.add(uuid);
  }
}
