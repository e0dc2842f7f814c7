import { sql } from 'kysely';
import { createPgEventStore } from '@inkpace/infra/event-store';
import { projections, projectionStatus } from '@inkpace/projector';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadWriters, startLoad, totals } from './load.ts';
import { liveAndReplayed } from './replay.ts';
import { startScaledStack, type ScaledStack } from './stack.ts';

/** kill -9 of the leading projector under write load: the standby takes over, and no event is skipped or doubled. */

/** The bound for a standby taking over. */
const TAKEOVER_MS = 5_000;

let stack: ScaledStack;
beforeAll(async () => { stack = await startScaledStack(); }, 180_000);
afterAll(async () => { await stack?.close(); }, 60_000);

/** Each projection's leading process (its operating-system pid), as `npm run cli -- projections status` shows it. */
async function leaders(): Promise<Map<string, number | null>> {
  const status = await projectionStatus(stack.database.db, createPgEventStore({ pool: stack.database.pool }), projections);
  return new Map(status.map((s) => [s.name, s.leader ? Number(/pid (\d+)/.exec(s.leader.process)?.[1]) : null]));
}

test('the standby projector takes over within 5 s; read models match every acknowledged write and a fresh replay', async () => {
  const writers = await loadWriters(stack.url, 2, 'failover');
  const load = startLoad(writers);
  await load.progress(20);
  const before = await leaders();
  const leader = stack.instances.find((i) => i.name.startsWith('projector#') && [...before.values()].includes(i.pid));
  if (!leader) throw new Error(`no projector instance leads a projection: ${JSON.stringify([...before])}`);
  const killed = leader.pid;
  const back = stack.restarted(leader.name);
  const killedAt = Date.now();
  stack.signal(leader.name, 'SIGKILL');
  // Every projection led again, and none by the killed process.
  const ledElsewhere = async () => [...(await leaders()).values()].every((pid) => pid !== null && pid !== killed);
  await expect.poll(ledElsewhere, { timeout: TAKEOVER_MS, interval: 50 }).toBe(true);
  expect(Date.now() - killedAt).toBeLessThan(TAKEOVER_MS);
  // The launcher starts the killed instance again; it stands by.
  expect(await back).not.toBe(killed);
  await load.progress(20);
  const result = await load.stop();
  expect(result.failures).toEqual([]);
  expect(await totals(writers)).toEqual(result.acknowledged);
  // The log holds one entry per acknowledged write: none was made twice by a retry.
  const written = [...result.acknowledged.values()].reduce((a, b) => a + b, 0);
  const streams = await sql<{ n: string }>`select count(distinct stream_id) as n from events where stream_id like 'tally-%'`.execute(stack.database.db);
  expect(Number(streams.rows[0]?.n)).toBe(written);
  // No event was skipped or applied twice by the takeover: the read models equal a fresh replay of the log.
  const { live, replayed } = await liveAndReplayed(stack.database.db, stack.database.pool);
  expect(Object.keys(live).length).toBeGreaterThan(0);
  expect(replayed).toEqual(live);
}, 120_000);
