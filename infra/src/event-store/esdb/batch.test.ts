import { randomUUID } from 'node:crypto';
import { FORWARDS, START as ESDB_START, type RecordedEvent as EsdbRecordedEvent } from '@eventstore/db-client';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { FakeEsdbClient } from '@inkpace/test/esdb-fake';
import { ManualClock } from '../../clock/index.ts';
import { event, streamName, tail, waitFor } from '../contract-support.ts';
import { WrongExpectedRevisionError, type EventStore, type RecordedEvent } from '../port.ts';
import { appendPart } from './append.ts';
import { batchStreamOf, BatchOutcomes } from './batch.ts';
import type { EsdbReader } from './reads.ts';
import { createEsdbEventStore } from './store.ts';

const SETTLE_MS = 10_000;
/** Past the settle bound of a one-stream batch (batch.ts adds a little per stream). */
const PAST_SETTLE_MS = SETTLE_MS + 1_000;

async function rawStream(client: FakeEsdbClient, streamId: string): Promise<EsdbRecordedEvent[]> {
  const out: EsdbRecordedEvent[] = [];
  for await (const r of client.readStream(streamId, { direction: FORWARDS, fromRevision: ESDB_START })) if (r.event) out.push(r.event);
  return out;
}

async function wrongRevision(promise: Promise<unknown>): Promise<WrongExpectedRevisionError> {
  const error: unknown = await promise.then(() => new Error('append succeeded'), (e: unknown) => e);
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  return error as WrongExpectedRevisionError;
}

