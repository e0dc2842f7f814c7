import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadWriters, startLoad, totals } from './load.ts';
import { startScaledStack, type ScaledStack } from './stack.ts';

/**
 * Every instance restarted one at a time under load (`kill -HUP` to the launcher): each drains (stops accepting,
 * finishes its requests) and is back, and back in nginx's rotation, before the next goes.
 */

let stack: ScaledStack;
beforeAll(async () => { stack = await startScaledStack(); }, 180_000);
afterAll(async () => { await stack?.close(); }, 60_000);

test('a rolling restart under load: zero failed requests, nothing lost, nothing doubled', async () => {
  const writers = await loadWriters(stack.url, 2, 'rolling');
  const load = startLoad(writers);
  await load.progress(20);
  await stack.rollingRestart();
  await load.progress(20); // traffic goes on after the last instance is back
  const result = await load.stop();
  expect(result.failures).toEqual([]);
  expect(await totals(writers)).toEqual(result.acknowledged);
}, 150_000);
