import { afterAll, beforeAll, expect, test } from 'vitest';
import { createPgEventStore } from '@inkpace/infra/event-store';
import { createLogger } from '@inkpace/infra/log';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser } from '@inkpace/test/accounts';
import { flatPng } from '@inkpace/test/hostile-images';
import { data } from '@inkpace/test/http';
import { projections } from '../projections.ts';
import { rebuildProjections } from '../runtime/index.ts';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

async function dump(): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of ['users', 'sessions', 'api_keys', 'link_tokens']) {
    const rows = await t.database.pool.query(`select * from accounts.${table} order by 1`);
    out[table] = rows.rows;
  }
  return out;
}

test('rebuilding the accounts read models from the log yields exactly the live rows', async () => {
  const a = await signUpUser(t, { verify: true });
  const b = await signUpUser(t);
  data(await a.client.patch('/api/v1/me', { displayName: 'Renamed', email: 'new-a@example.com' }));
  data(await b.client.post('/api/auth/password', { currentPassword: b.password, newPassword: 'changed password' }));
  const key = data(await a.client.post<{ id: number }>('/api/v1/api-key', { name: 'kept', expiresAt: null }));
  const gone = data(await a.client.post<{ id: number }>('/api/v1/api-key', { name: 'gone', expiresAt: null }));
  data(await a.client.delete(`/api/v1/api-key/${gone.id}`));
  // Avatars: one set, one set and removed.
  data(await a.client.upload('/api/v1/me/avatar', 'avatar', flatPng(16, 16), 'a.png', 'image/png'));
  data(await b.client.upload('/api/v1/me/avatar', 'avatar', flatPng(16, 16), 'b.png', 'image/png'));
  data(await b.client.delete('/api/v1/me/avatar'));
  data(await b.client.post('/api/auth/logout'));
  await signUpUser(t).then((c) => c.client.delete('/api/v1/me'));

  const live = await dump();
  expect(live.users?.length).toBe(3);
  expect(live.users?.filter((u) => (u as { avatar: string | null }).avatar !== null)).toHaveLength(1);
  expect(live.api_keys?.length).toBe(2);
  expect(key.id).toBeGreaterThan(0);

  const store = createPgEventStore({ pool: t.database.pool });
  try {
    await rebuildProjections({ pool: t.database.pool, store, projections, log: createLogger('silent'), names: ['accounts'] });
  } finally {
    await store.close();
  }
  expect(await dump()).toEqual(live);
  // The live projector keeps working on the swapped-in tables.
  const c = await signUpUser(t);
  expect(data(await c.client.get('/api/v1/me'))).toMatchObject({ uuid: c.uuid });
});
