import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { historyPage } from '@inkpace/contracts/api/admin';
import { tally as tallySchema, tallyWithWorkAndTags } from '@inkpace/contracts/api/tally';
import { makeAdmin, signUpUser } from '@inkpace/test/accounts';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { Client, data } from '@inkpace/test/http';
import { projectionCaughtUp } from '@inkpace/test/projections';

/** Where an entry came from: recorded on it, kept for the export and the admin history, never in the API's answers. */

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

test("a session's entries are typed in (manual), an API key's are 'api'; the admin history says so; answers keep the reference shape", async () => {
  const admin = await signUpUser(t);
  await makeAdmin(t, admin.username, admin.client);
  const u = await signUpUser(t);
  const project = data(await u.client.post<{ id: number }>('/api/v1/project', { title: 'Novel', phase: 'drafting' }));
  const entry = (count: number) => ({ date: '2026-03-01', workId: project.id, measure: 'word', count, note: '', tags: [], setTotal: false });

  const typed = await u.client.post('/api/v1/tally', entry(100));
  const key = data(await u.client.post<{ token: string }>('/api/v1/api-key', { name: 'Scrivener sync', expiresAt: null }));
  const viaKey = new Client(t.url).withBearer(key.token);
  const called = await viaKey.post('/api/v1/tally', entry(200));
  const batch = await viaKey.post<unknown[]>('/api/v1/tally/batch', [entry(300)]);
  // Wire compatibility: no `source` (or anything else) beyond the reference's fields.
  const [one, two] = [tallyWithWorkAndTags.strict().parse(data(typed)), tallyWithWorkAndTags.strict().parse(data(called))];
  const three = tallySchema.strict().parse(data(batch)[0]);

  const stored = await sql<{ id: number; source: string }>`select id, source from progress.tallies where owner_id = ${u.id} order by id`.execute(t.database.db);
  expect(stored.rows).toEqual([{ id: one.id, source: 'manual' }, { id: two.id, source: 'api' }, { id: three.id, source: 'api' }]);

  await projectionCaughtUp(t, 'audit');
  const history = historyPage.parse(data(await admin.client.get(`/api/admin/user/${u.id}/history?types=TallyLogged`)));
  const sourceOf = new Map(history.items.map((i) => [i.entityId, i.changes.source]));
  expect(sourceOf.get(one.id)).toEqual({ from: null, to: 'manual' });
  expect(sourceOf.get(two.id)).toEqual({ from: null, to: 'api' });
  expect(sourceOf.get(three.id)).toEqual({ from: null, to: 'api' });
});