describe('EventStoreDB adapter: multi-stream batches (on the in-memory stand-in)', () => {
  let fake: FakeEsdbClient;
  let clock: ManualClock;
  let store: EventStore;
  /** Another process's view of the same server: its own outcome cache, the same clock. */
  let other: EsdbReader;
  beforeEach(() => {
    fake = new FakeEsdbClient();
    clock = new ManualClock();
    store = createEsdbEventStore({ url: 'esdb://stand-in', client: fake, clock, batchSettleMs: SETTLE_MS });
    other = { client: fake, outcomes: new BatchOutcomes(fake, SETTLE_MS, clock) };
  });
  afterEach(async () => {
    await store.close();
  });

  test('an aborted part keeps its ESDB revisions but leaves no gap in the port revisions', async () => {
    const [fresh, existing] = [streamName('fresh'), streamName('existing')];
    await store.append(existing, [event('E0'), event('E1')], { expectedRevision: 'no_stream' });
    const from = await tail(store);
    const failed = await wrongRevision(store.appendMulti([
      { streamId: fresh, events: [event('Lost')], expectedRevision: 'no_stream' },
      { streamId: existing, events: [event('X')], expectedRevision: 0 },
    ]));
    expect([failed.streamId, failed.actual]).toEqual([existing, 1]);
    expect((await rawStream(fake, fresh)).map((e) => e.type)).toEqual(['Lost']);

    expect((await store.append(fresh, [event('F0')], { expectedRevision: 'no_stream' })).nextExpectedRevision).toBe(0);
    expect((await store.append(fresh, [event('F1')], { expectedRevision: 0 })).nextExpectedRevision).toBe(1);
    expect((await wrongRevision(store.append(fresh, [event('X')], { expectedRevision: 0 }))).actual).toBe(1);
    expect((await rawStream(fake, fresh)).map((e) => [e.revision, e.type])).toEqual([[0n, 'Lost'], [1n, 'F0'], [2n, 'F1']]);

    const visible = (events: RecordedEvent[]) => events.filter((e) => e.streamId === fresh).map((e) => [e.revision, e.type]);
    expect(visible(await store.readStream(fresh))).toEqual([[0, 'F0'], [1, 'F1']]);
    expect(visible(await store.readStream(fresh, { fromRevision: 1 }))).toEqual([[1, 'F1']]);
    expect(visible(await store.readAll(from, 100))).toEqual([[0, 'F0'], [1, 'F1']]);
    expect([...(await store.readFirstEvents([fresh])).values()].map((e) => e.type)).toEqual(['F0']);
    expect(await store.countAfter(from)).toBe(2);
  });

  test('a batch whose writer died holds its streams until the settle bound; then a reader aborts it', async () => {
    const from = await tail(store);
    const [held, later] = [streamName('held'), streamName('later')];
    const batch = randomUUID();
    // What a writer leaves when it dies after writing its parts: a pending record, parts, no outcome.
    await other.outcomes.open(batch, [held]);
    await appendPart(other, held, [event('Half')], 'no_stream', { storedAt: clock.now(), batch });
    const after = await store.append(later, [event('After')], { expectedRevision: 'no_stream' });

    expect(await store.readStream(held)).toEqual([]);
    // readAll stops before the undecided part: what follows it has no final order yet.
    expect((await store.readAll(from, 100)).map((e) => e.streamId)).toEqual([]);
    expect(await store.countAfter(from)).toBe(2);
    // The head is the last visible event; a reader reaches it only once the part before it is decided. A reader's
    // first start takes the final head instead, before the part, so it misses neither the part nor what follows.
    expect(await store.headPosition()).toBe(after.position);
    expect(await store.finalHeadPosition()).toBe(from);
    expect((await wrongRevision(store.append(held, [event('Mine')], { expectedRevision: 'no_stream' }))).actual).toBe('no_stream');

    clock.advance(PAST_SETTLE_MS);
    expect(await store.readStream(held)).toEqual([]);
    expect((await rawStream(fake, batchStreamOf(batch))).map((e) => e.type)).toEqual(['BatchPending', 'BatchAborted']);
    expect((await store.readAll(from, 100)).map((e) => [e.streamId, e.type])).toEqual([[later, 'After']]);
    expect(await store.countAfter(from)).toBe(1);
    expect(await store.headPosition()).toBe(after.position);
    expect(await store.finalHeadPosition()).toBe(after.position);
    expect((await store.append(held, [event('Mine')], { expectedRevision: 'no_stream' })).nextExpectedRevision).toBe(0);
    // The dead writer's own late commit cannot overturn the recorded outcome.
    expect(await other.outcomes.decide(batch, 'committed')).toBe('aborted');
  });

  test("a writer's commit racing readers' settling: exactly one outcome is recorded, and every racer answers it", async () => {
    const batch = randomUUID();
    await other.outcomes.open(batch, [streamName('raced')]);
    const racers = Array.from({ length: 6 }, (_, i) => new BatchOutcomes(fake, SETTLE_MS, clock).decide(batch, i % 2 === 0 ? 'committed' : 'aborted'));
    const outcomes = await Promise.all(racers);
    expect(new Set(outcomes).size).toBe(1);
    const recorded = (await rawStream(fake, batchStreamOf(batch))).map((e) => e.type);
    expect(recorded).toEqual(['BatchPending', outcomes[0] === 'committed' ? 'BatchCommitted' : 'BatchAborted']);
  });

  test("an 'any' append behind an undecided part waits for its outcome, then lands after it", async () => {
    const s = streamName('any-behind');
    const batch = randomUUID();
    await other.outcomes.open(batch, [s]);
    await appendPart(other, s, [event('Part')], 'no_stream', { storedAt: clock.now(), batch });
    const appending = store.append(s, [event('Any')], { expectedRevision: 'any' });
    await other.outcomes.decide(batch, 'committed');
    expect((await appending).nextExpectedRevision).toBe(1);
    expect((await store.readStream(s)).map((e) => [e.revision, e.type])).toEqual([[0, 'Part'], [1, 'Any']]);
  });

  test('a committed batch wakes listeners of every category, as its parts become readable together', async () => {
    const heard: Array<string | null> = [];
    const stop = store.onWake((category) => heard.push(category));
    try {
      await waitFor('the wake-up subscription', async () => {
        await store.append(streamName('ping'), [event('Ping')], { expectedRevision: 'no_stream' });
        return heard.includes('ping') ? true : undefined;
      });
      await store.appendMulti([
        { streamId: streamName('claim'), events: [event('Claimed')], expectedRevision: 'no_stream' },
        { streamId: streamName('user'), events: [event('Created')], expectedRevision: 'no_stream' },
      ]);
      await waitFor('a wake-up for any category', () => (heard.includes(null) ? true : undefined));
    } finally {
      stop();
    }
  });
});
