import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadWriters, startLoad, totals } from './load.ts';
import { startScaledStack, type ScaledStack } from './stack.ts';

/**
 * Every instance restarted one at a time under load (`kill -HUP` to the launcher): each drains (stops accepting,
 * finishes its requests) and is back before the next goes. Needs graceful drain (branch ops-drain) to pass.
 */

/**
 * Pending: passes once graceful drain (branch ops-drain) is in. Without it an instance's SIGTERM cuts the requests in
 * flight, and nginx answers 502 for the POSTs it may not repeat (dozens per restart on main). Run it with
 * INKPACE_PENDING_SCENARIOS=1; the gate goes when it passes.
 */
describe.skipIf(process.env.INKPACE_PENDING_SCENARIOS !== '1')('pending scenario', () => {
  let stack: ScaledStack;
  beforeAll(async () => { stack = await startScaledStack(); }, 180_000);
  afterAll(async () => { await stack?.close(); }, 60_000);

  test('a rolling restart under load: zero failed requests, nothing lost, nothing doubled', async () => {
    const writers = await loadWriters(stack.url, 4, 'rolling');
    const load = startLoad(writers);
    await load.progress(20);
    await stack.rollingRestart();
    await load.progress(20); // traffic goes on after the last instance is back
    const result = await load.stop();
    expect(result.failures).toEqual([]);
    expect(await totals(writers)).toEqual(result.acknowledged);
  }, 150_000);
});
