import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { comparePositions, START, type EventStore, type JsonObject, type NewEvent, type Position, type RecordedEvent } from './port.ts';

/** Shared helpers for the event store contract suite and adapter-specific tests. */

export function streamName(prefix: string): string {
  return `${prefix}-${randomUUID()}`;
}

export function event(type: string, data: JsonObject = {}, metadata: JsonObject = {}): NewEvent {
  return { type, data, metadata };
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls `check` until it returns a value other than undefined; fails with `what` after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined> | T | undefined, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await delay(10);
  }
}

/**
 * The position of the last readable event right now. Tests start reading from here so that events of other
 * tests sharing the store do not need to be paged through.
 */
export async function tail(store: EventStore): Promise<Position> {
  let position = START;
  for (;;) {
    const batch = await store.readAll(position, 1_000);
    const last = batch.at(-1);
    if (!last) return position;
    position = last.position;
  }
}

/** Pages through readAll from `from` with a small page size until `done` holds for the events collected. */
export async function readAllPaged(
  store: EventStore,
  from: Position,
  pageSize: number,
  keep: (e: RecordedEvent) => boolean,
  done: (kept: RecordedEvent[]) => boolean,
): Promise<{ kept: RecordedEvent[]; pages: number }> {
  const kept: RecordedEvent[] = [];
  let position = from;
  let pages = 0;
  await waitFor('readAll to return the appended events', async () => {
    for (;;) {
      const page = await store.readAll(position, pageSize);
      pages++;
      if (page.length > pageSize) throw new Error(`readAll returned ${page.length} events for limit ${pageSize}`);
      const last = page.at(-1);
      if (!last) return done(kept) ? true : undefined;
      kept.push(...page.filter(keep));
      position = last.position;
    }
  });
  return { kept, pages };
}

/** A subscription collecting the events of the streams `keep` accepts, with its batches for inspection. */
export function collect(store: EventStore, from: Position, keep: (e: RecordedEvent) => boolean, batchSize?: number) {
  const events: RecordedEvent[] = [];
  const all: RecordedEvent[] = [];
  let batches = 0;
  const subscription = store.subscribe({
    from,
    batchSize,
    handle: async (batch) => {
      batches++;
      all.push(...batch);
      events.push(...batch.filter(keep));
    },
  });
  return {
    events,
    /** Every event delivered, including other tests' ones: order is checked over all of them. */
    all,
    batches: () => batches,
    close: () => subscription.close(),
    waitForCount: (n: number, timeoutMs?: number) =>
      waitFor(`${n} delivered events (have ${events.length})`, () => (events.length >= n ? events : undefined), timeoutMs),
  };
}

export function streamKey(e: RecordedEvent): string {
  return `${e.streamId}#${e.revision}`;
}

/** Each event's position is after the one before it. */
export function expectStrictlyIncreasing(events: RecordedEvent[]): void {
  for (let i = 1; i < events.length; i++) {
    const [a, b] = [events[i - 1], events[i]];
    if (!a || !b) continue;
    expect(comparePositions(a.position, b.position), `${streamKey(a)} before ${streamKey(b)}`).toBe(-1);
  }
}

/**
 * `stream`'s events readAll returns after `from`, once there are at least `count`: on a shared server, another
 * database's open transaction can hold back events already committed for a moment (their order is not final yet).
 */
export function readableAfter(store: EventStore, from: Position, stream: string, count: number): Promise<RecordedEvent[]> {
  return waitFor(`${count} events of ${stream} to be readable`, async () => {
    const read = (await store.readAll(from, 100_000)).filter((e) => e.streamId === stream);
    return read.length >= count ? read : undefined;
  });
}
