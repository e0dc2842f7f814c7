import { expect, test } from 'vitest';
import { comparePositions, positionFromString, START, type Position, type RecordedEvent } from '@inkpace/infra/event-store';
import { ReplaySource } from './replay-source.ts';

/** A made-up store's position: fixed-width digits, so string order is number order. */
const positionAt = (n: number): Position => positionFromString(String(n).padStart(10, '0'));

/** A log of `n` events as the store's readAll gives it, counting the reads. */
function logOf(n: number) {
  const events: RecordedEvent[] = Array.from({ length: n }, (_, i) => ({
    streamId: `s-${i}`, revision: 0, type: 'Happened', data: { i }, metadata: {},
    position: positionAt(i + 1), sequence: BigInt(i + 1), createdAt: new Date(0),
  }));
  const reads: number[] = [];
  const read = async (from: Position, limit: number): Promise<RecordedEvent[]> => {
    const rest = events.filter((e) => comparePositions(e.position, from) > 0).slice(0, limit);
    reads.push(Number(rest[0]?.sequence ?? 0));
    return rest;
  };
  return { read, reads };
}

async function consume(source: ReplaySource, consumer: number, onBatch: () => Promise<void> = async () => undefined): Promise<number[]> {
  const seen: number[] = [];
  for (let index = 0; ; index++) {
    const batch = await source.get(index);
    if (!batch) return seen;
    seen.push(...batch.events.map((e) => Number(e.data.i)));
    await onBatch();
    source.passed(consumer, index);
  }
}

test('each consumer gets the whole log in order, read once, and the reader stays at most `ahead` batches past the slowest', async () => {
  const log = logOf(95);
  const source = new ReplaySource((from) => log.read(from, 10), 10, (events) => [...events], 2, 2);
  let slowBatches = 0;
  let furthestRead = 0;
  const [fast, slow] = await Promise.all([
    consume(source, 0),
    consume(source, 1, async () => {
      slowBatches++;
      furthestRead = Math.max(furthestRead, log.reads.length - slowBatches);
      await new Promise((r) => setTimeout(r, 5));
    }),
  ]);
  const all = Array.from({ length: 95 }, (_, i) => i);
  expect(fast).toEqual(all);
  expect(slow).toEqual(all);
  // 10 batches, the last one short: each read once.
  expect(log.reads).toEqual([1, 11, 21, 31, 41, 51, 61, 71, 81, 91]);
  // Reads beyond the batch the slow consumer is on: at most `ahead` (2), plus the one in its hands.
  expect(furthestRead).toBeLessThanOrEqual(3);
});

test('a failed read reaches the consumers waiting for that batch; close() ends the others with null', async () => {
  let calls = 0;
  const source = new ReplaySource(async (from) => {
    calls++;
    if (calls === 3) throw new Error('connection lost');
    const start = from === START ? 0 : Number(from);
    return Array.from({ length: 10 }, (_, i) => ({
      streamId: 's', revision: start + i, type: 'Happened', data: { i: start + i }, metadata: {},
      position: positionAt(start + i + 1), sequence: BigInt(start + i + 1), createdAt: new Date(0),
    }));
  }, 10, (events) => [...events], 1);
  await expect(consume(source, 0)).rejects.toThrow('connection lost');

  const idle = new ReplaySource(() => new Promise<RecordedEvent[]>(() => undefined), 10, (events) => [...events], 1);
  const waiting = idle.get(0);
  idle.close();
  await expect(waiting).resolves.toBeNull();
});
