import type { DomainEvent } from '@inkpace/contracts/events/event';
import type { ExpectedRevision } from '@inkpace/infra/event-store';
import type { Loaded } from './aggregate.ts';

/** Events a decision appends to one stream, after the revision it decided on. */
export interface StreamWrite {
  streamId: string;
  expected: ExpectedRevision;
  events: DomainEvent[];
}

/** What a command decided: writes to one or more streams, appended together or not at all. Empty: nothing to do. */
export type Decision = StreamWrite[];

/** The write of `events` to a loaded aggregate's stream (expecting the revision it was decided on). */
export const writeTo = (streamId: string, loaded: Pick<Loaded<unknown>, 'revision'>, events: DomainEvent[]): StreamWrite =>
  ({ streamId, expected: loaded.revision, events });

/** The write of a new stream's first events. */
export const newStream = (streamId: string, events: DomainEvent[]): StreamWrite => ({ streamId, expected: 'no_stream', events });
