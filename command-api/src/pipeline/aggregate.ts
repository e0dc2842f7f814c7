import type { DomainEvent } from '@inkpace/contracts/events/event';
import { inCurrentShape } from '@inkpace/contracts/events/registry';
import type { DeletedBy } from '@inkpace/contracts/rules/lifecycle';
import type { EventStore, ExpectedRevision, RecordedEvent } from '@inkpace/infra/event-store';

/** When an event was stored and what kind of actor caused it (a deletion's state records both). */
export interface EventStamp {
  at: string;
  by: DeletedBy;
}

/** How an aggregate's state is folded from its events: `evolve` is pure. */
export interface Aggregate<S, E extends DomainEvent> {
  initial: S;
  evolve(state: S, event: E, stamp: EventStamp): S;
}

const ACTOR_TYPES: readonly DeletedBy[] = ['user', 'admin', 'system', 'anonymous'];

/** The stamp of a stored event, from the store's time and the metadata's actor. */
export function stampOf(event: Pick<RecordedEvent, 'createdAt' | 'metadata'>): EventStamp {
  const actor = event.metadata.actor;
  const type = actor !== null && typeof actor === 'object' && !Array.isArray(actor) ? actor.type : undefined;
  return { at: event.createdAt.toISOString(), by: ACTOR_TYPES.find((t) => t === type) ?? 'system' };
}

/** An aggregate as loaded: its state, whether its stream exists, and the revision a write must expect. */
export interface Loaded<S> {
  state: S;
  exists: boolean;
  revision: ExpectedRevision;
}

/** Folds decided events that all happened at one stamp (tests and fixtures build states this way). */
export const evolveAll = <S, E extends DomainEvent>(aggregate: Aggregate<S, E>, events: readonly E[], stamp: EventStamp, from: S = aggregate.initial): S =>
  events.reduce((state, e) => aggregate.evolve(state, e, stamp), from);

/** Folds stored events (in today's shape: upcast and validated) into the aggregate's state. */
export function fold<S, E extends DomainEvent>(aggregate: Aggregate<S, E>, events: readonly RecordedEvent[]): S {
  // Validated by readStoredEvent against the schemas of the union the stream holds.
  return events.reduce((state, e) => aggregate.evolve(state, inCurrentShape(e) as unknown as E, stampOf(e)), aggregate.initial);
}

export async function loadAggregate<S, E extends DomainEvent>(store: EventStore, streamId: string, aggregate: Aggregate<S, E>): Promise<Loaded<S>> {
  const events = await store.readStream(streamId);
  const last = events.at(-1);
  return { state: fold(aggregate, events), exists: last !== undefined, revision: last ? last.revision : 'no_stream' };
}
