import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import { createPgEventStore } from '@inkpace/infra/event-store';
import { startOpsListener, type OpsListener, type Readiness } from '@inkpace/infra/ops';
import { createLogger } from '@inkpace/infra/log';
import { startTestApp, type TestApp } from '../support/app.ts';
import { signUpUser } from '../support/accounts.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { data } from '../support/http.ts';
import { startCuttableProxy, type CuttableProxy } from '../support/cuttable-proxy.ts';
import { parsePrometheusText, sampleValue } from '../support/prometheus.ts';
import { until } from '../support/until.ts';


const readiness = async (base: string) => {
  const res = await fetch(`${base}/health/ready`);
  return { status: res.status, body: await res.json() as Readiness };
};

describe('health: live and ready on the API port and the ops listener', () => {
  let database: TestDatabase;
  let proxy: CuttableProxy;
  let t: TestApp;
  let ops: OpsListener;
  let opsUrl: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    const url = new URL(database.url);
    // The embedded test server listens on a Unix socket (`?host=<dir>`), the machine's on TCP.
    const socketDir = url.searchParams.get('host');
    const port = Number(url.port || 5432);
    proxy = await startCuttableProxy(socketDir ? { socketPath: `${socketDir}/.s.PGSQL.${port}` } : { host: url.hostname, port });
    url.searchParams.delete('host');
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    t = await startTestApp({ database, env: { DATABASE_URL: url.toString() }, projectorBackoffMs: 200 });
    ops = await startOpsListener({ port: 0, health: t.app.ops.health, metrics: t.app.ops.metrics, log: createLogger('silent') });
    opsUrl = `http://127.0.0.1:${ops.port}`;
  });
  afterAll(async () => {
    await ops?.close();
    await t?.close();
    await proxy?.restore().catch(() => undefined);
    await database?.drop();
  });

  test('live answers ok; ready answers the database, queue and each projection', async () => {
    for (const base of [t.url, opsUrl]) {
      const live = await fetch(`${base}/health/live`);
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ ok: true });
      // No session needed and no budget spent: health checks are outside /api.
      expect(live.headers.get('ratelimit')).toBeNull();
      const ready = await until('ready', async () => { const r = await readiness(base); return r.status === 200 && r; });
      expect(ready.body).toMatchObject({ ready: true, notReady: [], database: 'ok', queue: 'ok' });
      expect(ready.body.projections.accounts).toEqual({ lag: expect.any(Number), failing: false });
      expect(ready.body.projections.progress).toEqual({ lag: expect.any(Number), failing: false });
    }
  });

  test('a failing projection makes the process not ready, named; it is ready again once the projection heals', { timeout: 60_000 }, async () => {
    const a = await signUpUser(t);
    const project = data(await a.client.post<SummarizedProject>('/api/v1/project', { title: 'Novel', phase: 'drafting' }));
    // A row in the way of the entry's id makes the progress projection fail on it (as in projection-failure.test.ts).
    const poisonId = 2_000_000_001;
    await database.pool.query(`insert into progress.tallies (id, uuid, stream_uuid, source, owner_id, project_id, date, measure, count, note, state, created_at, updated_at)
      values ($1, $2, $2, 'manual', $3, $4, '2026-01-01', 'word', 1, '', 'deleted', now(), now())`, [poisonId, randomUUID(), a.id, project.id]);
    const uuid = randomUUID();
    await createPgEventStore({ pool: database.pool }).append(`tally-${uuid}`, [{
      type: 'TallyLogged',
      data: { id: poisonId, uuid, ownerId: a.id, requestedTotal: null, projectId: project.id, date: '2026-01-01', measure: 'word', count: 7, note: '', tagIds: [] },
      metadata: { actor: { type: 'system' }, schemaVersion: 1 },
    }], { expectedRevision: 'no_stream' });

    const failing = await until('503 naming the projection', async () => { const r = await readiness(t.url); return r.status === 503 && r; });
    expect(failing.body.notReady).toEqual(['projection progress failing']);
    expect(failing.body.projections.progress?.failing).toBe(true);
    expect(failing.body.projections.accounts?.failing).toBe(false);
    expect((await readiness(opsUrl)).status).toBe(503);

    await database.pool.query('delete from progress.tallies where id = $1', [poisonId]);
    await until('ready again', async () => (await readiness(t.url)).status === 200);
  });

  test('ready answers 503 naming the database while it is unreachable, and 200 after it returns', { timeout: 60_000 }, async () => {
    await proxy.cut();
    const down = await until('503', async () => { const r = await readiness(t.url); return r.status === 503 && r; });
    expect(down.body).toMatchObject({ ready: false, database: 'unreachable' });
    expect(down.body.notReady).toContain('database unreachable');
    // Nothing about the connection leaks out: no address, no error text.
    expect(JSON.stringify(down.body)).not.toMatch(/127\.0\.0\.1|postgres|ECONN/i);
    expect((await fetch(`${t.url}/health/live`)).status).toBe(200);
    expect((await readiness(opsUrl)).status).toBe(503);

    await proxy.restore();
    const up = await until('200 again', async () => { const r = await readiness(t.url); return r.status === 200 && r; });
    expect(up.body).toMatchObject({ ready: true, database: 'ok' });
  });
});

