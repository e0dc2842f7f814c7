import { EventStoreDBClient } from '@eventstore/db-client';
import { systemClock, type Clock } from '../../clock/index.ts';
import type { WarnLog } from '../../db/listener.ts';
import { checkMultiAppend } from '../append-checks.ts';
import { trackedCatchUp } from '../catch-up.ts';
import type { AppendResult, EventStore, MultiAppendResult, Position, RecordedEvent, StreamAppend, Subscription } from '../port.ts';
import { appendBatch, appendPart } from './append.ts';
import { BatchOutcomes } from './batch.ts';
import type { EsdbClient } from './client.ts';
import { countAfter, finalPosition, lastPosition, readAllAfter, readFirstEvents, readStreamEvents, readStreams, type EsdbReader } from './reads.ts';
import { EsdbWakeSource } from './wake.ts';

export interface EsdbEventStoreOptions {
  /** An EventStoreDB connection string, e.g. `esdb://localhost:2113?tls=false` (the ESDB_URL setting). */
  url: string;
  /** Fallback poll for subscriptions when no wake-up arrives (default 1000 ms). */
  pollIntervalMs?: number;
  /**
   * How long a multi-stream batch may stay undecided before a reader takes its writer for crashed and settles it
   * as aborted (default 10 s, plus a little per stream of the batch: batch.ts).
   */
  batchSettleMs?: number;
  /** The time events are stored at, and that tells how long a batch has been undecided (tests move it). */
  clock?: Clock;
  /** A client to use instead of connecting to `url` (tests: an in-memory stand-in for the server). */
  client?: EsdbClient;
  log?: WarnLog;
}

export type EsdbEventStore = EventStore;

const DEFAULT_BATCH_SETTLE_MS = 10_000;

export class UnsupportedByEsdbError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsupportedByEsdbError';
  }
}

/**
 * The event store port on EventStoreDB (selected by ESDB_URL). One ESDB stream per Inkpace stream, the same ids;
 * positions are its $all positions (position.ts), and the server checks every expected revision within one
 * append, which it writes atomically and contiguously.
 *
 * appendMulti over several streams: EventStoreDB has no transaction across streams, so the adapter writes a batch
 * record, the parts, then the batch's one outcome, and readers show a part only once its batch is committed
 * (batch.ts, append.ts). Port revisions count the visible events of a stream (codec.ts), so an aborted part leaves
 * no gap; each append reads its stream's tail first to translate the expected revision.
 */
export function createEsdbEventStore(options: EsdbEventStoreOptions): EsdbEventStore {
  const { log } = options;
  const client: EsdbClient = options.client ?? EventStoreDBClient.connectionString(options.url);
  const clock = options.clock ?? systemClock;
  const reader: EsdbReader = { client, outcomes: new BatchOutcomes(client, options.batchSettleMs ?? DEFAULT_BATCH_SETTLE_MS, clock) };
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const wakes = new EsdbWakeSource(client, log);
  const subscriptions = new Set<Subscription>();
  let closed = false;

  const appendOne = async (write: StreamAppend): Promise<MultiAppendResult> => {
    if (write.events.length === 0) throw new RangeError('append needs at least one event');
    const storedAt = clock.now();
    const part = await appendPart(reader, write.streamId, write.events, write.expectedRevision, { storedAt });
    return { position: part.position, revisions: new Map([[write.streamId, part.revision]]), storedAt };
  };

  const readAll = (from: Position, limit: number): Promise<RecordedEvent[]> => readAllAfter(reader, from, limit);
  const onWake = (listener: (category: string | null) => void): (() => void) => wakes.add(listener);

  return {
    async append(streamId, events, { expectedRevision }): Promise<AppendResult> {
      const result = await appendOne({ streamId, events, expectedRevision });
      return { nextExpectedRevision: result.revisions.get(streamId) ?? events.length - 1, position: result.position };
    },

    async appendMulti(writes: StreamAppend[]): Promise<MultiAppendResult> {
      checkMultiAppend(writes);
      const [only] = writes;
      if (only && writes.length === 1) return appendOne(only);
      return appendBatch(reader, writes, clock.now());
    },

    readStream: (streamId, readOptions) => readStreamEvents(reader, streamId, readOptions?.fromRevision ?? 0),
    readFirstEvents: (streamIds) => readFirstEvents(reader, streamIds),
    readStreams: (streamIds) => readStreams(reader, streamIds),
    readAll,
    headPosition: () => lastPosition(reader),
    finalHeadPosition: () => finalPosition(reader),
    onWake,
    countAfter: (from) => countAfter(reader, from),

    readBySequence() {
      // An event's sequence is its prepare position, but reading $all needs its commit position too, which only
      // the first event of an append shares with it: there is no lookup by sequence alone yet.
      return Promise.reject(new UnsupportedByEsdbError('reading events by sequence is not supported by the EventStoreDB adapter yet'));
    },

    subscribe(subscribeOptions) {
      if (closed) throw new Error('Event store is closed');
      return trackedCatchUp(subscriptions, { readAll, onWake, pollIntervalMs, log }, subscribeOptions);
    },

    async close() {
      closed = true;
      await Promise.all([...subscriptions].map((s) => s.close()));
      await wakes.close();
      await client.dispose();
    },
  };
}
