import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { event, expectStrictlyIncreasing, readableAfter, readAllPaged, streamKey, streamName, tail } from './contract-support.ts';
import { subscribeContract } from './contract-subscribe.ts';
import { readsContract } from './contract-reads.ts';
import { comparePositions, START, WrongExpectedRevisionError, type EventStore, type RecordedEvent } from './port.ts';

export interface ContractStore {
  store: EventStore;
  cleanup(): Promise<void>;
}

export interface ContractCapabilities {
  /**
   * appendMulti writes several streams all or nothing. An adapter without it (EventStoreDB has no multi-stream
   * transaction) must refuse several streams before writing any, and still take one.
   */
  multiStreamAppend: boolean;
  /** readBySequence finds events by sequence; an adapter without it must refuse plainly. */
  readBySequence: boolean;
}

async function rejection(promise: Promise<unknown>): Promise<WrongExpectedRevisionError> {
  const error: unknown = await promise.then(() => new Error('append succeeded'), (e: unknown) => e);
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  return error as WrongExpectedRevisionError;
}

/**
 * The behaviour every EventStore adapter must show. Each test uses fresh stream names, so `makeStore` may hand
 * out stores over one shared database; readers start from the current tail and filter to their own streams.
 */
export function eventStoreContract(
  name: string,
  makeStore: () => Promise<ContractStore>,
  capabilities: ContractCapabilities = { multiStreamAppend: true, readBySequence: true },
): void {
  describe(`event store contract: ${name}`, () => {
    let made: ContractStore;
    let store: EventStore;
    beforeEach(async () => {
      made = await makeStore();
      store = made.store;
    });
    afterEach(async () => {
      await made.cleanup();
    });

    describe('append and readStream', () => {
      test('round-trips types, data, metadata and revisions 0..n in order', async () => {
        const s = streamName('roundtrip');
        const first = await store.append(s, [
          event('Created', { title: 'Novel', words: 0, tags: ['a', 'b'], nested: { ok: true, none: null } }, { actor: 'u1' }),
          event('Renamed', { title: 'Novella' }, { actor: 'u1', requestId: 'r1' }),
          event('Tallied', { words: 1200 }, {}),
        ], { expectedRevision: 'no_stream' });
        expect(first.nextExpectedRevision).toBe(2);
        const second = await store.append(s, [event('Tallied', { words: 300 })], { expectedRevision: 2 });
        expect(second.nextExpectedRevision).toBe(3);

        const read = await store.readStream(s);
        expect(read.map((e) => [e.streamId, e.revision, e.type])).toEqual([
          [s, 0, 'Created'], [s, 1, 'Renamed'], [s, 2, 'Tallied'], [s, 3, 'Tallied'],
        ]);
        expect(read[0]?.data).toEqual({ title: 'Novel', words: 0, tags: ['a', 'b'], nested: { ok: true, none: null } });
        expect(read[1]?.metadata).toEqual({ actor: 'u1', requestId: 'r1' });
        expect(read[2]?.metadata).toEqual({});
        expect(read.every((e) => e.createdAt instanceof Date && !Number.isNaN(e.createdAt.getTime()))).toBe(true);
        expectStrictlyIncreasing(read);
        expect(read[2]?.position).toEqual(first.position);
        expect(read[3]?.position).toEqual(second.position);

        expect((await store.readStream(s, { fromRevision: 2 })).map((e) => e.revision)).toEqual([2, 3]);
        expect(await store.readStream(streamName('missing'))).toEqual([]);
      });

      test('readFirstEvents answers the first event of each existing stream asked for, in one read', async () => {
        const a = streamName('first-a');
        const b = streamName('first-b');
        await store.append(a, [event('Created', { n: 1 }), event('Renamed', { n: 2 })], { expectedRevision: 'no_stream' });
        await store.append(b, [event('Created', { n: 3 })], { expectedRevision: 'no_stream' });
        const first = await store.readFirstEvents([a, b, streamName('missing'), a]);
        expect([...first].map(([id, e]) => [id, e.revision, e.type, e.data]).sort()).toEqual([[a, 0, 'Created', { n: 1 }], [b, 0, 'Created', { n: 3 }]].sort());
        expect(await store.readFirstEvents([])).toEqual(new Map());
      });

      test("'no_stream' on an existing stream fails and appends nothing", async () => {
        const s = streamName('nostream');
        await store.append(s, [event('A')], { expectedRevision: 'no_stream' });
        const error = await rejection(store.append(s, [event('B')], { expectedRevision: 'no_stream' }));
        expect(error.streamId).toBe(s);
        expect(error.actual).toBe(0);
        expect((await store.readStream(s)).map((e) => e.type)).toEqual(['A']);
      });

      test('a wrong numeric expected revision (too low, too high, missing stream) fails and appends nothing', async () => {
        const s = streamName('numeric');
        await store.append(s, [event('A'), event('B'), event('C')], { expectedRevision: 'no_stream' });
        expect((await rejection(store.append(s, [event('X')], { expectedRevision: 1 }))).actual).toBe(2);
        expect((await rejection(store.append(s, [event('X')], { expectedRevision: 3 }))).actual).toBe(2);
        expect((await rejection(store.append(s, [event('X'), event('Y')], { expectedRevision: 0 }))).actual).toBe(2);
        expect((await store.readStream(s)).map((e) => e.type)).toEqual(['A', 'B', 'C']);

        const missing = streamName('numeric-missing');
        expect((await rejection(store.append(missing, [event('X')], { expectedRevision: 0 }))).actual).toBe('no_stream');
        expect(await store.readStream(missing)).toEqual([]);
      });

      test("'any' appends to new and existing streams, also when racing", async () => {
        const s = streamName('any');
        expect((await store.append(s, [event('A')], { expectedRevision: 'any' })).nextExpectedRevision).toBe(0);
        expect((await store.append(s, [event('B')], { expectedRevision: 'any' })).nextExpectedRevision).toBe(1);
        const raced = await Promise.all(
          Array.from({ length: 10 }, (_, i) => store.append(s, [event('Raced', { i })], { expectedRevision: 'any' })),
        );
        expect(raced.map((r) => r.nextExpectedRevision).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
        expect((await store.readStream(s)).map((e) => e.revision)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
      });

      test('a multi-event append is all or nothing and never interleaves with another', async () => {
        const s = streamName('atomic');
        await store.append(s, [event('A')], { expectedRevision: 'no_stream' });
        await rejection(store.append(s, [event('X1'), event('X2'), event('X3')], { expectedRevision: 5 }));
        expect(await store.readStream(s)).toHaveLength(1);

        await Promise.all(Array.from({ length: 8 }, (_, w) =>
          store.append(s, [0, 1, 2].map((i) => event('Batch', { w, i })), { expectedRevision: 'any' })));
        const batches = (await store.readStream(s)).slice(1);
        expect(batches).toHaveLength(24);
        for (let k = 0; k < 24; k += 3) {
          const group = batches.slice(k, k + 3).map((e) => e.data);
          expect(group.map((d) => d.i)).toEqual([0, 1, 2]);
          expect(new Set(group.map((d) => d.w)).size).toBe(1);
        }
      });

      test('of 20 concurrent appends at the same expected revision exactly one wins', async () => {
        const s = streamName('race');
        await store.append(s, [event('A')], { expectedRevision: 'no_stream' });
        const results = await Promise.allSettled(
          Array.from({ length: 20 }, (_, i) => store.append(s, [event('Raced', { i }), event('Raced2', { i })], { expectedRevision: 0 })),
        );
        const won = results.flatMap((r, i) => (r.status === 'fulfilled' ? [i] : []));
        expect(won).toHaveLength(1);
        for (const r of results) {
          if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(WrongExpectedRevisionError);
        }
        const read = await store.readStream(s);
        expect(read.map((e) => [e.revision, e.data.i ?? null])).toEqual([[0, null], [1, won[0]], [2, won[0]]]);

        const fresh = streamName('race-new');
        const created = await Promise.allSettled(
          Array.from({ length: 20 }, () => store.append(fresh, [event('Created')], { expectedRevision: 'no_stream' })),
        );
        expect(created.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        expect(await store.readStream(fresh)).toHaveLength(1);
      });
    });

    describe('readAll', () => {
      test('returns everything in global order and pages with from = last position', async () => {
        const from = await tail(store);
        const streams = [streamName('all-a'), streamName('all-b'), streamName('all-c')];
        const appended: string[] = [];
        for (let i = 0; i < 4; i++) {
          for (const s of streams) {
            await store.append(s, [event('E', { i }), event('F', { i })], { expectedRevision: i === 0 ? 'no_stream' : 2 * i - 1 });
            appended.push(`${s}#${2 * i}`, `${s}#${2 * i + 1}`);
          }
        }
        const mine = (e: RecordedEvent) => streams.includes(e.streamId);
        const { kept, pages } = await readAllPaged(store, from, 5, mine, (k) => k.length >= appended.length);
        // Appends were sequential, so global order is append order.
        expect(kept.map(streamKey)).toEqual(appended);
        expectStrictlyIncreasing(kept);
        expect(pages).toBeGreaterThanOrEqual(Math.ceil(appended.length / 5));

        const last = kept.at(-1);
        const third = kept[2];
        if (!last || !third) throw new Error('unreachable');
        expect((await store.readAll(last.position, 100)).filter(mine)).toEqual([]);
        const afterThird = await store.readAll(third.position, 1);
        expect(afterThird.map(streamKey)).toEqual([appended[3]]);
      });
    });

    describe('appendMulti', () => {
      test('one stream: its revision, the last event\'s position, one storedAt for all its events', async () => {
        const s = streamName('multi-one');
        await store.append(s, [event('A0')], { expectedRevision: 'no_stream' });
        const result = await store.appendMulti([{ streamId: s, events: [event('A1'), event('A2')], expectedRevision: 0 }]);
        expect(Object.fromEntries(result.revisions)).toEqual({ [s]: 2 });
        const written = (await store.readStream(s)).slice(1);
        expect(written.map((e) => e.type)).toEqual(['A1', 'A2']);
        expect(written.at(-1)?.position).toEqual(result.position);
        expect(written.map((e) => e.createdAt.getTime())).toEqual([result.storedAt.getTime(), result.storedAt.getTime()]);
        await rejection(store.appendMulti([{ streamId: s, events: [event('X')], expectedRevision: 0 }]));
        expect(await store.readStream(s)).toHaveLength(3);
      });

      test.skipIf(capabilities.multiStreamAppend)('several streams are refused plainly, before anything is written', async () => {
        const [a, b] = [streamName('multi-refused-a'), streamName('multi-refused-b')];
        const error: unknown = await store.appendMulti([
          { streamId: a, events: [event('A0')], expectedRevision: 'no_stream' },
          { streamId: b, events: [event('B0')], expectedRevision: 'no_stream' },
        ]).then(() => null, (e: unknown) => e);
        expect(String(error)).toMatch(/not supported/);
        expect(await store.readStream(a)).toEqual([]);
        expect(await store.readStream(b)).toEqual([]);
      });
    });

    describe.runIf(capabilities.multiStreamAppend)('appendMulti over several streams', () => {
      test('writes several streams in one go, each after its expected revision, in the order given', async () => {
        const [a, b, c] = [streamName('multi-a'), streamName('multi-b'), streamName('multi-c')];
        await store.append(a, [event('A0')], { expectedRevision: 'no_stream' });
        await store.append(b, [event('B0'), event('B1')], { expectedRevision: 'no_stream' });
        const result = await store.appendMulti([
          { streamId: a, events: [event('A1')], expectedRevision: 0 },
          { streamId: c, events: [event('C0'), event('C1')], expectedRevision: 'no_stream' },
          { streamId: b, events: [event('B2')], expectedRevision: 'any' },
        ]);
        expect(Object.fromEntries(result.revisions)).toEqual({ [a]: 1, [b]: 2, [c]: 1 });
        expect((await store.readStream(a)).map((e) => e.type)).toEqual(['A0', 'A1']);
        expect((await store.readStream(b)).map((e) => e.type)).toEqual(['B0', 'B1', 'B2']);
        expect((await store.readStream(c)).map((e) => e.type)).toEqual(['C0', 'C1']);
        const written = [...(await store.readStream(a)).slice(1), ...(await store.readStream(c)), ...(await store.readStream(b)).slice(2)];
        expectStrictlyIncreasing(written);
        expect(comparePositions(result.position, written.at(-1)?.position ?? result.position)).toBe(0);
        expect(written.map((e) => e.createdAt.getTime())).toEqual(written.map(() => result.storedAt.getTime()));
      });

      test.each([
        ['a stream expected new that exists', 'no_stream' as const],
        ['a stale revision', 0],
        ['a revision ahead of the stream', 5],
      ])('%s fails the whole append: nothing of any stream is written', async (_label, expected) => {
        const [fresh, existing] = [streamName('multi-fresh'), streamName('multi-existing')];
        await store.append(existing, [event('E0'), event('E1')], { expectedRevision: 'no_stream' });
        const error = await rejection(store.appendMulti([
          { streamId: fresh, events: [event('F0')], expectedRevision: 'no_stream' },
          { streamId: existing, events: [event('E2')], expectedRevision: expected },
        ]));
        expect(error.streamId).toBe(existing);
        expect(error.actual).toBe(1);
        expect(await store.readStream(fresh)).toEqual([]);
        expect(await store.readStream(existing)).toHaveLength(2);
      });

      test('of concurrent decisions claiming the same stream exactly one wins, and the losers write nothing', async () => {
        const claim = streamName('multi-claim');
        const outcomes = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => store.appendMulti([
          { streamId: claim, events: [event('Claimed', { i })], expectedRevision: 'no_stream' },
          { streamId: streamName(`multi-holder-${i}`), events: [event('Created', { i })], expectedRevision: 'no_stream' },
        ])));
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        const winner = (await store.readStream(claim))[0]?.data.i;
        const holders = (await store.readAll(START, 100_000)).filter((e) => e.streamId.startsWith('multi-holder-') && e.type === 'Created');
        expect(holders.filter((e) => outcomes.some((o, i) => o.status === 'fulfilled' && i === e.data.i)).map((e) => e.data.i)).toEqual([winner]);
      });

      test('thousands of new streams at once', async () => {
        const writes = Array.from({ length: 3_000 }, (_, i) => ({ streamId: streamName('multi-bulk'), events: [event('N', { i })], expectedRevision: 'no_stream' as const }));
        const result = await store.appendMulti(writes);
        expect(result.revisions.size).toBe(3_000);
        expect((await store.readStream(writes[2_999]?.streamId ?? ''))[0]?.data).toEqual({ i: 2_999 });
      });
    });

    describe('headPosition', () => {
      test('is the position of the last event appended, and no earlier than any event readAll returns', async () => {
        const s = streamName('head');
        const first = await store.append(s, [event('E', { i: 0 })], { expectedRevision: 'no_stream' });
        expect(comparePositions(await store.headPosition(), first.position)).toBeGreaterThanOrEqual(0);
        const second = await store.append(s, [event('E', { i: 1 }), event('E', { i: 2 })], { expectedRevision: 0 });
        const head = await store.headPosition();
        expect(comparePositions(head, second.position)).toBeGreaterThanOrEqual(0);
        expect(comparePositions(head, first.position)).toBe(1);
        const readable = await readableAfter(store, first.position, s, 2);
        expect(readable).toHaveLength(2);
        for (const e of readable) expect(comparePositions(e.position, head)).toBeLessThanOrEqual(0);
      });
    });

    describe('positions and other reads', () => readsContract(() => store, capabilities));

    describe('subscribe', () => subscribeContract(() => store));
  });
}
