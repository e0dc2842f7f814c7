import type { DomainEvent } from '@inkpace/contracts/events/event';
import { inCurrentShape } from '@inkpace/contracts/events/registry';
import type { EventStore, ExpectedRevision, RecordedEvent } from '@inkpace/infra/event-store';

/** How an aggregate's state is folded from its events: `evolve` is pure. */
export interface Aggregate<S, E extends DomainEvent> {
  initial: S;
  evolve(state: S, event: E): S;
}

/** An aggregate as loaded: its state, whether its stream exists, and the revision a write must expect. */
export interface Loaded<S> {
  state: S;
  exists: boolean;
  revision: ExpectedRevision;
}

/** Folds stored events (in today's shape: upcast and validated) into the aggregate's state. */
export function fold<S, E extends DomainEvent>(aggregate: Aggregate<S, E>, events: readonly RecordedEvent[]): S {
  // Validated by readStoredEvent against the schemas of the union the stream holds.
  return events.reduce((state, e) => aggregate.evolve(state, inCurrentShape(e) as unknown as E), aggregate.initial);
}

export async function loadAggregate<S, E extends DomainEvent>(store: EventStore, streamId: string, aggregate: Aggregate<S, E>): Promise<Loaded<S>> {
  const events = await store.readStream(streamId);
  const last = events.at(-1);
  return { state: fold(aggregate, events), exists: last !== undefined, revision: last ? last.revision : 'no_stream' };
}
