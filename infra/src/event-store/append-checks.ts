import type { ExpectedRevision, StreamAppend } from './port.ts';

/** The shape every adapter's appendMulti accepts: at least one stream, each with events, each stream once. */
export function checkMultiAppend(writes: readonly StreamAppend[]): void {
  if (writes.length === 0 || writes.some((w) => w.events.length === 0)) throw new RangeError('appendMulti needs events for every stream');
  if (new Set(writes.map((w) => w.streamId)).size !== writes.length) throw new RangeError('appendMulti writes each stream once');
}

/** A numeric expected revision is the revision of the stream's last event: a whole number from 0. */
export function checkExpectedRevision(expected: ExpectedRevision): void {
  if (typeof expected === 'number' && (!Number.isInteger(expected) || expected < 0)) throw new RangeError(`Bad expected revision: ${expected}`);
}
