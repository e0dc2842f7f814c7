import { afterAll, beforeAll, expect, test } from 'vitest';
import { createPgEventStore } from '@inkpace/infra/event-store';
import { createLogger } from '@inkpace/infra/log';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { makeAdmin, signUpUser } from '@inkpace/test/accounts';
import { data } from '@inkpace/test/http';
import { projections } from '../projections.ts';
import { rebuildProjections } from '../runtime/index.ts';
import { projectionCaughtUp } from '@inkpace/test/projections';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

async function dump(): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of ['items', 'streams', 'users', 'api_keys', 'members']) {
    out[table] = (await t.database.pool.query(`select * from audit.${table} order by 1, 2`)).rows;
  }
  return out;
}

test('rebuilding the audit read model from the log yields exactly the live rows', async () => {
  const admin = await signUpUser(t);
  await makeAdmin(t, admin.username, admin.client);
  const a = await signUpUser(t);
  const b = await signUpUser(t);
  data(await a.client.patch('/api/v1/me', { displayName: 'Renamed', username: `${a.username}x` }));
  const project = data(await a.client.post<{ id: number }>('/api/v1/project', { title: 'Novel', phase: 'drafting' }));
  data(await a.client.patch(`/api/v1/project/${project.id}`, { title: 'Better title' }));
  // An entry edited and deleted after the projection applied it (the rebuild applies all three in one batch).
  const entry = data(await a.client.post<{ id: number }>('/api/v1/tally', { date: '2026-11-21', workId: project.id, tags: [], count: 300, measure: 'word', setTotal: false, note: '' }));
  await projectionCaughtUp(t, 'audit');
  data(await a.client.patch(`/api/v1/tally/${entry.id}`, { count: 450 }));
  await projectionCaughtUp(t, 'audit');
  data(await a.client.delete(`/api/v1/tally/${entry.id}`));
  // An import: enough items in one batch for the projection to COPY them (live, and again in the rebuild).
  const imported = Array.from({ length: 250 }, (_, i) => ({
    date: `2026-10-${String((i % 28) + 1).padStart(2, '0')}`, workId: project.id, tags: [], count: i + 1, measure: 'word', setTotal: false,
    note: i % 2 ? 'tab\there, "quoted" \\ back' : '',
  }));
  expect(data(await a.client.post<unknown[]>('/api/v1/tally/batch', imported))).toHaveLength(250);
  const board = data(await a.client.post<{ uuid: string }>('/api/v1/leaderboard', { title: 'Sprint', measures: ['word'], isJoinable: true }));
  data(await b.client.post(`/api/v1/leaderboard/${board.uuid}/me`, { isParticipant: true }));
  data(await admin.client.patch(`/api/admin/user/${b.id}/state`, { state: 'suspended' }));

  await projectionCaughtUp(t, 'audit');
  const live = await dump();
  // The items' indexes exist on the live schema, and again after the rebuild (which builds them after its replay).
  const indexes = async () => (await t.database.pool.query<{ indexname: string }>(
    `select indexname from pg_indexes where schemaname = 'audit' and tablename = 'items' order by indexname`)).rows.map((r) => r.indexname);
  const liveIndexes = await indexes();
  expect(liveIndexes).toEqual(['items_pkey', 'items_user_kind', 'items_user_time', 'items_user_type']);
  expect(live.items?.length).toBeGreaterThan(260);
  expect(live.members?.length).toBe(2);

  const store = createPgEventStore({ pool: t.database.pool });
  try {
    await rebuildProjections({ pool: t.database.pool, store, projections, log: createLogger('silent'), names: ['audit'] });
  } finally {
    await store.close();
  }
  expect(await dump()).toEqual(live);
  expect(await indexes()).toEqual(liveIndexes);
  // A member's join lands in the member's history and in the board owner's.
  const joined = (await t.database.pool.query<{ user_id: number; role: string }>(
    `select user_id, role from audit.items where event_type = 'MemberJoined' and stream_id = $1 order by user_id`, [`leaderboard-${board.uuid}`])).rows;
  expect(joined).toEqual(expect.arrayContaining([{ user_id: b.id, role: 'self' }, { user_id: a.id, role: 'subject' }]));
});
