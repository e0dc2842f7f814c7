import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser } from '@inkpace/test/accounts';
import { Client } from '@inkpace/test/http';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const SAMPLES = 40;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/**
 * How often a request of `a` took longer than one of `b`, over every pair: 0.5 when the two cannot be told apart,
 * 1 when every `a` is slower than every `b`. A rank statistic, so a loaded machine (slower overall, with
 * outliers) moves it little, unlike a difference of milliseconds.
 */
function slowerShare(a: number[], b: number[]): number {
  let slower = 0;
  for (const x of a) for (const y of b) slower += x > y ? 1 : x === y ? 0.5 : 0;
  return slower / (a.length * b.length);
}

test('asking a reset link for an existing username takes as long as for an unknown one', async () => {
  const known = await signUpUser(t, { login: false });
  const anon = new Client(t.url);
  const ask = async (username: string) => {
    const started = performance.now();
    const res = await anon.post('/api/auth/reset-password', { username });
    const ms = performance.now() - started;
    expect(res.body).toEqual({ success: true, data: null });
    return ms;
  };
  const names = { known: known.username, unknown: `nobody${Date.now() % 1_000_000}` };
  for (let i = 0; i < 5; i++) for (const name of Object.values(names)) await ask(name); // warm up both paths

  // In adjacent pairs (which one first is drawn each time), so a burst of load from elsewhere on the machine slows
  // both kinds alike; spaced, so whatever a request sets off afterwards is done before the next one is timed.
  const order = Array.from({ length: SAMPLES }, () => (Math.random() < 0.5 ? ['known', 'unknown'] as const : ['unknown', 'known'] as const)).flat();
  const times = { known: [] as number[], unknown: [] as number[] };
  for (const kind of order) {
    times[kind].push(await ask(names[kind]));
    await new Promise((r) => setTimeout(r, 60));
  }
  const share = slowerShare(times.known, times.unknown);
  const summary = `known median ${median(times.known).toFixed(2)} ms, unknown ${median(times.unknown).toFixed(2)} ms, known slower in ${(share * 100).toFixed(0)}% of pairs`;
  expect(share, summary).toBeGreaterThan(0.2);
  expect(share, summary).toBeLessThan(0.8);
});
