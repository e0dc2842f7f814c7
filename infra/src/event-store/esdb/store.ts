import { ANY, EventStoreDBClient, NO_STREAM, WrongExpectedVersionError, type AppendExpectedRevision } from '@eventstore/db-client';
import type { WarnLog } from '../../db/listener.ts';
import { checkExpectedRevision, checkMultiAppend } from '../append-checks.ts';
import { startCatchUp } from '../catch-up.ts';
import {
  WrongExpectedRevisionError,
  type AppendResult, type EventStore, type ExpectedRevision, type MultiAppendResult, type NewEvent, type Position,
  type RecordedEvent, type StreamAppend, type Subscription,
} from '../port.ts';
import { toEventData } from './codec.ts';
import { countAfter, lastPosition, readAllAfter, readFirstEvents, readStreamEvents, readStreams } from './reads.ts';
import { EsdbWakeSource } from './wake.ts';

export interface EsdbEventStoreOptions {
  /** An EventStoreDB connection string, e.g. `esdb://localhost:2113?tls=false` (the ESDB_URL setting). */
  url: string;
  /** Fallback poll for subscriptions when no wake-up arrives (default 1000 ms). */
  pollIntervalMs?: number;
  log?: WarnLog;
}

export type EsdbEventStore = EventStore;

export const MULTI_STREAM_UNSUPPORTED =
  'appending to several streams at once is not supported by the EventStoreDB adapter: EventStoreDB has no multi-stream transaction';

export class UnsupportedByEsdbError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsupportedByEsdbError';
  }
}

function toEsdbExpected(expected: ExpectedRevision): AppendExpectedRevision {
  checkExpectedRevision(expected);
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  return BigInt(expected);
}

/**
 * The event store port on EventStoreDB (selected by ESDB_URL). One ESDB stream per Inkpace stream, the same ids;
 * revisions are ESDB's stream revisions, positions its $all positions (position.ts), and the server checks every
 * expected revision within one append, which it writes atomically and contiguously.
 *
 * appendMulti: EventStoreDB has no transaction across streams, and name claims need one (the claim and the thing
 * holding the name must be stored together or not at all). Appending stream after stream would leave the first
 * streams written when a later expectation fails, so this adapter accepts one stream and refuses several with
 * UnsupportedByEsdbError, before writing anything.
 */
export function createEsdbEventStore(options: EsdbEventStoreOptions): EsdbEventStore {
  const { log } = options;
  const client = EventStoreDBClient.connectionString(options.url);
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const wakes = new EsdbWakeSource(client, log);
  const subscriptions = new Set<Subscription>();
  let closed = false;

  const appendOne = async (streamId: string, events: NewEvent[], expectedRevision: ExpectedRevision): Promise<MultiAppendResult> => {
    if (events.length === 0) throw new RangeError('append needs at least one event');
    const storedAt = new Date();
    let next: number;
    try {
      const result = await client.appendToStream(streamId, events.map((e) => toEventData(e, storedAt)), {
        expectedRevision: toEsdbExpected(expectedRevision), requiresLeader: true,
      });
      next = Number(result.nextExpectedRevision);
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      const actual = error.actualVersion === NO_STREAM ? 'no_stream' : Number(error.actualVersion);
      throw new WrongExpectedRevisionError(streamId, expectedRevision, actual);
    }
    // The position of the last event appended, read back rather than taken from the append's answer: that answer
    // may name the position of the append's commit, and the port promises the last event's own position.
    const [last] = await readStreamEvents(client, streamId, next, 1);
    if (!last) throw new Error(`The event just appended to ${streamId} at revision ${next} cannot be read`);
    return { position: last.position, revisions: new Map([[streamId, next]]), storedAt };
  };

  const readAll = (from: Position, limit: number): Promise<RecordedEvent[]> => readAllAfter(client, from, limit);
  const onWake = (listener: (category: string | null) => void): (() => void) => wakes.add(listener);

  return {
    async append(streamId, events, { expectedRevision }): Promise<AppendResult> {
      const result = await appendOne(streamId, events, expectedRevision);
      return { nextExpectedRevision: result.revisions.get(streamId) ?? events.length - 1, position: result.position };
    },

    async appendMulti(writes: StreamAppend[]): Promise<MultiAppendResult> {
      checkMultiAppend(writes);
      const [only] = writes;
      if (!only || writes.length > 1) throw new UnsupportedByEsdbError(MULTI_STREAM_UNSUPPORTED);
      return appendOne(only.streamId, only.events, only.expectedRevision);
    },

    readStream: (streamId, readOptions) => readStreamEvents(client, streamId, readOptions?.fromRevision ?? 0),
    readFirstEvents: (streamIds) => readFirstEvents(client, streamIds),
    readStreams: (streamIds) => readStreams(client, streamIds),
    readAll,
    headPosition: () => lastPosition(client),
    // $all's order is final when an append commits: nothing can later appear before an event already read.
    finalHeadPosition: () => lastPosition(client),
    onWake,
    countAfter: (from) => countAfter(client, from),

    readBySequence() {
      // An event's sequence is its prepare position, but reading $all needs its commit position too, which only
      // the first event of an append shares with it: there is no lookup by sequence alone yet.
      return Promise.reject(new UnsupportedByEsdbError('reading events by sequence is not supported by the EventStoreDB adapter yet'));
    },

    subscribe(subscribeOptions) {
      if (closed) throw new Error('Event store is closed');
      const inner = startCatchUp({ readAll, onWake, pollIntervalMs, log }, subscribeOptions);
      const subscription: Subscription = {
        async close() {
          subscriptions.delete(subscription);
          await inner.close();
        },
      };
      subscriptions.add(subscription);
      return subscription;
    },

    async close() {
      closed = true;
      await Promise.all([...subscriptions].map((s) => s.close()));
      await wakes.close();
      await client.dispose();
    },
  };
}
