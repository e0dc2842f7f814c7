import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminUserDetail, historyPage, type HistoryItem, type HistoryPage } from '@inkpace/contracts/api/admin';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { makeAdmin, signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { Client, data, errorOf } from '@inkpace/test/http';
import { projectionCaughtUp } from '@inkpace/test/projections';

let t: TestApp;
let admin: SignedUp;
let u: SignedUp;
let keyToken: string;
let keyId: number;
let verifyToken: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signUpUser(t);
  await makeAdmin(t, admin.username, admin.client);
  // Signed up and logged in (signUpUser does both), then a key, and progress through the key.
  u = await signUpUser(t);
  verifyToken = (await t.linkFromMail(u.email, /verify/i, '/verify-email/')).split('/verify-email/')[1] ?? '';
  const key = data(await u.client.post<{ id: number; token: string }>('/api/v1/api-key', { name: 'Scrivener sync', expiresAt: null }));
  keyToken = key.token;
  keyId = key.id;
  const viaKey = new Client(t.url).withBearer(keyToken);
  const project = data(await viaKey.post<{ id: number }>('/api/v1/project', { title: 'Novel', phase: 'drafting' }));
  expect((await viaKey.post('/api/v1/tally', { date: '2026-11-20', workId: project.id, tags: [], count: 500, measure: 'word', setTotal: false, note: '' })).status).toBe(201);
  expect((await admin.client.patch(`/api/admin/user/${u.id}/state`, { state: 'suspended', reason: 'spam reports' })).status).toBe(200);
  expect((await admin.client.patch(`/api/admin/user/${u.id}/state`, { state: 'active' })).status).toBe(200);
  await projectionCaughtUp(t, 'audit');
});
afterAll(async () => { await t?.close(); });

const history = async (id: number, query = ''): Promise<HistoryPage> =>
  historyPage.parse(data(await admin.client.get(`/api/admin/user/${id}/history${query}`)));
const brief = (i: HistoryItem) => [i.type, i.actor.type, i.actor.username, i.source, i.actor.apiKey?.name ?? null];

