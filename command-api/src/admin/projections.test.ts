import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ProjectionStatusItem, RebuildProjectionsResult } from '@inkpace/contracts/api/admin-projections';
import { createPgEventStore } from '@inkpace/infra/event-store';
import { createLogger } from '@inkpace/infra/log';
import { projectionNames, projections, rebuildProjections } from '@inkpace/projector';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { makeAdmin, signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { data, errorOf } from '@inkpace/test/http';
import { projectionCaughtUp } from '@inkpace/test/projections';

/** Ops on the admin API: each projection's status, and rebuilds an admin starts while writers keep writing. */
let t: TestApp;
let admin: SignedUp;
let writer: SignedUp;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signUpUser(t);
  writer = await signUpUser(t);
  await makeAdmin(t, admin.username, admin.client);
});
afterAll(async () => { await t?.close(); });

const status = async (): Promise<ProjectionStatusItem[]> => data(await admin.client.get<ProjectionStatusItem[]>('/api/admin/projections'));
const statusOf = async (name: string): Promise<ProjectionStatusItem> => {
  const item = (await status()).find((p) => p.name === name);
  if (!item) throw new Error(`no status for ${name}`);
  return item;
};

/** Every table of a projection's live schema, rows as sorted JSON text: two copies built from the same log compare equal. */
async function snapshot(schema: string): Promise<Record<string, string[]>> {
  const tables = await t.database.pool.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = $1 order by table_name`, [schema]);
  const out: Record<string, string[]> = {};
  for (const { table_name: table } of tables.rows) {
    const rows = await t.database.pool.query<{ row: string }>(`select to_jsonb(x)::text as row from ${schema}.${table} x`);
    out[table] = rows.rows.map((r) => r.row).sort();
  }
  return out;
}

test('the status lists every projection with its version, position, lag and the process leading it', async () => {
  const items = await status();
  expect(items.map((p) => p.name)).toEqual(projectionNames);
  for (const p of items) {
    expect(p).toMatchObject({ codeVersion: p.liveVersion, failure: null });
    // The event store's opaque position text (see infra/src/event-store/port.ts).
    expect(p.position).toMatch(/^\S+$/);
    expect(p.behind).toBeGreaterThanOrEqual(0);
    // The test app's projector holds the leader locks: its host and pid are named.
    expect(p.leader?.process).toMatch(new RegExp(`pid ${process.pid}$`));
  }
});

test('an unknown projection is refused, and nothing is requested', async () => {
  const res = await admin.client.post('/api/admin/projections/rebuild', { names: ['progress', 'nope'] });
  expect(res.status).toBe(400);
  expect(errorOf(res)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('nope') });
  expect((await t.database.pool.query('select name from projection_rebuilds')).rows).toEqual([]);
});

test('an admin rebuilds progress while a writer logs entries and reads: nothing fails, nothing is lost, and the result equals a fresh replay', async () => {
  const project = data(await writer.client.post<{ id: number }>('/api/v1/project', { title: 'Under rebuild', phase: 'drafting' }));
  // Enough history that the replay takes a while.
  for (let i = 0; i < 6; i++) {
    const batch = Array.from({ length: 500 }, (_, j) => ({ date: `2026-0${1 + (j % 9)}-1${j % 10}`, workId: project.id, measure: 'word', count: 10 + j, note: '', tags: [] }));
    expect((await writer.client.post('/api/v1/tally/batch', batch)).status).toBe(201);
  }
  let logged = 3000;
  let writing = true;
  const failures: string[] = [];
  const writes = (async () => {
    while (writing) {
      const res = await writer.client.post('/api/v1/tally', { date: '2026-11-20', workId: project.id, measure: 'word', count: 1, note: '', tags: [] });
      if (res.status === 201) logged++;
      else failures.push(`POST ${res.status}`);
    }
  })();
  const seenTotals: number[] = [];
  const reads = (async () => {
    while (writing) {
      const res = await writer.client.get<Array<{ totals: Record<string, number> }>>('/api/v1/project');
      if (res.status !== 200) failures.push(`GET ${res.status}`);
      else seenTotals.push(data(res)[0]?.totals.word ?? -1);
    }
  })();

  const asked = data(await admin.client.post<RebuildProjectionsResult>('/api/admin/projections/rebuild', { names: ['progress'] }));
  expect(asked).toEqual({ requested: ['progress'], alreadyRunning: [] });
  // A second request while the first is pending or running is served by it.
  expect(data(await admin.client.post<RebuildProjectionsResult>('/api/admin/projections/rebuild', { names: ['progress'] })))
    .toEqual({ requested: [], alreadyRunning: ['progress'] });
  const states = new Set<string>();
  const deadline = Date.now() + 30_000;
  let done: ProjectionStatusItem | undefined;
  while (Date.now() < deadline) {
    const p = await statusOf('progress');
    if (p.rebuild) states.add(p.rebuild.status);
    if (p.rebuild?.status === 'done' || p.rebuild?.status === 'failed') { done = p; break; }
    await new Promise((r) => setTimeout(r, 20));
  }
  const loggedAtSwap = logged;
  await new Promise((r) => setTimeout(r, 300)); // and some writes after the swap
  writing = false;
  await Promise.all([writes, reads]);

  expect(failures).toEqual([]);
  expect(done?.rebuild).toMatchObject({
    status: 'done', origin: 'admin', requestedBy: admin.id, percent: 100, etaSeconds: 0, error: null,
    process: expect.stringMatching(new RegExp(`pid ${process.pid}$`)),
  });
  expect(done?.rebuild?.applied).toBeGreaterThanOrEqual(done?.rebuild?.total ?? Infinity);
  expect([...states]).toContain('running');
  // Writes were accepted while it ran: entries stamped between its start and its finish.
  const during = await t.database.pool.query<{ n: number }>(`
    select count(*)::int as n from events e, projection_rebuilds r
    where r.name = 'progress' and e.type = 'TallyLogged' and e.created_at > r.started_at and e.created_at < r.finished_at`);
  expect(during.rows[0]?.n).toBeGreaterThan(0);
  expect(loggedAtSwap).toBeLessThan(logged);
  // Readers never saw the total go backwards, and the last answer counts every entry.
  expect(seenTotals.every((n, i) => i === 0 || n >= (seenTotals[i - 1] ?? 0))).toBe(true);
  await projectionCaughtUp(t, 'progress');
  const list = data(await writer.client.get<Array<{ totals: Record<string, number> }>>('/api/v1/project'));
  const expected = 3000 * 10 + (500 * 499) / 2 * 6 + (logged - 3000);
  expect(list[0]?.totals.word).toBe(expected);

  // A fresh replay with nothing running beside it builds the same rows.
  const live = await snapshot('progress');
  const store = createPgEventStore({ pool: t.database.pool });
  try {
    await rebuildProjections({ pool: t.database.pool, store, projections, log: createLogger('silent'), names: ['progress'] });
  } finally {
    await store.close();
  }
  expect(await snapshot('progress')).toEqual(live);
  expect((await statusOf('progress')).rebuild).toMatchObject({ status: 'done', origin: 'cli' });
}, 60_000);
