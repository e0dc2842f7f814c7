import { expect, test } from 'vitest';
import type { EventStore, Position } from '@inkpace/infra/event-store';
import { SharedLogReader } from './log-reader.ts';
import { appendEvents, testEnv, untilReadable } from './testing.ts';

/** The real store, counting the reads that reach PostgreSQL. */
function counting(store: EventStore): { store: Pick<EventStore, 'readAll'>; reads: () => number } {
  let n = 0;
  return { store: { readAll: (from: Position, limit: number) => { n++; return store.readAll(from, limit); } }, reads: () => n };
}

test('projections asking for the same events after one write share one read', async () => {
  const env = await testEnv();
  const from = await appendEvents(env.store, 'before', ['A']);
  await appendEvents(env.store, 'written', ['B', 'C']);
  await untilReadable(env.store, from, 2);
  const { store, reads } = counting(env.store);
  const log = new SharedLogReader(store);
  const [a, b, c] = await Promise.all([log.readAfter(from, 100), log.readAfter(from, 100), log.readAfter(from, 100)]);
  expect(reads()).toBe(1);
  expect(a.map((e) => e.type)).toEqual(['B', 'C']);
  expect(b).toEqual(a);
  expect(c).toEqual(a);
});

test('a projection a little behind is served from memory; what is new is read once, from the end of what is held', async () => {
  const env = await testEnv();
  const from = await appendEvents(env.store, 's', ['A']);
  const afterB = await appendEvents(env.store, 's', ['B']);
  await appendEvents(env.store, 's', ['C']);
  await untilReadable(env.store, from, 2);
  const { store, reads } = counting(env.store);
  const log = new SharedLogReader(store);
  expect((await log.readAfter(from, 100)).map((e) => e.type)).toEqual(['B', 'C']);
  expect((await log.readAfter(afterB, 100)).map((e) => e.type)).toEqual(['C']);
  expect(reads()).toBe(2); // the first read, and one finding nothing newer after C
  await appendEvents(env.store, 's', ['D']);
  await untilReadable(env.store, afterB, 2);
  expect((await log.readAfter(afterB, 100)).map((e) => e.type)).toEqual(['C', 'D']);
  expect((await log.readAfter(from, 2)).map((e) => e.type)).toEqual(['B', 'C']);
  expect(reads()).toBe(3);
});

test('reads past the window go to the log, and the window stays within its capacity', async () => {
  const env = await testEnv();
  const from = await appendEvents(env.store, 's', ['A']);
  const types = Array.from({ length: 10 }, (_, i) => `E${i}`);
  for (const type of types) await appendEvents(env.store, 's', [type]);
  await untilReadable(env.store, from, types.length);
  const { store, reads } = counting(env.store);
  const log = new SharedLogReader(store, 4);
  expect((await log.readAfter(from, 100)).map((e) => e.type)).toEqual(types);
  // Only the last 4 are held: reading from the start again goes to the log.
  expect((await log.readAfter(from, 3)).map((e) => e.type)).toEqual(['E0', 'E1', 'E2']);
  expect(reads()).toBe(2);
});