describe('metrics: Prometheus text whose counters move with traffic', () => {
  let t: TestApp;
  let ops: OpsListener;
  const scrape = async () => {
    const res = await fetch(`http://127.0.0.1:${ops.port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheusText(await res.text());
  };
  beforeAll(async () => {
    t = await startTestApp({ env: { AUTH_RATE_LIMIT: '8' } });
    ops = await startOpsListener({ port: 0, health: t.app.ops.health, metrics: t.app.ops.metrics, log: createLogger('silent') });
  });
  afterAll(async () => {
    await ops?.close();
    await t?.close();
  });

  test('requests per route and status, events per type, login failures, rate-limit refusals, projections, queue', { timeout: 60_000 }, async () => {
    const before = await scrape();
    const projectsCreated = { name: 'inkpace_http_requests_total', labels: { method: 'POST', route: '/api/v1/project', status: '201' } };
    const appended = { name: 'inkpace_events_appended_total', labels: { type: 'ProjectCreated' } };
    expect(sampleValue(before, projectsCreated)).toBe(0);

    const a = await signUpUser(t);
    for (const title of ['One', 'Two']) await a.client.post('/api/v1/project', { title, phase: 'drafting' });
    await a.client.get('/api/v1/project/999999');
    // Unknown names, one each, so no lockout: every refusal is a wrong-credentials one, until the budget runs out.
    let refused = 0;
    for (let i = 0; i < 12 && refused === 0; i++) {
      const res = await fetch(`${t.url}/api/auth/login`, {
        method: 'POST', headers: { 'content-type': 'application/json', origin: t.url },
        body: JSON.stringify({ username: `nobody${i}`, password: 'not-the-password' }),
      });
      if (res.status === 429) refused++;
      else expect(res.status).toBe(400);
    }
    expect(refused).toBe(1);

    const after = await scrape();
    expect(sampleValue(after, projectsCreated)).toBe(2);
    expect(sampleValue(after, { name: 'inkpace_http_request_duration_seconds_count', labels: projectsCreated.labels })).toBe(2);
    // The route pattern, not the URL asked for.
    expect(sampleValue(after, { name: 'inkpace_http_requests_total', labels: { method: 'GET', route: '/api/v1/project/:id', status: '404' } })).toBe(1);
    expect(after.some((s) => s.labels.route === '/api/v1/project/999999')).toBe(false);
    expect(sampleValue(after, appended)).toBe(sampleValue(before, appended) + 2);
    expect(sampleValue(after, { name: 'inkpace_login_failures_total', labels: { reason: 'incorrect_credentials' } })).toBeGreaterThanOrEqual(1);
    expect(sampleValue(after, { name: 'inkpace_rate_limit_refusals_total', labels: { budget: 'sign-in' } })).toBe(1);
    expect(sampleValue(after, { name: 'inkpace_projection_lag_events', labels: { projection: 'accounts' } })).toEqual(expect.any(Number));
    expect(sampleValue(after, { name: 'inkpace_projection_batch_apply_seconds_count', labels: { projection: 'accounts' } })).toBeGreaterThan(0);
    expect(sampleValue(after, { name: 'inkpace_queue_jobs', labels: { state: 'waiting' } })).toEqual(expect.any(Number));
  });
});