describe('a user\'s history', () => {
  test('lists exactly what happened, newest first, with the right actors and sources', async () => {
    const page = await history(u.id);
    expect(page.items.map(brief)).toEqual([
      ['AccountStateChanged', 'admin', admin.username, 'web', null],
      ['AccountStateChanged', 'admin', admin.username, 'web', null],
      ['TallyLogged', 'user', u.username, 'api-key', 'Scrivener sync'],
      ['ProjectCreated', 'user', u.username, 'api-key', 'Scrivener sync'],
      ['ApiKeyCreated', 'user', u.username, 'web', null],
      ['SessionStarted', 'user', u.username, 'web', null],
      ['EmailVerificationRequested', 'user', u.username, 'web', null],
      ['UserSignedUp', 'user', u.username, 'web', null],
    ]);
    expect(page.nextCursor).toBeNull();
    const [activated, suspended] = page.items;
    expect(suspended).toMatchObject({
      role: 'subject', kind: 'user', entityId: u.id, reason: 'spam reports', actor: { userId: admin.id },
      changes: { state: { from: 'active', to: 'suspended' }, reason: { from: null, to: 'spam reports' } },
    });
    expect(activated?.changes.state).toEqual({ from: 'suspended', to: 'active' });
    expect(page.items.find((i) => i.type === 'UserSignedUp')).toMatchObject({
      role: 'self', redacted: ['passwordHash'],
      changes: { username: { from: null, to: u.username }, email: { from: null, to: u.email }, state: { from: null, to: 'active' } },
    });
    expect(page.items.find((i) => i.type === 'TallyLogged')).toMatchObject({ kind: 'tally', actor: { apiKey: { id: keyId } }, changes: { count: { from: null, to: 500 } } });
    for (const i of page.items) expect(i.correlationId).toEqual(expect.any(String));
  });

  test('the admin\'s own history shows what they did to others, as actor', async () => {
    const mine = await history(admin.id, '?types=AccountStateChanged');
    expect(mine.items.map((i) => [i.role, i.entityId])).toEqual([['actor', u.id], ['actor', u.id]]);
  });

  test('filters by type, kind and UTC dates, and pages with the cursor', async () => {
    expect((await history(u.id, '?kinds=apikey,tally')).items.map((i) => i.type)).toEqual(['TallyLogged', 'ApiKeyCreated']);
    expect((await history(u.id, '?types[]=SessionStarted&types[]=UserSignedUp')).items.map((i) => i.type)).toEqual(['SessionStarted', 'UserSignedUp']);
    const today = t.clock.now().toISOString().slice(0, 10);
    expect((await history(u.id, `?from=${today}&to=${today}`)).items).toHaveLength(8);
    expect((await history(u.id, '?to=2000-01-01')).items).toEqual([]);
    const first = await history(u.id);
    const after = await history(u.id, `?cursor=${first.items[2]?.id}`);
    expect(after.items.map((i) => i.id)).toEqual(first.items.slice(3).map((i) => i.id));
    for (const q of ['?cursor=abc', '?kinds=nope', '?from=2026-02-30', '?from=2026-02-02&to=2026-02-01', `?types=${'A,'.repeat(51)}`]) {
      expect(errorOf(await admin.client.get(`/api/admin/user/${u.id}/history${q}`))).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    }
    expect(errorOf(await admin.client.get('/api/admin/user/2000000000/history'))?.status).toBe(404);
  });

  test('an entry\'s edit and deletion, each applied after the entry was, show what changed from the entry as logged', async () => {
    const w = await signUpUser(t);
    const project = data(await w.client.post<{ id: number }>('/api/v1/project', { title: 'Edited novel', phase: 'drafting' }));
    const entry = data(await w.client.post<{ id: number }>('/api/v1/tally', { date: '2026-11-21', workId: project.id, tags: [], count: 300, measure: 'word', setTotal: false, note: 'first' }));
    await projectionCaughtUp(t, 'audit');
    data(await w.client.patch(`/api/v1/tally/${entry.id}`, { count: 450, note: 'second' }));
    await projectionCaughtUp(t, 'audit');
    data(await w.client.delete(`/api/v1/tally/${entry.id}`));
    await projectionCaughtUp(t, 'audit');
    const items = (await history(w.id, '?kinds=tally')).items.filter((i) => i.entityId === entry.id);
    expect(items.map((i) => [i.type, i.changes])).toEqual([
      ['TallyDeleted', { state: { from: 'active', to: 'deleted' } }],
      ['TallyEdited', { count: { from: 300, to: 450 }, note: { from: 'first', to: 'second' } }],
      ['TallyLogged', expect.objectContaining({ count: { from: null, to: 300 }, note: { from: null, to: 'first' } })],
    ]);
    // Entries' streams keep no row of their own: their earlier fields come from the log.
    expect((await t.database.pool.query(`select 1 from audit.streams where stream_id like 'tally-%'`)).rows).toEqual([]);
    // What the logging changed is not stored (it follows from the event): both answers work it out from the log.
    expect((await t.database.pool.query(`select changes from audit.items where event_type = 'TallyLogged' and entity_id = $1`, [entry.id])).rows)
      .toEqual([{ changes: null }]);
    const detail = adminUserDetail.parse(data(await admin.client.get(`/api/admin/user/${w.id}`)));
    const logged = detail.auditEvents.find((e) => e.eventType === 'TallyLogged');
    expect(JSON.parse(logged?.auxInfo ?? '{}')).toMatchObject({ changes: { count: { from: null, to: 300 }, note: { from: null, to: 'first' } } });
  });

  test('GET /api/admin/user/{id} answers the user and the audit events in the reference shape', async () => {
    const detail = adminUserDetail.parse(data(await admin.client.get(`/api/admin/user/${u.id}`)));
    expect(detail.user).toMatchObject({ id: u.id, username: u.username, state: 'active' });
    expect(detail.auditEvents.map((e) => e.eventType)).toEqual((await history(u.id)).items.map((i) => i.type));
    expect(detail.auditEvents[0]).toMatchObject({ agentId: admin.id, patientId: u.id, goalId: null, sessionId: expect.any(String) });
    expect(JSON.parse(detail.auditEvents[0]?.auxInfo ?? '')).toMatchObject({ source: 'web', changes: { state: { from: 'suspended', to: 'active' } } });
  });

  test('no secret is stored in the audit read model: no password or token hash, link id or token, API key token', async () => {
    const secrets = (await t.database.pool.query<{ v: string }>(`
      with recursive walk(key, value) as (
        select k, v from events, jsonb_each(data) as e(k, v)
        union all
        select e.k, e.v from walk, jsonb_each(case when jsonb_typeof(walk.value) = 'object' then walk.value else '{}'::jsonb end) as e(k, v)
      )
      select distinct value #>> '{}' as v from walk
      where key ~* '(password|hash|token|requestid)' and jsonb_typeof(value) = 'string'`)).rows.map((r) => r.v);
    const cookie = u.client.sessionCookie?.split('=')[1];
    const all = [...secrets, keyToken, verifyToken, ...(cookie ? [cookie] : [])];
    expect(secrets.length).toBeGreaterThan(5);
    const stored = (await t.database.pool.query<{ row: string }>(`
      select row_to_json(x)::text as row from audit.items x union all select row_to_json(x)::text from audit.streams x
      union all select row_to_json(x)::text from audit.users x union all select row_to_json(x)::text from audit.api_keys x`)).rows.map((r) => r.row).join('\n');
    expect(stored).toContain(u.username);
    for (const secret of all) expect(stored.includes(secret), `a secret of ${secret.length} characters is stored`).toBe(false);
  });
});
