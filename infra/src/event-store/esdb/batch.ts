import { FORWARDS, jsonEvent, NO_STREAM, START as ESDB_START, StreamNotFoundError, WrongExpectedVersionError, type RecordedEvent as EsdbRecordedEvent } from '@eventstore/db-client';
import { systemClock, type Clock } from '../../clock/index.ts';
import { batchOf } from './codec.ts';
import type { EsdbClient } from './client.ts';

/**
 * Multi-stream appends on EventStoreDB, which writes one stream atomically and nothing across streams.
 *
 * A batch is one appendMulti over several streams. Its record lives in the stream `inkpace-batch-<id>`:
 *   revision 0, BatchPending (the streams it writes), appended before any part;
 *   revision 1, BatchCommitted or BatchAborted, appended at expected revision 0, so exactly one outcome is ever
 *   recorded, whoever races to record it (the writer, or a reader settling a batch whose writer is gone).
 * Each stream's part carries the batch id in its metadata. Readers show a part only once its batch is committed,
 * hide it for good once aborted, and read nothing past a part that is still undecided. A batch undecided for
 * longer than the settle bound is taken for a crashed writer: the reader records BatchAborted itself.
 */
export const BATCH_STREAM_PREFIX = 'inkpace-batch-';
const PENDING = 'BatchPending';
const COMMITTED = 'BatchCommitted';
const ABORTED = 'BatchAborted';
/** Outcomes kept in memory (they never change); past this the oldest are forgotten and read again when needed. */
const MAX_CACHED_OUTCOMES = 100_000;
/**
 * The settle bound grows with a batch's size: a live writer appends its parts one after another, and a large
 * batch must not be aborted under it because it takes long (3,000 streams: 10 s + 60 s).
 */
const SETTLE_MS_PER_STREAM = 20;

export type Outcome = 'committed' | 'aborted';
export type Visibility = 'visible' | 'hidden' | 'undecided';

export const batchStreamOf = (batch: string): string => `${BATCH_STREAM_PREFIX}${batch}`;
export const isBatchRecord = (streamId: string): boolean => streamId.startsWith(BATCH_STREAM_PREFIX);

export class BatchAbortedError extends Error {
  constructor(batch: string) {
    super(`Batch ${batch} was settled as aborted before its writer committed it (it outlived the settle bound): nothing of it is visible`);
    this.name = 'BatchAbortedError';
  }
}

function record(type: string, data: Record<string, string | number | string[]>, storedAt: Date) {
  return jsonEvent({ type, data, metadata: { storedAtMs: storedAt.getTime() } });
}

export class BatchOutcomes {
  readonly #decided = new Map<string, Outcome>();

  constructor(
    private readonly client: EsdbClient,
    private readonly settleAfterMs: number,
    private readonly clock: Clock = systemClock,
  ) {}

  /** Whether readers see an ESDB event: events outside batches always, a batch's part once it is committed. */
  async visibility(e: EsdbRecordedEvent): Promise<Visibility> {
    const batch = batchOf(e);
    if (batch === null) return 'visible';
    const outcome = await this.outcome(batch);
    return outcome === 'committed' ? 'visible' : outcome === 'aborted' ? 'hidden' : 'undecided';
  }

  /** The batch's recorded outcome; null while undecided within the settle bound; past it, settled as aborted. */
  async outcome(batch: string): Promise<Outcome | null> {
    const cached = this.#decided.get(batch);
    if (cached) return cached;
    const [pending, decided] = await this.#read(batch);
    if (decided) return this.#remember(batch, decided);
    if (!pending) throw new Error(`Batch ${batch} has parts but no record in ${batchStreamOf(batch)}: was that stream deleted?`);
    const streams = Array.isArray(pending.streams) ? pending.streams.length : 0;
    if (this.clock.now().getTime() - pending.storedAtMs < this.settleAfterMs + streams * SETTLE_MS_PER_STREAM) return null;
    return this.decide(batch, 'aborted');
  }

  /** Opens a batch: its pending record, before any part is written. */
  async open(batch: string, streamIds: readonly string[]): Promise<void> {
    await this.client.appendToStream(batchStreamOf(batch), [record(PENDING, { streams: [...streamIds] }, this.clock.now())], {
      expectedRevision: NO_STREAM, requiresLeader: true,
    });
  }

  /** Records `outcome` unless one is recorded already; answers the outcome that stands. */
  async decide(batch: string, outcome: Outcome): Promise<Outcome> {
    try {
      await this.client.appendToStream(batchStreamOf(batch), [record(outcome === 'committed' ? COMMITTED : ABORTED, {}, this.clock.now())], {
        expectedRevision: 0n, requiresLeader: true,
      });
      return this.#remember(batch, outcome);
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      const [, decided] = await this.#read(batch);
      if (!decided) throw new Error(`Batch ${batch}: revision 1 of its record is taken but is no outcome`);
      return this.#remember(batch, decided);
    }
  }

  #remember(batch: string, outcome: Outcome): Outcome {
    if (this.#decided.size >= MAX_CACHED_OUTCOMES) {
      const oldest = this.#decided.keys().next().value;
      if (oldest !== undefined) this.#decided.delete(oldest);
    }
    this.#decided.set(batch, outcome);
    return outcome;
  }

  async #read(batch: string): Promise<[{ storedAtMs: number; streams: unknown } | null, Outcome | null]> {
    const events: EsdbRecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(batchStreamOf(batch), { direction: FORWARDS, fromRevision: ESDB_START, maxCount: 2, requiresLeader: true })) {
        if (resolved.event) events.push(resolved.event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [null, null];
      throw error;
    }
    const [first, second] = events;
    const metadata = first?.metadata;
    const data = first?.data;
    const pending = first?.type === PENDING && isRecord(metadata) && typeof metadata.storedAtMs === 'number'
      ? { storedAtMs: metadata.storedAtMs, streams: isRecord(data) ? data.streams : undefined } : null;
    const decided = second?.type === COMMITTED ? 'committed' : second?.type === ABORTED ? 'aborted' : null;
    return [pending, decided];
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}
