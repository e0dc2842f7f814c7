import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { EXPORT_ZIP_NAME, INKPACE_JSON, REFERENCE_JSON } from '@inkpace/contracts/api/export-format';
import type { ExportStatus } from '@inkpace/contracts/api/import';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import { messages } from '@inkpace/contracts/messages';
import { EXPORT_FILE_KEEP_HOURS } from '@inkpace/contracts/rules/import/limits';
import { signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { Client, data, errorOf } from '@inkpace/test/http';
import { seedHistory } from '@inkpace/test/history';
import { ENTRY_PASSES } from './members.ts';

/** The export as a job over HTTP: start, follow, fetch the file; who may, how often, and the bar moving. */

const m = messages.imports;
let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

/** Each test in a minute of its own: the export budget is once a minute per writer. */
let minute = 0;
const nextMinute = () => t.clock.set(new Date(Date.UTC(2026, 2, 10, 9, minute++, 5)));

const post = async <T>(u: SignedUp, path: string, body: unknown) => data(await u.client.post<T>(path, body));

async function startExport(u: SignedUp): Promise<string> {
  const res = await u.client.post<{ id: string }>('/api/v1/export', undefined);
  expect(res.status).toBe(202);
  return data(res).id;
}

/** Polls the export until it ends, keeping every answer seen on the way. */
async function waitForExport(u: SignedUp, id: string, seen: ExportStatus[] = []): Promise<ExportStatus> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = data(await u.client.get<ExportStatus>(`/api/v1/export/${id}`));
    seen.push(status);
    if (status.state === 'done' || status.state === 'failed') return status;
    if (Date.now() > deadline) throw new Error(`export ${id} still ${status.state}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The zip's members as text, fetched with the writer's session cookie. */
async function zipAt(u: SignedUp, path: string, base = t.url): Promise<{ res: Response; size: number; files: Record<string, string> }> {
  const res = await fetch(base + path, { headers: { cookie: u.client.sessionCookie ?? '' } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const files = res.headers.get('content-type') === 'application/zip'
    ? Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, content]) => [name, strFromU8(content)]))
    : { body: strFromU8(bytes) };
  return { res, size: bytes.byteLength, files };
}

async function writerWithEntries(u: SignedUp): Promise<SummarizedProject> {
  const novel = await post<SummarizedProject>(u, '/api/v1/project', { title: 'The Long Book', phase: 'drafting' });
  await post(u, '/api/v1/tag', { name: 'draft', color: 'blue' });
  await post(u, '/api/v1/tally/batch', [
    { date: '2026-03-01', workId: novel.id, measure: 'word', count: 500, note: 'a, "quoted" note', tags: ['draft'] },
    { date: '2026-03-02', workId: novel.id, measure: 'word', count: 700, note: '', tags: [] },
  ]);
  return novel;
}

describe('POST /api/v1/export: the zip made by a job', () => {
  test('start → done; the file is the zip GET /api/v1/export gives for the same data', async () => {
    const u = await signUpUser(t);
    await writerWithEntries(u);
    nextMinute();
    const direct = await zipAt(u, '/api/v1/export');
    expect(direct.res.status).toBe(200);
    nextMinute();
    const id = await startExport(u);
    const status = await waitForExport(u, id);
    expect(status).toMatchObject({ id, state: 'done', done: 2 * ENTRY_PASSES, total: 2 * ENTRY_PASSES, message: null });
    const made = await zipAt(u, `/api/v1/export/${id}/file`);
    expect(made.res.status).toBe(200);
    expect(made.res.headers.get('content-disposition')).toBe(`attachment; filename="${EXPORT_ZIP_NAME}"`);
    expect(made.size).toBe(status.size);
    expect(Object.keys(made.files).sort()).toEqual(Object.keys(direct.files).sort());
    // The same members apart from when each was made.
    const { exportedAt: madeAt, ...madeInkpace } = JSON.parse(made.files[INKPACE_JSON] ?? '') as Record<string, unknown>;
    const { exportedAt: directAt, ...directInkpace } = JSON.parse(direct.files[INKPACE_JSON] ?? '') as Record<string, unknown>;
    expect(madeInkpace).toEqual(directInkpace);
    expect(madeAt).not.toBe(directAt);
    expect(JSON.parse(made.files[REFERENCE_JSON] ?? '')).toEqual(JSON.parse(direct.files[REFERENCE_JSON] ?? ''));
    for (const name of Object.keys(direct.files).filter((n) => n.endsWith('.csv'))) expect(made.files[name]).toBe(direct.files[name]);
  });

  test("another writer's export is the same 404 as an unknown one, for its state and its file", async () => {
    nextMinute();
    const owner = await signUpUser(t);
    const id = await startExport(owner);
    await waitForExport(owner, id);
    const other = await signUpUser(t);
    const unknown = crypto.randomUUID();
    for (const path of [`/api/v1/export/${id}`, `/api/v1/export/${id}/file`, `/api/v1/export/${unknown}`, `/api/v1/export/${unknown}/file`]) {
      expect(errorOf(await other.client.get(path))).toMatchObject({ status: 404, message: m.exportNotFound });
    }
    // A malformed id is the request's fault (400), in the same words.
    expect(errorOf(await other.client.get('/api/v1/export/not-a-uuid'))).toMatchObject({ status: 400, message: m.exportNotFound });
  });

  test('API keys are refused on every export route (session only), and cost the writer no turn', async () => {
    nextMinute();
    const u = await signUpUser(t);
    const { token } = data(await u.client.post<{ token: string }>('/api/v1/api-key', { name: 'script', expiresAt: null }));
    const byKey = new Client(t.url).withBearer(token);
    expect((await byKey.post('/api/v1/export', undefined)).status).toBe(401);
    const id = await startExport(u);
    expect((await byKey.get(`/api/v1/export/${id}`)).status).toBe(401);
    await waitForExport(u, id);
    expect((await fetch(`${t.url}/api/v1/export/${id}/file`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  test('a second start within the minute is refused (429), and so is a download: they share the budget', async () => {
    nextMinute();
    const u = await signUpUser(t);
    const id = await startExport(u);
    const again = await u.client.post('/api/v1/export', undefined);
    expect(errorOf(again)).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS', message: m.exportTooSoon });
    expect((await zipAt(u, '/api/v1/export')).res.status).toBe(429);
    await waitForExport(u, id);
    nextMinute();
    expect(await startExport(u)).not.toBe(id);
  });

  test('a file is kept a day: the sweep removes older exports with their zips', async () => {
    nextMinute();
    const u = await signUpUser(t);
    const id = await startExport(u);
    await waitForExport(u, id);
    t.clock.set(new Date(t.clock.now().getTime() + EXPORT_FILE_KEEP_HOURS * 3_600_000 + 60_000));
    await t.app.queue?.add('export.sweep', {}, { jobId: `test-sweep-${id}` });
    await expect.poll(async () => (await u.client.get(`/api/v1/export/${id}`)).status).toBe(404);
    expect((await zipAt(u, `/api/v1/export/${id}/file`)).res.status).toBe(404);
    const parts = await t.database.pool.query('select count(*)::int as n from export_parts where export_id = $1', [id]);
    expect(parts.rows).toEqual([{ n: 0 }]);
  });

  test('the bar moves for a large history: 20,000 entries seen running with 0 < done < total', async () => {
    nextMinute();
    const u = await signUpUser(t);
    const novel = await post<SummarizedProject>(u, '/api/v1/project', { title: 'Saga', phase: 'drafting' });
    await seedHistory(t, u.id, novel.id, 20_000);
    const id = await startExport(u);
    const seen: ExportStatus[] = [];
    const end = await waitForExport(u, id, seen);
    expect(end).toMatchObject({ state: 'done', done: 20_000 * ENTRY_PASSES, total: 20_000 * ENTRY_PASSES });
    expect(seen.some((s) => s.state === 'running' && s.done > 0 && s.done < s.total)).toBe(true);
    const made = await zipAt(u, `/api/v1/export/${id}/file`);
    expect((JSON.parse(made.files[INKPACE_JSON] ?? '') as { entries: unknown[] }).entries).toHaveLength(20_000);
  });

  test('across instances on BullMQ: an API process without workers adds the job, a workers process makes the zip, the API serves it', async () => {
    const api = await startTestApp({ roles: ['command', 'query', 'projector'], redis: true });
    try {
      const workers = await startTestApp({ roles: ['workers', 'projector'], database: api.database, redis: true });
      try {
        const u = await signUpUser(api);
        await writerWithEntries(u);
        const id = await startExport(u);
        expect(await waitForExport(u, id)).toMatchObject({ state: 'done', done: 2 * ENTRY_PASSES });
        const made = await zipAt(u, `/api/v1/export/${id}/file`, api.url);
        expect((JSON.parse(made.files[INKPACE_JSON] ?? '') as { entries: unknown[] }).entries).toHaveLength(2);
      } finally {
        await workers.close();
      }
    } finally {
      await api.close();
    }
  });
});
