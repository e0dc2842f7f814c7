/**
 * The behaviour every JobQueue adapter must show; queue.test.ts runs it on each adapter. `make` must return a
 * fresh, isolated queue whose retry backoff base is CONTRACT_BACKOFF_MS (the retry cases measure it).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { JsonObject } from '../event-store/port.ts';
import type { JobContext, JobQueue } from './port.ts';

export const CONTRACT_BACKOFF_MS = 50;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(10);
  }
}

interface Call {
  data: JsonObject;
  context: JobContext;
  at: number;
}

/** A handler that records its calls; `behaviour` decides per call whether it fails or how long it takes. */
function recorder(behaviour: (call: Call) => Promise<void> | void = () => undefined) {
  const calls: Call[] = [];
  const handler = async (data: JsonObject, context: JobContext): Promise<void> => {
    const call = { data, context, at: Date.now() };
    calls.push(call);
    await behaviour(call);
  };
  return { calls, handler };
}

export function queueContract(name: string, make: () => Promise<JobQueue>): void {
  describe(`JobQueue contract: ${name}`, () => {
    const open: JobQueue[] = [];
    async function queue(): Promise<JobQueue> {
      const q = await make();
      open.push(q);
      return q;
    }
    afterEach(async () => {
      await Promise.all(open.splice(0).map((q) => q.close()));
    });

    it('reports its depth by state: waiting and delayed before a worker runs, active while one runs, none after', async () => {
      const q = await queue();
      expect(await q.depth()).toMatchObject({ waiting: 0, active: 0, delayed: 0 });
      await q.add('slow', {}, { jobId: 'depth-now' });
      await q.add('slow', {}, { jobId: 'depth-later', delayMs: 60_000 });
      expect(await q.depth()).toMatchObject({ waiting: 1, active: 0, delayed: 1 });
      let release = (): void => undefined;
      const held = new Promise<void>((resolve) => { release = resolve; });
      const rec = recorder(() => held);
      q.process({ slow: rec.handler });
      await waitFor(() => rec.calls.length === 1);
      expect(await q.depth()).toMatchObject({ waiting: 0, active: 1, delayed: 1 });
      release();
      await q.cancel('depth-later');
      await q.drain();
      expect(await q.depth()).toMatchObject({ waiting: 0, active: 0, delayed: 0 });
    });

    it('runs a job once with its data, name, id and attempt 1 (ids with ":" or only digits included)', async () => {
      const q = await queue();
      const rec = recorder();
      q.process({ greet: rec.handler });
      await q.add('greet', { user: 'u1', nested: { list: [1, 'two', null, true] } }, { jobId: 'greet:user:u1' });
      await q.add('greet', { user: 'u2' }, { jobId: '12345' });
      await waitFor(() => rec.calls.length === 2);
      await q.drain();
      await sleep(100);
      expect(rec.calls.map((c) => [c.data, c.context])).toEqual([
        [{ user: 'u1', nested: { list: [1, 'two', null, true] } }, { jobId: 'greet:user:u1', name: 'greet', attempt: 1 }],
        [{ user: 'u2' }, { jobId: '12345', name: 'greet', attempt: 1 }],
      ]);
    });

    it('runs a job id once however often it is added, before and after it ran', async () => {
      const q = await queue();
      const rec = recorder();
      await q.add('mail', { n: 1 }, { jobId: 'verify:a' });
      await q.add('mail', { n: 2 }, { jobId: 'verify:a' });
      q.process({ mail: rec.handler });
      await waitFor(() => rec.calls.length === 1);
      await q.drain();
      await q.add('mail', { n: 3 }, { jobId: 'verify:a' });
      await q.add('mail', { n: 4 }, { jobId: 'verify:b' });
      await waitFor(() => rec.calls.length === 2);
      await q.drain();
      await sleep(150);
      expect(rec.calls.map((c) => c.data)).toEqual([{ n: 1 }, { n: 4 }]);
    });

    it('runs a delayed job no earlier than its delay', async () => {
      const q = await queue();
      const rec = recorder();
      q.process({ later: rec.handler });
      const addedAt = Date.now();
      await q.add('later', {}, { jobId: 'later-1', delayMs: 300 });
      await sleep(150);
      expect(rec.calls).toHaveLength(0);
      await waitFor(() => rec.calls.length === 1);
      expect(rec.calls[0]!.at - addedAt).toBeGreaterThanOrEqual(300);
    });

    it('cancel prevents a delayed job; cancelling a finished or unknown job changes nothing', async () => {
      const q = await queue();
      const rec = recorder();
      q.process({ check: rec.handler });
      await q.add('check', { which: 'cancelled' }, { jobId: 'check:1', delayMs: 300 });
      await q.add('check', { which: 'kept' }, { jobId: 'check:2', delayMs: 300 });
      await q.cancel('check:1');
      await q.cancel('no-such-job');
      await waitFor(() => rec.calls.length === 1);
      await sleep(200);
      expect(rec.calls.map((c) => c.data)).toEqual([{ which: 'kept' }]);

      // A finished job stays finished: cancelling it must not let its id run again.
      await q.cancel('check:2');
      await q.add('check', { which: 'again' }, { jobId: 'check:2' });
      await sleep(200);
      expect(rec.calls).toHaveLength(1);
    });

    it('retries a failing handler with increasing attempt numbers until it succeeds', async () => {
      const q = await queue();
      const rec = recorder((call) => {
        if (call.context.attempt < 3) throw new Error(`flaky ${call.context.attempt}`);
      });
      q.process({ flaky: rec.handler }, { attempts: 5 });
      await q.add('flaky', { k: 'v' }, { jobId: 'flaky-1' });
      await waitFor(() => rec.calls.length === 3);
      await q.drain(1_000);
      await sleep(300);
      expect(rec.calls.map((c) => c.context.attempt)).toEqual([1, 2, 3]);
      expect(rec.calls.every((c) => c.data.k === 'v')).toBe(true);
      // Exponential backoff: at least the base before the first retry and twice that before the second.
      // (Lower bounds only: upper ones would make the test flaky on a busy machine.)
      const [a, b, c] = rec.calls.map((call) => call.at) as [number, number, number];
      expect(b - a).toBeGreaterThanOrEqual(CONTRACT_BACKOFF_MS);
      expect(c - b).toBeGreaterThanOrEqual(2 * CONTRACT_BACKOFF_MS);
    });

    it('stops after `attempts` tries of a handler that always fails, rejecting or throwing', async () => {
      const q = await queue();
      const rejects = recorder(() => Promise.reject(new Error('always')));
      const throws: Call[] = [];
      q.process(
        {
          rejects: rejects.handler,
          throws: (data, context) => {
            throws.push({ data, context, at: Date.now() });
            throw new Error('synchronously');
          },
        },
        { attempts: 3 },
      );
      await q.add('rejects', {}, { jobId: 'rejects-1' });
      await q.add('throws', {}, { jobId: 'throws-1' });
      await waitFor(() => rejects.calls.length === 3 && throws.length === 3);
      await q.drain(1_000);
      await sleep(500); // longer than the next backoff step would be
      expect(rejects.calls.map((c) => c.context.attempt)).toEqual([1, 2, 3]);
      expect(throws.map((c) => c.context.attempt)).toEqual([1, 2, 3]);
    });

    it('repeats a job every `everyMs`; registering the same key again does not double it', async () => {
      const q = await queue();
      const tick = recorder();
      const other = recorder();
      q.process({ tick: tick.handler, other: other.handler }, { concurrency: 4 });
      const start = Date.now();
      await q.repeat('tick', { key: 'sweep', everyMs: 200 });
      await q.repeat('tick', { key: 'sweep', everyMs: 200 });
      await q.repeat('other', { key: 'other', everyMs: 200 });
      await sleep(1_100 - (Date.now() - start));
      const ticks = tick.calls.length;
      // One immediate run plus one per 200 ms slot in 1.1 s is at most 7; a doubled schedule would give about 12.
      expect(ticks).toBeGreaterThanOrEqual(3);
      expect(ticks).toBeLessThanOrEqual(7);
      expect(other.calls.length).toBeGreaterThanOrEqual(3);
      expect(tick.calls.every((c) => c.context.name === 'tick' && Object.keys(c.data).length === 0)).toBe(true);
      expect(new Set(tick.calls.map((c) => c.context.jobId)).size).toBe(ticks);
    });

    it('drain resolves once the work is done and waits for jobs due within `withinMs` only', async () => {
      const q = await queue();
      const rec = recorder(() => sleep(80));
      q.process({ work: rec.handler });
      for (const n of [1, 2, 3]) await q.add('work', { n }, { jobId: `work-${n}` });
      await q.add('work', { n: 4 }, { jobId: 'work-4', delayMs: 200 });
      await q.add('work', { n: 5 }, { jobId: 'work-5', delayMs: 60_000 });
      await q.drain(1_000);
      expect(rec.calls.map((c) => c.data.n).sort()).toEqual([1, 2, 3, 4]);
      const before = Date.now();
      await q.drain();
      expect(Date.now() - before).toBeLessThan(1_000);
    });

    it('runs no more than `concurrency` handlers at once', async () => {
      const q = await queue();
      let running = 0;
      let peak = 0;
      const rec = recorder(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await sleep(200);
        running -= 1;
      });
      q.process({ work: rec.handler }, { concurrency: 2 });
      for (const n of [1, 2, 3, 4, 5]) await q.add('work', { n }, { jobId: `par-${n}` });
      await waitFor(() => rec.calls.length === 5);
      await q.drain();
      expect(peak).toBe(2);
    });

    it('close lets a running handler finish and stops all further processing', async () => {
      const q = await queue();
      let finished = 0;
      const rec = recorder(async () => {
        await sleep(200);
        finished += 1;
      });
      q.process({ work: rec.handler });
      await q.add('work', { n: 1 }, { jobId: 'close-1' });
      await q.add('work', { n: 2 }, { jobId: 'close-2', delayMs: 300 });
      await waitFor(() => rec.calls.length === 1);
      await q.close();
      expect(finished).toBe(1);
      await sleep(500);
      expect(rec.calls).toHaveLength(1);
      await expect(q.add('work', {}, { jobId: 'close-3' })).rejects.toThrow();
    });
  });
}
