import { afterAll, beforeAll, expect, test } from 'vitest';
import { adminRoutes } from '@inkpace/contracts/api/admin';
import { adminProjectionRoutes } from '@inkpace/contracts/api/admin-projections';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { makeAdmin, signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { Client, data } from '@inkpace/test/http';

/** Every route of the admin table, so a route added later is covered without touching this file. */
let t: TestApp;
let admin: SignedUp;
let user: SignedUp;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signUpUser(t);
  user = await signUpUser(t);
  await makeAdmin(t, admin.username, admin.client);
});
afterAll(async () => { await t?.close(); });

const bodies: Record<string, unknown> = { PATCH: { state: 'suspended', reason: 'probe' }, POST: { reason: 'probe' } };

test('anonymous callers get 401, non-admins 403 and API keys (even an admin\'s) 401 on every admin route, and nothing changes', async () => {
  const key = data(await admin.client.post<{ token: string }>('/api/v1/api-key', { name: 'not for admin', expiresAt: null }));
  const log = async () => (await t.database.pool.query<{ n: string }>('select count(*) as n from events')).rows[0]?.n;
  const before = await log();
  const callers = [
    { who: 'anonymous', client: new Client(t.url), status: 401, code: 'NOT_LOGGED_IN' },
    { who: 'non-admin', client: user.client, status: 403, code: 'FORBIDDEN' },
    { who: 'API key', client: new Client(t.url).withBearer(key.token), status: 401, code: 'NOT_LOGGED_IN' },
  ];
  const routes = [...Object.values(adminRoutes), ...Object.values(adminProjectionRoutes)];
  expect(routes.length).toBeGreaterThanOrEqual(7);
  for (const { who, client, status, code } of callers) {
    for (const r of routes) {
      const path = r.path.replace(':id', String(user.id));
      const res = await client.request(r.method, path, bodies[r.method]);
      expect({ who, route: `${r.method} ${path}`, status: res.status, body: res.body })
        .toEqual({ who, route: `${r.method} ${path}`, status, body: { success: false, error: { code, message: expect.any(String) } } });
    }
  }
  expect(await log()).toBe(before);
  // Nor was a rebuild requested.
  expect((await t.database.pool.query('select name from projection_rebuilds')).rows).toEqual([]);
  // The user is untouched: still active, and their session still works.
  expect((await user.client.get('/api/v1/me')).status).toBe(200);
});
