/** Priorities across processes: pacing works from what the database tells every projector instance. */
import { expect, test } from 'vitest';
import type { Projection } from './projection.ts';
import { appendEvents, appliedUpTo, batchRecorder, tableRows, testEnv, type BatchTables } from './testing.ts';

test('a background projection steps aside for an awaited projection’s backlog when another projector instance leads that one', async () => {
  const env = await testEnv();
  const order: string[] = [];
  const slow = (name: string, background: boolean): Projection<BatchTables> => batchRecorder(name, background ? 'background' : undefined, async (events, apply) => {
    if (events.some((e) => e.type === 'Imported')) order.push(name);
    await new Promise((r) => setTimeout(r, 15)); // each batch takes a while, as 2,000 entries do
    await apply();
  }).projection;
  const projections = [slow('awaited', false), slow('background', true)];
  // Two instances on the same database, each with its own pool, event store and LISTEN connections; both know both
  // projections, each leads one. A short gathering pause, so the background one reads the import as soon as it can.
  const other = env.otherProcess();
  const awaitedLeader = await env.start({ projections, lead: ['awaited'], batchSize: 10, gatherMs: 1 });
  const backgroundLeader = await env.start({ pool: other.pool, store: other.store, projections, lead: ['background'], batchSize: 10, gatherMs: 1 });
  expect([awaitedLeader.isLeader('awaited'), awaitedLeader.isLeader('background')]).toEqual([true, false]);
  expect([backgroundLeader.isLeader('awaited'), backgroundLeader.isLeader('background')]).toEqual([false, true]);
  // Both settled (and the background one's pacing listening) before the import.
  const warm = await appendEvents(env.store, 'warm', ['Warmed']);
  await appliedUpTo(env.db, 'awaited', warm);
  await appliedUpTo(env.db, 'background', warm);

  // An import: 80 events in one append, eight full batches for each projection.
  const events = Array.from({ length: 80 }, (_, i) => ({ type: 'Imported', data: { i }, metadata: { actor: 'test' } }));
  const last = (await env.store.append('import', events, { expectedRevision: 'any' })).position;
  await appliedUpTo(env.db, 'awaited', last);
  await appliedUpTo(env.db, 'background', last);
  expect(await tableRows(env.db, 'background', 'seen')).toHaveLength(81);
  // The background one applied at most its first batch (which the awaited one applies first) before the awaited one's
  // backlog was through.
  const firstBackground = order.indexOf('background');
  expect(order.slice(0, firstBackground).filter((n) => n === 'awaited').length).toBeGreaterThanOrEqual(7);
  expect(order.slice(firstBackground + 1).filter((n) => n === 'awaited').length).toBeLessThanOrEqual(1);
});

test('a projector asked to lead an unknown projection refuses to start', async () => {
  const env = await testEnv();
  await expect(env.start({ projections: [batchRecorder('awaited').projection], lead: ['nope'] })).rejects.toThrow(/Unknown projection\(s\): nope\. Known: awaited\./);
});
