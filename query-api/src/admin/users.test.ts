import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminUserList, type AdminUserList } from '@inkpace/contracts/api/admin';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { makeAdmin, signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { Client, data, errorOf } from '@inkpace/test/http';

let t: TestApp;
let admin: SignedUp;
const tag = `Qz${Math.floor(Math.random() * 1e6)}`;
const found: SignedUp[] = [];
beforeAll(async () => {
  t = await startTestApp();
  admin = await signUpUser(t);
  await makeAdmin(t, admin.username, admin.client);
  for (const name of ['one', 'two', 'three']) {
    t.clock.set(new Date(t.clock.now().getTime() + 60_000));
    found.push(await signUpUser(t, { username: `m${tag}${name}`, login: false }));
  }
});
afterAll(async () => { await t?.close(); });

const list = async (query: string): Promise<AdminUserList> => adminUserList.parse(data(await admin.client.get(`/api/admin/user${query}`)));

describe('GET /api/admin/user', () => {
  test('a case-insensitive substring of the username finds the users, newest first, with the total', async () => {
    const res = await list(`?search=${tag.toUpperCase()}`);
    expect(res.total).toBe(3);
    expect(res.users.map((u) => u.username)).toEqual([...found].reverse().map((u) => u.username));
    expect(res.users[0]).toMatchObject({ id: found[2]?.id, uuid: found[2]?.uuid, state: 'active', isEmailVerified: false, email: found[2]?.email });
    expect(res.users[0]).not.toHaveProperty('userSettings');
  });

  test('email, the exact id, skip and take page through the matches', async () => {
    expect((await list(`?search=${encodeURIComponent(`${tag.toLowerCase()}two@EXAMPLE`)}`)).users.map((u) => u.id)).toEqual([found[1]?.id]);
    expect((await list(`?search=${found[0]?.id}`)).users.map((u) => u.id)).toContain(found[0]?.id);
    const page = await list(`?search=${tag}&skip=1&take=1`);
    expect(page).toMatchObject({ total: 3, users: [{ id: found[1]?.id }] });
    // A page past the end still says how many match.
    expect(await list(`?search=${tag}&skip=5&take=1`)).toEqual({ total: 3, users: [] });
    expect(await list(`?search=nobody-${tag}`)).toEqual({ total: 0, users: [] });
    const whole = await list(`?search=${tag}`);
    expect(whole.total).toBe(3);
    expect(Object.keys(whole.users[0] ?? {})).not.toContain('matches');
  });

  test('LIKE wildcards in a search are literal characters', async () => {
    expect(await list('?search=%25')).toEqual({ users: [], total: 0 });
    expect(await list('?search=_')).toEqual({ users: [], total: 0 });
  });

  test('without a search, every user is listed, 50 at most by default', async () => {
    const res = await list('');
    expect(res.total).toBeGreaterThanOrEqual(4);
    expect(res.users[0]?.id).toBe(found[2]?.id);
  });

  test.each([['take=0'], ['take=251'], ['take=1.5'], ['skip=-1'], ['skip=1000001'], ['take=1e2'], [`search=${'x'.repeat(101)}`]])('%s is refused with 400', async (q) => {
    const res = await admin.client.get(`/api/admin/user?${q}`);
    expect(res.status).toBe(400);
    expect(errorOf(res)?.code).toBe('VALIDATION_FAILED');
  });

  test('a display name is found as it is now, letters beyond ASCII in any case', async () => {
    const writer = await signUpUser(t);
    const before = `Écrivaine ${tag}`;
    data(await writer.client.patch('/api/v1/me', { displayName: before }));
    expect((await list(`?search=${encodeURIComponent(`éCRIVAINE ${tag.toLowerCase()}`)}`)).users.map((u) => u.id)).toEqual([writer.id]);
    data(await writer.client.patch('/api/v1/me', { displayName: `Ørsted ${tag}` }));
    expect(await list(`?search=${encodeURIComponent(before)}`)).toEqual({ users: [], total: 0 });
    expect((await list(`?search=${encodeURIComponent(`øRSTED ${tag}`)}`)).users.map((u) => u.id)).toEqual([writer.id]);
  });

  test('the search can use the trigram index', async () => {
    const client = await t.database.pool.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      const plan = (await client.query<{ 'QUERY PLAN': string }>(
        `explain select id from accounts.users where search_text like lower('%abc%')`)).rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/users_search_trgm/);
      await client.query('rollback');
    } finally {
      client.release();
    }
  });

  test('anonymous callers get 401, non-admins 403', async () => {
    const other = await signUpUser(t);
    expect((await new Client(t.url).get('/api/admin/user')).status).toBe(401);
    expect((await other.client.get('/api/admin/user')).status).toBe(403);
  });
});
