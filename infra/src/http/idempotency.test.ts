import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import { messages } from '@inkpace/contracts/messages';
import { IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_TTL_HOURS } from '@inkpace/contracts/rules/import/limits';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { createTestDatabase } from '@inkpace/test/db';
import { flatPng } from '@inkpace/test/hostile-images';
import { Client, data, errorOf, type ApiResponse } from '@inkpace/test/http';
import { WAIT_FOR_FIRST_MS } from './idempotency.ts';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

let keys = 0;
const newKey = () => `key-${Date.now()}-${(keys += 1)}`;
const keyed = (key: string) => ({ 'idempotency-key': key });

async function newProject(u: SignedUp): Promise<SummarizedProject> {
  return data(await u.client.post<SummarizedProject>('/api/v1/project', { title: 'Novel', phase: 'drafting' }));
}

const entry = (workId: number, count = 500) => ({ date: '2024-03-01', workId, measure: 'word', count });
const logEntry = (client: Client, key: string, body: unknown) => client.request('POST', '/api/v1/tally', body, keyed(key));
const entryCount = async (u: SignedUp) => data(await u.client.get<unknown[]>('/api/v1/tally')).length;
const replayed = (res: ApiResponse) => res.headers.get('idempotent-replayed');
/** Marks a kept key as still running (as if its first request were running on another instance), or done again. */
const markKey = (u: SignedUp, key: string, state: 'running' | 'done') =>
  t.database.pool.query('update idempotency_keys set state = $3 where caller_id = $1 and key = $2', [u.id, key, state]);
const streamEvents = async (stream: string) =>
  Number((await t.database.pool.query<{ n: string }>('select count(*) as n from events where stream_id = $1', [stream])).rows[0]?.n);

