import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Tally } from '@inkpace/contracts/api/tally';
import { randomUUID } from 'node:crypto';
import { messages } from '@inkpace/contracts/messages';
import { claimImport, insertImport, recordHeartbeat, takeBackStalledImports } from '@inkpace/infra/db';
import { JOB_CLAIM_LAPSES_AFTER_MS } from '@inkpace/infra/queue';
import { signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { data } from '@inkpace/test/http';
import { postImport, referenceExportData, referenceZip, waitForImport } from '@inkpace/test/imports';

/** Imports that survive a dead process and a writer posting twice at once (issue 29). */

const m = messages.imports;
let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

async function entriesOf(u: SignedUp): Promise<Tally[]> {
  return data(await u.client.get<Tally[]>('/api/v1/tally'));
}

/** Runs `work` with a workers process of `api`'s installation: its sweep starts at once. */
async function withWorkers(api: TestApp, work: () => Promise<void>): Promise<void> {
  const workers = await startTestApp({ roles: ['workers', 'projector'], database: api.database });
  try {
    await work();
  } finally {
    await workers.close();
  }
}

describe('imports that survive crashes and races', () => {
  test('an import left running by a process that died is taken back by the sweep and finished; nothing is written twice', async () => {
    // A process with the API but no workers: imports wait, queued, until a workers process's sweep finds them.
    const api = await startTestApp({ roles: ['command', 'query', 'projector'] });
    try {
      api.clock.advance(-60_000); // posted a minute ago, as the sweep will see it
      const u = await signUpUser(api);
      const full = referenceExportData(1_200);
      // What the dead run wrote before it died: the first half of the file's entries (their uuids are the file's).
      const half = { ...full, tallies: (full.tallies as unknown[]).slice(0, 600) };
      const first = data(await postImport(u.client, referenceZip(half), 'half.zip'));
      await withWorkers(api, async () => {
        expect(await waitForImport(u.client, first.id)).toMatchObject({ state: 'done', result: { entries: 600 } });
      });
      const { id } = data(await postImport(u.client, referenceZip(full), 'full.zip'));
      // Its run's process died: the row says running, and its heartbeat stopped five minutes ago.
      const stopped = new Date(Date.now() - 300_000);
      await api.database.pool.query(
        `update imports set state = 'running', run = run + 1, started_at = $2, updated_at = $2 where id = $1`, [id, stopped],
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(data(await u.client.get<{ state: string }>(`/api/v1/import/${id}`)).state).toBe('running');
      await withWorkers(api, async () => {
        const status = await waitForImport(u.client, id);
        expect(status).toMatchObject({ state: 'done', result: { entries: 600, projects: 0, tags: 0, goals: 0 }, message: m.imported(600) });
      });
      const entries = await entriesOf(u);
      expect(entries).toHaveLength(1_200);
      expect(new Set(entries.map((e) => e.uuid)).size).toBe(1_200);
      // The dead run's claim is gone: were it alive, its next heartbeat would tell it to stop.
      expect(await recordHeartbeat(api.database.db, { id, run: 1 }, new Date())).toBe(false);
    } finally {
      await api.close();
    }
  });

  test('the same zip posted twice at once: one runs after the other, the data once, the second says nothing new', async () => {
    const u = await signUpUser(t);
    const export_ = referenceExportData(1_500);
    const zip = referenceZip(export_);
    const [a, b] = [data(await postImport(u.client, zip, 'same.zip')), data(await postImport(u.client, zip, 'same.zip'))];
    const seenB: string[] = [];
    const [first, second] = await Promise.all([waitForImport(u.client, a.id), waitForImport(u.client, b.id, seenB)]);
    expect(first).toMatchObject({ state: 'done', result: { entries: 1_500, projects: 2, tags: 2, goals: 2 }, message: m.imported(1_500) });
    expect(second).toMatchObject({ state: 'done', result: { entries: 0, projects: 0, tags: 0, goals: 0 }, message: m.nothingNew });
    expect(seenB[0]).toBe('queued');
    const entries = await entriesOf(u);
    expect(entries).toHaveLength(1_500);
    expect(new Set(entries.map((e) => e.uuid)).size).toBe(1_500);
  });

  test('the sweep takes back only runs whose heartbeat stopped; a live one, beating, is left to run', async () => {
    const db = t.database.db;
    const now = Date.now();
    const started = async (ownerId: number) => {
      const id = randomUUID();
      await insertImport(db, {
        id, ownerId, preview: false, kind: 'csv', options: {}, caller: {}, meta: {}, file: Buffer.from('Date,Words\n'), createdAt: new Date(now - 600_000),
      });
      const claimed = await claimImport(db, id, new Date(now - 300_000));
      return { id, run: claimed?.run ?? 0 };
    };
    const [dead, live] = [await started(900_001), await started(900_002)];
    expect(await recordHeartbeat(db, live, new Date(now - 1_000))).toBe(true);
    expect(await takeBackStalledImports(db, new Date(now - 60_000))).toEqual([dead.id]);
    expect(await recordHeartbeat(db, dead, new Date(now))).toBe(false); // its run was taken back: it would stop
    expect(await recordHeartbeat(db, live, new Date(now))).toBe(true);
  });

  test('a retried job takes over a run whose heartbeat lapsed, never one still beating', async () => {
    const db = t.database.db;
    const now = Date.now();
    const running = async (ownerId: number, beatAt: number) => {
      const id = randomUUID();
      await insertImport(db, {
        id, ownerId, preview: false, kind: 'csv', options: {}, caller: {}, meta: {}, file: Buffer.from('Date,Words\n'), createdAt: new Date(now - 600_000),
      });
      const claimed = await claimImport(db, id, new Date(now - 300_000));
      const run = { id, run: claimed?.run ?? 0 };
      expect(await recordHeartbeat(db, run, new Date(beatAt))).toBe(true);
      return run;
    };
    const lapsedBefore = new Date(now - JOB_CLAIM_LAPSES_AFTER_MS);
    const dead = await running(900_004, now - JOB_CLAIM_LAPSES_AFTER_MS - 1_000);
    const live = await running(900_005, now - 1_000);
    expect(await claimImport(db, live.id, new Date(now), lapsedBefore)).toBeNull();
    expect(await recordHeartbeat(db, live, new Date(now))).toBe(true);
    const taken = await claimImport(db, dead.id, new Date(now), lapsedBefore);
    expect(taken?.run).toBe(dead.run + 1);
    expect(await recordHeartbeat(db, dead, new Date(now))).toBe(false); // the killed run, were it alive, would stop
    expect(await claimImport(db, dead.id, new Date(now), lapsedBefore)).toBeNull(); // the new run beats now
  });

  test("a writer's second import waits while the first runs; a preview does not", async () => {
    const db = t.database.db;
    const row = (preview: boolean, at: number) => ({
      id: randomUUID(), ownerId: 900_003, preview, kind: 'csv' as const, options: {}, caller: {}, meta: {}, file: Buffer.from('Date,Words\n'),
      createdAt: new Date(Date.now() - at),
    });
    const [first, second, preview] = [row(false, 3_000), row(false, 2_000), row(true, 1_000)];
    for (const r of [first, second, preview]) await insertImport(db, r);
    expect(await claimImport(db, second.id, new Date())).toBeNull(); // an older one of the writer's waits
    expect(await claimImport(db, first.id, new Date())).not.toBeNull();
    expect(await claimImport(db, second.id, new Date())).toBeNull(); // the writer's first runs
    expect(await claimImport(db, preview.id, new Date())).not.toBeNull();
  });
});
