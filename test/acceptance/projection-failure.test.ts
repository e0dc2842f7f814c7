import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type pg from 'pg';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import { PENDING_RETRY_AFTER_S, type PendingWrite } from '@inkpace/contracts/api/route';
import type { Tally } from '@inkpace/contracts/api/tally';
import { messages } from '@inkpace/contracts/messages';
import { createPgEventStore } from '@inkpace/infra/event-store';
import { startTestApp, type TestApp } from '../support/app.ts';
import { signUpUser, type SignedUp } from '../support/accounts.ts';
import { data, errorOf } from '../support/http.ts';
import { until } from '../support/until.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const cli = (t: TestApp, ...args: string[]) =>
  run(path.join(root, 'node_modules/.bin/tsx'), ['infra/src/run/cli.ts', ...args], {
    cwd: root, env: { ...process.env, DATABASE_URL: t.database.url, LOG_LEVEL: 'silent' },
  }).then(({ stdout }) => ({ code: 0, stdout }), (e: { code: number; stdout: string }) => ({ code: e.code, stdout: e.stdout }));


const newProject = async (u: SignedUp) =>
  data(await u.client.post<SummarizedProject>('/api/v1/project', { title: 'Novel', phase: 'drafting' }));

describe('a projection that fails on an event stops alone, says so, and recovers', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp({ settleTimeoutMs: 3_000, projectorBackoffMs: 200 }); });
  afterAll(async () => { await t?.close(); });

  test('writes answer 202 at once instead of waiting and 404; accounts go on; status names the event; then it heals', { timeout: 90_000 }, async () => {
    const a = await signUpUser(t);
    const b = await signUpUser(t);
    const pa = await newProject(a);
    const pb = await newProject(b);

    // A row in the way of an entry's id makes the progress projection fail on that entry (a stand-in for any bug a
    // stored event could hit); removing it later lets the projection go on.
    const poisonId = 2_000_000_000;
    const db: pg.Pool = t.database.pool;
    await db.query(`insert into progress.tallies (id, uuid, stream_uuid, source, owner_id, project_id, date, measure, count, note, state, created_at, updated_at)
      values ($1, $2, $2, 'manual', $3, $4, '2026-01-01', 'word', 1, '', 'deleted', now(), now())`, [poisonId, randomUUID(), a.id, pa.id]);
    const store = createPgEventStore({ pool: db });
    const uuid = randomUUID();
    await store.append(`tally-${uuid}`, [{
      type: 'TallyLogged',
      data: { id: poisonId, uuid, ownerId: a.id, requestedTotal: null, projectId: pa.id, date: '2026-01-01', measure: 'word', count: 7, note: '', tagIds: [] },
      metadata: { actor: { type: 'system' }, schemaVersion: 1 },
    }], { expectedRevision: 'no_stream' });
    const [poison] = await store.readStream(`tally-${uuid}`);

    // Another writer's entry: stored, answered 202 with its id and Retry-After, well before the 3 s wait is up.
    const started = Date.now();
    const pending = await b.client.post<PendingWrite>('/api/v1/tally', { date: '2026-01-02', workId: pb.id, measure: 'word', count: 250 });
    expect(pending.status).toBe(202);
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(pending.headers.get('retry-after')).toBe(String(PENDING_RETRY_AFTER_S));
    const body = data(pending);
    expect(body).toMatchObject({ pending: true, message: messages.success.writePending });
    expect(body.id).toEqual(expect.any(Number));
    const stored = await db.query(`select count(*)::int as n from events where type = 'TallyLogged' and data->>'id' = $1`, [String(body.id)]);
    expect(stored.rows[0]?.n).toBe(1);

    // A set total cannot be computed from totals that miss entries: refused, nothing stored, safe to retry.
    const eventsBefore = (await db.query('select count(*)::int as n from events')).rows[0]?.n;
    const set = await b.client.post('/api/v1/tally', { date: '2026-01-03', workId: pb.id, measure: 'word', count: 1000, setTotal: true });
    expect(errorOf(set)).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', message: messages.errors.totalsBehind });
    expect((await db.query('select count(*)::int as n from events')).rows[0]?.n).toBe(eventsBefore);

    // Ops see which event stops which projection, and why; the exit code says something is wrong.
    const status = await cli(t, 'projections', 'status');
    expect(status.code).toBe(3);
    expect(status.stdout).toMatch(/^progress: FAILING/m);
    expect(status.stdout).toContain(`stopped by event ${poison?.sequence} (TallyLogged on tally-${uuid})`);
    expect(status.stdout).toContain('duplicate key');
    expect(status.stdout).toMatch(/^accounts: ok/m);

    // The other projections and the rest of the system run: sign-ups, logins, reads.
    const c = await signUpUser(t);
    expect(data(await c.client.get<{ username: string }>('/api/v1/me')).username).toBe(c.username);
    expect(data(await b.client.get<SummarizedProject[]>('/api/v1/project')).map((p) => p.id)).toEqual([pb.id]);

    // Once the cause is gone, the retries (with backoff) get past the event; the pending write shows; status is clean.
    await db.query('delete from progress.tallies where id = $1', [poisonId]);
    await until('the pending entry to show', async () => (await b.client.get<Tally[]>('/api/v1/tally')).status === 200
      && data(await b.client.get<Tally[]>('/api/v1/tally')).some((e) => e.id === body.id));
    expect(data(await a.client.get<SummarizedProject>(`/api/v1/project/${pa.id}`)).totals).toEqual({ word: 7 });
    const healed = await until('the failure to clear', async () => {
      const s = await cli(t, 'projections', 'status');
      return s.code === 0 ? s : null;
    });
    expect(healed.stdout).toMatch(/^progress: ok/m);
    expect((await b.client.post('/api/v1/tally', { date: '2026-01-03', workId: pb.id, measure: 'word', count: 1000, setTotal: true })).status).toBe(201);
  });
});

describe('read-your-writes: a 201 means every read model shows the write', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp({ settleTimeoutMs: 1_000 }); });
  afterAll(async () => { await t?.close(); });

  test('a batch the projection has not applied in time is answered 202 with its ids, never 201 with part of it', { timeout: 60_000 }, async () => {
    const u = await signUpUser(t);
    const p = await newProject(u);
    // Hold the progress checkpoint, as a slow or busy projector would: the batch cannot be applied meanwhile.
    const blocker = await t.database.pool.connect();
    let res;
    try {
      await blocker.query('begin');
      await blocker.query(`select 1 from projection_checkpoints where name = 'progress' for update`);
      const batch = Array.from({ length: 300 }, (_, i) => ({ date: '2026-05-01', workId: p.id, measure: 'word', count: i + 1 }));
      res = await u.client.post<PendingWrite>('/api/v1/tally/batch', batch);
    } finally {
      await blocker.query('rollback');
      blocker.release();
    }
    expect(res.status).toBe(202);
    expect(res.headers.get('retry-after')).toBe(String(PENDING_RETRY_AFTER_S));
    expect(data(res).ids).toHaveLength(300);
    // Once the projector is free, every entry shows.
    const ids = new Set(data(res).ids);
    const listed = await until('the batch to show', async () => {
      const list = data(await u.client.get<Tally[]>('/api/v1/tally'));
      return list.length === 300 ? list : null;
    });
    expect(listed.every((e) => ids.has(e.id))).toBe(true);
  });
});
