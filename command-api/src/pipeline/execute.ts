import type { DomainEvent } from '@inkpace/contracts/events/event';
import { SCHEMA_VERSION } from '@inkpace/contracts/events/event';
import { messages } from '@inkpace/contracts/messages';
import {
  WrongExpectedRevisionError,
  type JsonObject,
  type Position,
  type RecordedEvent,
} from '@inkpace/infra/event-store';
import { DomainError } from '@inkpace/contracts/errors';
import type { CommandDeps } from './deps.ts';

/** How an aggregate's state is folded from its events. */
export interface Aggregate<S, E extends DomainEvent> {
  initial: S;
  evolve(state: S, event: E): S;
}

export type { CommandMeta } from './meta.ts';
import type { CommandMeta } from './meta.ts';

/** Returns the events to append, or throws a DomainError; an empty list means "nothing to do". */
export type Decide<S, E extends DomainEvent> = (state: S, exists: boolean) => E[];

const MAX_ATTEMPTS = 5;

export function fold<S, E extends DomainEvent>(aggregate: Aggregate<S, E>, events: RecordedEvent[]): S {
  // Stored events were validated when decided; their data is trusted as the union the stream holds.
  return events.reduce((state, e) => aggregate.evolve(state, { type: e.type, data: e.data } as E), aggregate.initial);
}

export interface Executed<S> {
  /** Position of the last appended event, or null when the decision appended nothing. */
  position: Position | null;
  /** The aggregate's state after the new events. */
  state: S;
}

/**
 * load → evolve → decide → append with the expected revision; on a concurrent write to the same stream,
 * reload and decide again. A decision that throws appends nothing.
 */
export async function execute<S, E extends DomainEvent>(
  deps: Pick<CommandDeps, 'store'>,
  streamId: string,
  aggregate: Aggregate<S, E>,
  decide: NoInfer<Decide<S, E>>,
  meta: CommandMeta,
): Promise<Executed<S>> {
  for (let attempt = 1; ; attempt++) {
    const history = await deps.store.readStream(streamId);
    const state = fold(aggregate, history);
    const last = history.at(-1);
    const events = decide(state, last !== undefined);
    if (events.length === 0) return { position: null, state };
    const metadata = { ...meta, schemaVersion: SCHEMA_VERSION } as JsonObject;
    try {
      const result = await deps.store.append(
        streamId,
        events.map((e) => ({ type: e.type, data: e.data as JsonObject, metadata })),
        { expectedRevision: last ? last.revision : 'no_stream' },
      );
      return { position: result.position, state: events.reduce(aggregate.evolve, state) };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= MAX_ATTEMPTS) {
        if (error instanceof WrongExpectedRevisionError) throw new DomainError('CONFLICT', messages.errors.busy);
        throw error;
      }
    }
  }
}

export { settle } from './settle.ts';
