import { expect, test } from 'vitest';
import { event, expectStrictlyIncreasing, readableAfter, streamKey, streamName, tail, waitFor } from './contract-support.ts';
import { comparePositions, positionFromString, positionToString, START, type EventStore } from './port.ts';
import type { ContractCapabilities } from './contract.ts';

/**
 * The contract's part on positions and on the reads besides readAll and readStream (contract.ts): `store()` is the
 * store of the running test.
 */
export function readsContract(store: () => EventStore, capabilities: ContractCapabilities): void {
  test('positions are non-empty text whose string order is log order, after START, and read back from their text', async () => {
    const s = streamName('position');
    await store().append(s, [event('A'), event('B')], { expectedRevision: 'no_stream' });
    await store().append(s, [event('C')], { expectedRevision: 1 });
    const read = await store().readStream(s);
    expectStrictlyIncreasing(read);
    const texts = read.map((e) => positionToString(e.position));
    expect(texts.every((p) => typeof p === 'string' && p.length > 0 && p.length <= 100 && !/\s/.test(p))).toBe(true);
    expect([...texts].reverse().sort()).toEqual(texts);
    for (const e of read) {
      expect(comparePositions(START, e.position)).toBe(-1);
      expect(positionFromString(positionToString(e.position))).toBe(e.position);
    }
    const afterFirst = await readableAfter(store(), positionFromString(texts[0] ?? ''), s, 2);
    expect(afterFirst.map((e) => e.type)).toEqual(['B', 'C']);
  });

  test('positionFromString refuses text no adapter makes', () => {
    for (const bad of ['', ' 1', '1 2', 'x'.repeat(101), '1\n']) expect(() => positionFromString(bad)).toThrow();
  });

  test('sequences are unique and grow with appends', async () => {
    const s = streamName('sequence');
    const first = await store().append(s, [event('A'), event('B')], { expectedRevision: 'no_stream' });
    await store().append(s, [event('C')], { expectedRevision: first.nextExpectedRevision });
    const sequences = (await store().readStream(s)).map((e) => e.sequence);
    expect(sequences.every((n) => typeof n === 'bigint')).toBe(true);
    expect([...sequences].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(sequences);
    expect(new Set(sequences).size).toBe(3);
  });

  test.skipIf(capabilities.readBySequence)('readBySequence is refused plainly', async () => {
    await expect(store().readBySequence([1n])).rejects.toThrow(/not supported/);
  });

  test.runIf(capabilities.readBySequence)('readBySequence finds the events with those numbers, in sequence order, and skips numbers it does not know', async () => {
    const [a, b] = [streamName('by-seq-a'), streamName('by-seq-b')];
    await store().append(a, [event('A0', { i: 0 }), event('A1', { i: 1 })], { expectedRevision: 'no_stream' });
    await store().append(b, [event('B0', { i: 2 })], { expectedRevision: 'no_stream' });
    const [a0, a1] = await store().readStream(a);
    const [b0] = await store().readStream(b);
    if (!a0 || !a1 || !b0) throw new Error('unreachable');
    const found = await store().readBySequence([b0.sequence, a0.sequence, b0.sequence, -7n]);
    expect(found.map(streamKey)).toEqual([streamKey(a0), streamKey(b0)]);
    expect(found[0]).toEqual(a0);
    expect(await store().readBySequence([])).toEqual([]);
  });

  test('readStreams returns the histories of several streams at once, each in revision order', async () => {
    const [a, b, missing] = [streamName('streams-a'), streamName('streams-b'), streamName('streams-missing')];
    await store().append(a, [event('A0')], { expectedRevision: 'no_stream' });
    await store().append(b, [event('B0'), event('B1')], { expectedRevision: 'no_stream' });
    await store().append(a, [event('A1'), event('A2')], { expectedRevision: 0 });
    const read = await store().readStreams([b, a, missing, a]);
    expect([...read.keys()].sort()).toEqual([a, b].sort());
    expect(read.get(a)?.map((e) => `${e.revision}${e.type}`)).toEqual(['0A0', '1A1', '2A2']);
    expect(read.get(b)).toEqual(await store().readStream(b));
    expect((await store().readStreams([])).size).toBe(0);
  });

  test('countAfter counts the events stored after a position', async () => {
    const from = await tail(store());
    expect(await store().countAfter(from)).toBe(0);
    const s = streamName('count');
    const first = await store().append(s, [event('A'), event('B'), event('C')], { expectedRevision: 'no_stream' });
    expect(await store().countAfter(from)).toBe(3);
    const [, second] = await store().readStream(s);
    expect(await store().countAfter(second?.position ?? START)).toBe(1);
    expect(await store().countAfter(first.position)).toBe(0);
    expect(await store().countAfter(START)).toBeGreaterThanOrEqual(3);
    expect(comparePositions(await store().headPosition(), first.position)).toBe(0);
  });

  test('finalHeadPosition is no later than headPosition, reaches each committed append, and readAll from it misses nothing later', async () => {
    const s = streamName('final-head');
    const first = await store().append(s, [event('A')], { expectedRevision: 'no_stream' });
    // Other tests' transactions still open may hold it back for a moment, never past the append that returned.
    const reached = await waitFor('the final head to reach the append', async () => {
      const final = await store().finalHeadPosition();
      return comparePositions(final, first.position) >= 0 ? final : undefined;
    });
    expect(comparePositions(reached, await store().headPosition())).toBeLessThanOrEqual(0);
    await store().append(s, [event('B'), event('C')], { expectedRevision: 0 });
    const later = await readableAfter(store(), reached, s, 2);
    expect(later.map((e) => e.type)).toEqual(['B', 'C']);
  });
}
