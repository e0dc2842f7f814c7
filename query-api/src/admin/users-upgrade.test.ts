import { afterAll, beforeAll, expect, test } from 'vitest';
import { adminUserList } from '@inkpace/contracts/api/admin';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { makeAdmin, signUpUser } from '@inkpace/test/accounts';
import { data } from '@inkpace/test/http';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

test('just after an upgrade, before the accounts rebuild swaps in, the search still answers from the old table', async () => {
  const admin = await signUpUser(t);
  await makeAdmin(t, admin.username, admin.client);
  const writer = await signUpUser(t, { login: false });
  // The live table as accounts v2 left it: no search column (its index goes with it).
  await t.database.pool.query('alter table accounts.users drop column search_text');

  const res = adminUserList.parse(data(await admin.client.get(`/api/admin/user?search=${writer.username.toUpperCase()}`)));
  expect(res).toMatchObject({ total: 1, users: [{ id: writer.id, username: writer.username }] });
  expect(adminUserList.parse(data(await admin.client.get('/api/admin/user?search=nobody-at-all'))).total).toBe(0);
});
