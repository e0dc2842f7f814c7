import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { INKPACE_JSON } from '@inkpace/contracts/api/export-format';
import type { ExportStatus } from '@inkpace/contracts/api/import';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import { claimExport, finishExport, insertExport, recordExportHeartbeat, recordExportProgress, storeExportPart, takeBackStalledExports } from '@inkpace/infra/db';
import { JOB_STALLED_AFTER_MS } from '@inkpace/infra/queue';
import { signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { data } from '@inkpace/test/http';
import { ENTRY_PASSES } from './members.ts';

/** Exports that survive a dead process (issue 29): the sweep takes back a run whose heartbeat stopped, and only that. */

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const partsOf = async (app: TestApp, id: string) =>
  (await app.database.pool.query<{ seq: number; bytes: Buffer }>('select seq, bytes from export_parts where export_id = $1 order by seq', [id])).rows;

/** The zip's members as text, fetched with the writer's session cookie; `exportedAt` left out (it says when it was made). */
async function membersAt(app: TestApp, u: SignedUp, path: string): Promise<Record<string, unknown>> {
  const res = await fetch(app.url + path, { headers: { cookie: u.client.sessionCookie ?? '' } });
  expect(res.status).toBe(200);
  const members = Object.entries(unzipSync(new Uint8Array(await res.arrayBuffer()))).map(([name, bytes]): [string, unknown] => {
    if (name !== INKPACE_JSON) return [name, strFromU8(bytes)];
    const { exportedAt: _made, ...rest } = JSON.parse(strFromU8(bytes)) as Record<string, unknown>;
    return [name, rest];
  });
  return Object.fromEntries(members);
}

async function waitForExport(app: TestApp, u: SignedUp, id: string): Promise<ExportStatus> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = data(await u.client.get<ExportStatus>(`/api/v1/export/${id}`));
    if (status.state === 'done' || status.state === 'failed') return status;
    if (Date.now() > deadline) throw new Error(`export ${id} still ${status.state}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('exports that survive a dead process', () => {
  test('an export left running with a stopped heartbeat and a stray part is taken back by the sweep and finished; its file is GET /api/v1/export', async () => {
    // A process with the API but no workers: the export waits, queued, until a workers process's sweep finds it.
    const api = await startTestApp({ roles: ['command', 'query', 'projector'] });
    try {
      const u = await signUpUser(api);
      const novel = data(await u.client.post<SummarizedProject>('/api/v1/project', { title: 'The Long Book', phase: 'drafting' }));
      await u.client.post('/api/v1/tally/batch', [
        { date: '2026-03-01', workId: novel.id, measure: 'word', count: 500, note: 'a, "quoted" note', tags: [] },
        { date: '2026-03-02', workId: novel.id, measure: 'word', count: 700, note: '', tags: [] },
      ]);
      const direct = await membersAt(api, u, '/api/v1/export');
      api.clock.advance(61_000); // the export budget: once a minute
      const res = await u.client.post<{ id: string }>('/api/v1/export', undefined);
      expect(res.status).toBe(202);
      const { id } = data(res);
      // Its run's process died: the row says running with a heartbeat five minutes old, and a half zip's first part.
      const stopped = new Date(Date.now() - 300_000);
      await api.database.pool.query(
        `update exports set state = 'running', run = run + 1, done = 1, total = 4, started_at = $2, updated_at = $2 where id = $1`, [id, stopped],
      );
      await api.database.pool.query('insert into export_parts (export_id, seq, bytes) values ($1, 0, $2)', [id, Buffer.from('half a zip')]);
      expect(data(await u.client.get<ExportStatus>(`/api/v1/export/${id}`)).state).toBe('running');

      const workers = await startTestApp({ roles: ['workers', 'projector'], database: api.database });
      try {
        expect(await waitForExport(api, u, id)).toMatchObject({ state: 'done', done: 2 * ENTRY_PASSES, total: 2 * ENTRY_PASSES, message: null });
      } finally {
        await workers.close();
      }
      expect(await membersAt(api, u, `/api/v1/export/${id}/file`)).toEqual(direct);
      expect((await partsOf(api, id)).some((p) => p.bytes.toString() === 'half a zip')).toBe(false);
      // The dead run's claim is gone: were it only slow, it could neither beat, store a part nor record progress.
      const dead = { id, run: 1 };
      expect(await recordExportHeartbeat(api.database.db, dead, new Date())).toBe(false);
      expect(await storeExportPart(api.database.db, dead, 7, Buffer.from('late'))).toBe(false);
      expect(await recordExportProgress(api.database.db, dead, { done: 1, total: 4 }, new Date())).toBe(false);
      expect((await partsOf(api, id)).map((p) => p.seq)).not.toContain(7);
      // Nor end the row: its failure would have taken the new run's zip with it.
      await finishExport(api.database.db, dead, { state: 'failed', message: 'late' }, new Date());
      expect(data(await u.client.get<ExportStatus>(`/api/v1/export/${id}`))).toMatchObject({ state: 'done', message: null });
      expect(await membersAt(api, u, `/api/v1/export/${id}/file`)).toEqual(direct);
    } finally {
      await api.close();
    }
  });

  test('the sweep takes back only runs whose heartbeat stopped, with their parts; a live one keeps beating and its parts', async () => {
    const db = t.database.db;
    const now = Date.now();
    const started = async (ownerId: number) => {
      const id = randomUUID();
      await insertExport(db, { id, ownerId, createdAt: new Date(now - 600_000) });
      const claimed = await claimExport(db, id, new Date(now - 300_000));
      if (!claimed) throw new Error('the export was not claimed');
      expect(await storeExportPart(db, claimed.run, 0, Buffer.from(`part of ${id}`))).toBe(true);
      return claimed.run;
    };
    const [dead, live] = [await started(900_101), await started(900_102)];
    expect(await recordExportHeartbeat(db, live, new Date(now - 1_000))).toBe(true);
    expect(await takeBackStalledExports(db, new Date(now - JOB_STALLED_AFTER_MS))).toEqual([dead.id]);
    expect(await partsOf(t, dead.id)).toEqual([]);
    expect(await partsOf(t, live.id)).toHaveLength(1);
    expect(await recordExportHeartbeat(db, dead, new Date(now))).toBe(false); // its run was taken back: it would stop
    expect(await recordExportHeartbeat(db, live, new Date(now))).toBe(true);
    // A part the dead run stored while the sweep took it back (the sweep's delete reads from before it) goes at the claim.
    await t.database.pool.query('insert into export_parts (export_id, seq, bytes) values ($1, 0, $2)', [dead.id, Buffer.from('straggler')]);
    // Claimed again, the export runs under a new number from part 0; the old one stays refused.
    const again = await claimExport(db, dead.id, new Date(now));
    expect(again?.run).toEqual({ id: dead.id, run: dead.run + 1 });
    expect(await partsOf(t, dead.id)).toEqual([]);
    expect(await storeExportPart(db, dead, 0, Buffer.from('late'))).toBe(false);
  });
});
