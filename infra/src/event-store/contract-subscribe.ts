import { expect, test } from 'vitest';
import { collect, delay, event, expectStrictlyIncreasing, streamKey, streamName, tail } from './contract-support.ts';
import type { EventStore } from './port.ts';

/** The subscription part of the event store contract (contract.ts): `store()` is the store of the running test. */
export function subscribeContract(store: () => EventStore): void {
  test('delivers events appended before and after it starts, in order, and nothing after close', async () => {
    const from = await tail(store());
    const s = streamName('sub');
    await store().append(s, [event('Before1'), event('Before2')], { expectedRevision: 'no_stream' });
    const sub = collect(store(), from, (e) => e.streamId === s, 1);
    await sub.waitForCount(2);
    await store().append(s, [event('After1')], { expectedRevision: 1 });
    await store().append(s, [event('After2')], { expectedRevision: 2 });
    await sub.waitForCount(4);
    await sub.close();
    await store().append(s, [event('Closed')], { expectedRevision: 3 });
    await delay(300);
    expect(sub.events.map((e) => e.type)).toEqual(['Before1', 'Before2', 'After1', 'After2']);
    expectStrictlyIncreasing(sub.all);
  });

  test('a failing handler is reported and its batch retried; nothing is lost or skipped', async () => {
    const from = await tail(store());
    const s = streamName('sub-fail');
    await store().append(s, [event('A'), event('B'), event('C')], { expectedRevision: 'no_stream' });
    const errors: unknown[] = [];
    const attempts: string[][] = [];
    const handled: string[] = [];
    let failedAt = -1;
    const subscription = store().subscribe({
      from,
      batchSize: 2,
      onError: (e) => errors.push(e),
      handle: async (batch) => {
        const mine = batch.filter((e) => e.streamId === s).map((e) => e.type);
        attempts.push(mine);
        if (mine.includes('B') && failedAt < 0) {
          failedAt = attempts.length - 1;
          throw new Error('handler failed once');
        }
        handled.push(...mine);
      },
    });
    await expect.poll(() => handled.length, { timeout: 5_000 }).toBe(3);
    await subscription.close();
    expect(handled).toEqual(['A', 'B', 'C']);
    expect(attempts[failedAt + 1]).toEqual(attempts[failedAt]);
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toContain('handler failed once');
  });

  test('close waits for the batch being handled and no batch starts afterwards', async () => {
    const from = await tail(store());
    const s = streamName('sub-close');
    await store().append(s, [event('A')], { expectedRevision: 'no_stream' });
    let started = 0;
    let finished = 0;
    const subscription = store().subscribe({
      from,
      handle: async () => {
        started++;
        await delay(200);
        finished++;
      },
    });
    await expect.poll(() => started, { timeout: 5_000 }).toBeGreaterThan(0);
    await subscription.close();
    expect(finished).toBe(started);
    const startedAtClose = started;
    await store().append(s, [event('B')], { expectedRevision: 0 });
    await delay(300);
    expect(started).toBe(startedAtClose);
  });

  test('concurrent writers: a running subscriber gets every event exactly once, in order', async () => {
    const from = await tail(store());
    const prefix = streamName('writers');
    const sub = collect(store(), from, (e) => e.streamId.startsWith(prefix), 7);
    await Promise.all(Array.from({ length: 8 }, async (_, w) => {
      for (let i = 0; i < 20; i++) {
        await store().append(`${prefix}-${w}`, [event('W', { w, i })], { expectedRevision: i === 0 ? 'no_stream' : i - 1 });
      }
    }));
    await sub.waitForCount(160);
    await delay(100);
    await sub.close();
    expect(new Set(sub.events.map(streamKey)).size).toBe(160);
    expect(sub.events).toHaveLength(160);
    expectStrictlyIncreasing(sub.all);
  });
}
