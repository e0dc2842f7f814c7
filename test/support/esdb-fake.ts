import { EventEmitter } from 'node:events';
import {
  ANY, BACKWARDS, END, NO_STREAM, START, STREAM_EXISTS, StreamNotFoundError, WrongExpectedVersionError,
  type AllStreamJSONRecordedEvent, type AllStreamResolvedEvent, type AppendExpectedRevision, type AppendResult,
  type AppendToStreamOptions, type EventData, type JSONType, type MetadataType, type Position, type ReadAllOptions,
  type ReadStreamOptions, type ResolvedEvent, type SubscribeToAllOptions,
} from '@eventstore/db-client';
import type { EsdbClient, EsdbWakeSubscription } from '@inkpace/infra/event-store';

/**
 * An in-memory stand-in for an EventStoreDB server, behind the part of the client the adapter uses (EsdbClient),
 * so the event-store contract suite runs on the EventStoreDB adapter where no server can run. It keeps the
 * documented semantics the adapter relies on:
 * - one append to one stream is atomic and contiguous, checked against its expected revision (any, no_stream,
 *   stream_exists, or the revision of the stream's last event), and fails with WrongExpectedVersionError naming
 *   the current revision;
 * - one global order of appends, positions {commit, prepare} as byte offsets in one log: the events of an append
 *   are prepared one after another and share the commit position of the commit record written after them;
 * - stream reads forwards or backwards from a revision (inclusive), StreamNotFoundError for a stream never
 *   written; $all reads from a position, forwards inclusive (backwards here exclusive: the adapter drops the
 *   start position either way, so it does not depend on which the server does);
 * - a live $all subscription from the end (server events filtered out, the only filter the adapter uses).
 * Calls yield to the event loop before acting, so concurrent callers interleave as they would over the network.
 */
const RECORD_BYTES = 100n;

type Stored = AllStreamJSONRecordedEvent;

const isSystem = (e: Stored): boolean => e.streamId.startsWith('$') || e.type.startsWith('$');
const comparePositions = (a: Position, b: Position): number =>
  a.commit !== b.commit ? (a.commit < b.commit ? -1 : 1) : a.prepare < b.prepare ? -1 : a.prepare > b.prepare ? 1 : 0;
const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
const toLimit = (maxCount: number | bigint | undefined): number => (maxCount === undefined ? Number.MAX_SAFE_INTEGER : Number(maxCount));

function expectationHolds(expected: AppendExpectedRevision, current: bigint | 'no_stream'): boolean {
  if (expected === ANY) return true;
  if (expected === NO_STREAM) return current === 'no_stream';
  if (expected === STREAM_EXISTS) return current !== 'no_stream';
  return current === expected;
}

class FakeSubscription extends EventEmitter implements EsdbWakeSubscription {
  constructor(private readonly onClose: (s: FakeSubscription) => void) {
    super();
  }

  unsubscribe(): Promise<void> {
    this.onClose(this);
    this.emit('end');
    return Promise.resolve();
  }
}

export class FakeEsdbClient implements EsdbClient {
  readonly #log: Stored[] = [];
  readonly #streams = new Map<string, Stored[]>();
  readonly #subscriptions = new Set<FakeSubscription>();
  #nextOffset = 0n;

  async appendToStream(streamName: string, events: EventData[], options: AppendToStreamOptions): Promise<AppendResult> {
    await tick();
    const stream = this.#streams.get(streamName) ?? [];
    const current = stream.length === 0 ? 'no_stream' : BigInt(stream.length - 1);
    const expected = options.expectedRevision ?? ANY;
    if (!expectationHolds(expected, current)) throw new WrongExpectedVersionError(undefined, { streamName, expected, current });
    const base = this.#nextOffset;
    const commit = base + BigInt(events.length) * RECORD_BYTES;
    this.#nextOffset = commit + RECORD_BYTES;
    const created = new Date();
    const stored = events.map((e, i): Stored => {
      if (e.contentType !== 'application/json') throw new Error('the fake stores JSON events only');
      return {
        streamId: streamName, id: e.id, isJson: true, revision: BigInt(stream.length + i), type: e.type, created,
        data: structuredClone<JSONType>(e.data), metadata: structuredClone<MetadataType | undefined>(e.metadata),
        position: { commit, prepare: base + BigInt(i) * RECORD_BYTES },
      };
    });
    stream.push(...stored);
    this.#streams.set(streamName, stream);
    this.#log.push(...stored);
    for (const subscription of this.#subscriptions) {
      for (const event of stored) if (!isSystem(event)) setImmediate(() => subscription.emit('data', { event }));
    }
    return { success: true, nextExpectedRevision: BigInt(stream.length - 1), position: { commit, prepare: commit } };
  }

  async *readStream(streamName: string, options: ReadStreamOptions): AsyncGenerator<ResolvedEvent> {
    await tick();
    const stream = this.#streams.get(streamName);
    if (!stream) throw new StreamNotFoundError(undefined, streamName);
    const from = options.fromRevision ?? (options.direction === BACKWARDS ? END : START);
    let picked: Stored[];
    if (options.direction === BACKWARDS) {
      const last = from === END ? stream.length - 1 : from === START ? 0 : Number(from);
      picked = stream.slice(0, last + 1).reverse();
    } else {
      picked = stream.slice(from === START ? 0 : from === END ? stream.length : Number(from));
    }
    for (const event of picked.slice(0, toLimit(options.maxCount))) yield { event };
  }

  async *readAll(options: ReadAllOptions): AsyncGenerator<AllStreamResolvedEvent> {
    await tick();
    const from = options.fromPosition ?? (options.direction === BACKWARDS ? END : START);
    let picked: Stored[];
    if (options.direction === BACKWARDS) {
      picked = (from === END ? [...this.#log] : from === START ? [] : this.#log.filter((e) => comparePositions(e.position, from) < 0)).reverse();
    } else {
      picked = from === START ? [...this.#log] : from === END ? [] : this.#log.filter((e) => comparePositions(e.position, from) >= 0);
    }
    for (const event of picked.slice(0, toLimit(options.maxCount))) yield { event };
  }

  subscribeToAll(options: SubscribeToAllOptions): EsdbWakeSubscription {
    if (options.fromPosition !== END) throw new Error('the fake subscribes to $all from its end only');
    const subscription = new FakeSubscription((s) => this.#subscriptions.delete(s));
    this.#subscriptions.add(subscription);
    setImmediate(() => subscription.emit('confirmation'));
    return subscription;
  }

  dispose(): Promise<void> {
    return Promise.resolve();
  }
}