describe('Idempotency-Key on write routes', () => {
  test('the same key twice writes one entry and answers the first answer again, marked as replayed', async () => {
    const u = await signUpUser(t);
    const p = await newProject(u);
    const key = newKey();
    const first = await logEntry(u.client, key, entry(p.id));
    expect(first.status).toBe(201);
    expect(replayed(first)).toBeNull();
    const again = await logEntry(u.client, key, entry(p.id));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(replayed(again)).toBe('true');
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(await entryCount(u)).toBe(1);
  });

  test('the same key with a different body answers 422 and writes nothing', async () => {
    const u = await signUpUser(t);
    const p = await newProject(u);
    const key = newKey();
    expect((await logEntry(u.client, key, entry(p.id, 500))).status).toBe(201);
    const other = await logEntry(u.client, key, entry(p.id, 600));
    expect(errorOf(other)).toEqual({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED', message: messages.errors.idempotencyKeyReused });
    // Another path with the key is another request too.
    const tag = await u.client.request('POST', '/api/v1/tag', { name: 'Draft' }, keyed(key));
    expect(errorOf(tag)).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await entryCount(u)).toBe(1);
    expect(data(await u.client.get<unknown[]>('/api/v1/tag'))).toEqual([]);
  });

  test("another writer's use of the same key is independent", async () => {
    const [a, b] = [await signUpUser(t), await signUpUser(t)];
    const [pa, pb] = [await newProject(a), await newProject(b)];
    const key = newKey();
    expect((await logEntry(a.client, key, entry(pa.id))).status).toBe(201);
    const theirs = await logEntry(b.client, key, entry(pb.id, 900));
    expect(theirs.status).toBe(201);
    expect(replayed(theirs)).toBeNull();
    expect([await entryCount(a), await entryCount(b)]).toEqual([1, 1]);
  });

  test('five requests at once with one key write one entry and get five equal answers', async () => {
    const u = await signUpUser(t);
    const p = await newProject(u);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => logEntry(u.client, key, entry(p.id))));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    for (const a of answers) expect(a.body).toEqual(answers[0]?.body);
    expect(answers.filter((a) => replayed(a) === 'true')).toHaveLength(4);
    expect(await entryCount(u)).toBe(1);
  });

  test('a 4xx answer is kept: the repeat gets it again even once the request would succeed', async () => {
    const u = await signUpUser(t);
    const existing = data(await u.client.post<{ id: number }>('/api/v1/tag', { name: 'Plotting' }));
    const key = newKey();
    const first = await u.client.request('POST', '/api/v1/tag', { name: 'plotting' }, keyed(key));
    expect(errorOf(first)).toMatchObject({ status: 400, code: 'TAG_EXISTS' });
    data(await u.client.delete(`/api/v1/tag/${existing.id}`));
    const again = await u.client.request('POST', '/api/v1/tag', { name: 'plotting' }, keyed(key));
    expect(again.status).toBe(400);
    expect(again.body).toEqual(first.body);
    expect(replayed(again)).toBe('true');
    expect(data(await u.client.get<unknown[]>('/api/v1/tag'))).toEqual([]);
  });

  test('an API key and a session of the same writer share keys', async () => {
    const u = await signUpUser(t);
    const p = await newProject(u);
    const { token } = data(await u.client.post<{ token: string }>('/api/v1/api-key', { name: 'sync', expiresAt: null }));
    const key = newKey();
    const bySession = await logEntry(u.client, key, entry(p.id));
    const byKey = await logEntry(new Client(t.url).withBearer(token), key, entry(p.id));
    expect(byKey.status).toBe(201);
    expect(byKey.body).toEqual(bySession.body);
    expect(replayed(byKey)).toBe('true');
    expect(await entryCount(u)).toBe(1);
  });

  test('a multipart upload with a key twice stores one cover (each send has its own boundary); another file is a 422', async () => {
    const u = await signUpUser(t);
    const p = await newProject(u);
    const path = `/api/v1/project/${p.id}/cover`;
    const form = (png: Buffer) => {
      const f = new FormData();
      f.append('cover', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
      return f;
    };
    const key = newKey();
    const before = await streamEvents(`project-${p.uuid}`);
    const first = await u.client.request<SummarizedProject>('POST', path, form(flatPng(40, 60)), keyed(key));
    const again = await u.client.request<SummarizedProject>('POST', path, form(flatPng(40, 60)), keyed(key));
    expect(data(first).cover).toMatch(/\.webp$/);
    expect(again.body).toEqual(first.body);
    expect(replayed(again)).toBe('true');
    expect(await streamEvents(`project-${p.uuid}`)).toBe(before + 1);
    const other = await u.client.request('POST', path, form(flatPng(60, 40)), keyed(key));
    expect(errorOf(other)).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await streamEvents(`project-${p.uuid}`)).toBe(before + 1);
  });

  test('a malformed key answers 400 and writes nothing', async () => {
    const u = await signUpUser(t);
    const p = await newProject(u);
    for (const bad of ['two words', 'k'.repeat(IDEMPOTENCY_KEY_MAX + 1), 'tab\tkey']) {
      const res = await logEntry(u.client, bad, entry(p.id));
      expect(errorOf(res)).toEqual({ status: 400, code: 'VALIDATION_FAILED', message: messages.errors.idempotencyKeyInvalid });
    }
    expect(await entryCount(u)).toBe(0);
  });

  test('a repeat while the first still runs waits for its answer, and answers 409 if it does not come in time', async () => {
    const u = await signUpUser(t);
    const p = await newProject(u);
    const key = newKey();
    const first = await logEntry(u.client, key, entry(p.id));
    await markKey(u, key, 'running');
    const started = Date.now();
    const waiting = logEntry(u.client, key, entry(p.id));
    await new Promise((r) => setTimeout(r, 500));
    await markKey(u, key, 'done');
    const again = await waiting;
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(again.body).toEqual(first.body);
    expect(replayed(again)).toBe('true');

    await markKey(u, key, 'running');
    const lateStarted = Date.now();
    const late = await logEntry(u.client, key, entry(p.id));
    expect(Date.now() - lateStarted).toBeGreaterThanOrEqual(WAIT_FOR_FIRST_MS);
    expect(errorOf(late)).toEqual({ status: 409, code: 'CONFLICT', message: messages.errors.idempotencyKeyInProgress });
    expect(await entryCount(u)).toBe(1);
  });

  test('public routes ignore the header: a login is never replayed', async () => {
    const u = await signUpUser(t, { login: false });
    const key = newKey();
    const login = () => new Client(t.url).request('POST', '/api/auth/login', { username: u.username, password: u.password }, keyed(key));
    const [first, second] = [await login(), await login()];
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(replayed(second)).toBeNull();
    expect(second.headers.get('set-cookie')).not.toEqual(first.headers.get('set-cookie'));
  });

  test("a new API key's answer holds its token, which is never stored: the header is ignored there", async () => {
    const u = await signUpUser(t);
    const key = newKey();
    const create = () => u.client.request<{ token: string }>('POST', '/api/v1/api-key', { name: 'sync', expiresAt: null }, keyed(key));
    const [first, second] = [await create(), await create()];
    expect(data(first).token).not.toEqual(data(second).token);
    expect(replayed(second)).toBeNull();
    const stored = await t.database.pool.query('select 1 from idempotency_keys where caller_id = $1', [u.id]);
    expect(stored.rowCount).toBe(0);
  });

  // Last: it moves the app's clock a day on.
  test('a key is forgotten after IDEMPOTENCY_KEY_TTL_HOURS: it may then name a new request', async () => {
    const u = await signUpUser(t);
    const p = await newProject(u);
    const key = newKey();
    expect((await logEntry(u.client, key, entry(p.id, 500))).status).toBe(201);
    t.clock.advance(IDEMPOTENCY_KEY_TTL_HOURS * 60 * 60 * 1000);
    const later = await logEntry(u.client, key, entry(p.id, 600));
    expect(later.status).toBe(201);
    expect(replayed(later)).toBeNull();
    expect(await entryCount(u)).toBe(2);
  });
});

describe('Idempotency-Key across restarts', () => {
  test('a key used before a restart still answers after it, and nothing is written twice', async () => {
    const database = await createTestDatabase();
    let app = await startTestApp({ database });
    try {
      const u = await signUpUser(app);
      const p = await newProject(u);
      const key = newKey();
      const first = await logEntry(u.client, key, entry(p.id));
      expect(first.status).toBe(201);
      await app.close();
      app = await startTestApp({ database });
      const client = new Client(app.url, { cookie: u.client.sessionCookie ?? '' });
      const again = await logEntry(client, key, entry(p.id));
      expect(again.body).toEqual(first.body);
      expect(replayed(again)).toBe('true');
      expect(data(await client.get<unknown[]>('/api/v1/tally'))).toHaveLength(1);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
