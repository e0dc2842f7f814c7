import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'kysely';
import { apiKey as apiKeySchema, apiKeyWithToken } from '@inkpace/contracts/api/api-key';
import { messages } from '@inkpace/contracts/messages';
import { API_KEYS_PER_WRITER } from '@inkpace/contracts/rules/limits';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser } from '@inkpace/test/accounts';
import { Client, data } from '@inkpace/test/http';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const DAY = 24 * 60 * 60 * 1000;

describe('API keys', () => {
  test('create returns the token once; list never shows it; the token works as a Bearer key', async () => {
    const u = await signUpUser(t);
    const res = await u.client.post('/api/v1/api-key', { name: 'Editor plugin', expiresAt: null });
    expect(res.status).toBe(201);
    const created = apiKeyWithToken.parse(data(res));
    expect(created).toMatchObject({ name: 'Editor plugin', expiresAt: null, lastUsed: null });
    expect(created.token).toMatch(/^ink_[A-Za-z0-9_-]{43}$/);

    const listed = data(await u.client.get<unknown[]>('/api/v1/api-key'));
    expect(listed).toHaveLength(1);
    expect(apiKeySchema.strict().parse(listed[0])).not.toHaveProperty('token');

    const bearer = new Client(t.url).withBearer(created.token);
    expect(data(await bearer.get('/api/v1/ping/api-token'))).toBe('ping');
    const legacyHeader = await new Client(t.url, { 'x-api-token': created.token }).get('/api/v1/ping/api-token');
    expect(legacyHeader.status).toBe(200);
    await expect.poll(async () => (data(await u.client.get<Array<{ lastUsed: string | null }>>('/api/v1/api-key'))[0]?.lastUsed)).not.toBeNull();
  });

  test('the token is stored only as a hash: neither the log nor the read models contain it', async () => {
    const u = await signUpUser(t);
    const { token } = data(await u.client.post<{ token: string }>('/api/v1/api-key', { name: 'secret check', expiresAt: null }));
    const hits = await sql<{ n: string }>`
      select (select count(*) from events where data::text like ${'%' + token + '%'} or metadata::text like ${'%' + token + '%'})
           + (select count(*) from accounts.api_keys where token_hash = ${token} or name = ${token}) as n`.execute(t.database.db);
    expect(Number(hits.rows[0]?.n)).toBe(0);
  });

  test('key routes need a browser session; a key cannot manage keys or read /me', async () => {
    const u = await signUpUser(t);
    const { token } = data(await u.client.post<{ token: string }>('/api/v1/api-key', { name: 'k', expiresAt: null }));
    const bearer = new Client(t.url).withBearer(token);
    expect((await bearer.get('/api/v1/api-key')).status).toBe(401);
    expect((await bearer.post('/api/v1/api-key', { name: 'escalate', expiresAt: null })).status).toBe(401);
    expect((await bearer.get('/api/v1/me')).status).toBe(401);
    expect((await new Client(t.url).withBearer('ink_made-up').get('/api/v1/ping/api-token')).status).toBe(401);
    expect((await new Client(t.url).get('/api/v1/ping/api-token')).status).toBe(401);
  });

  test('expired keys stop working and sort after live ones; newest first within each', async () => {
    const u = await signUpUser(t);
    const soon = new Date(t.clock.now().getTime() + DAY).toISOString();
    const later = new Date(t.clock.now().getTime() + 30 * DAY).toISOString();
    const short = data(await u.client.post<{ token: string; id: number }>('/api/v1/api-key', { name: 'short', expiresAt: soon }));
    const long = data(await u.client.post<{ id: number }>('/api/v1/api-key', { name: 'long', expiresAt: later }));
    const forever = data(await u.client.post<{ id: number }>('/api/v1/api-key', { name: 'forever', expiresAt: null }));
    t.clock.advance(2 * DAY);
    try {
      expect((await new Client(t.url).withBearer(short.token).get('/api/v1/ping/api-token')).status).toBe(401);
      const order = data(await u.client.get<Array<{ id: number }>>('/api/v1/api-key')).map((k) => k.id);
      expect(order).toEqual([forever.id, long.id, short.id]);
    } finally {
      t.clock.set(new Date());
    }
  });

  test('an expiry in the past is refused with the spec message', async () => {
    const u = await signUpUser(t);
    const res = await u.client.post('/api/v1/api-key', { name: 'old', expiresAt: '2020-01-01T00:00:00Z' });
    expect(res.body).toEqual({ success: false, error: { code: 'VALIDATION_FAILED', message: messages.validation.apiKeyExpiryPast } });
    const blank = await u.client.post('/api/v1/api-key', { name: ' ', expiresAt: null });
    expect(blank.body).toEqual({ success: false, error: { code: 'VALIDATION_FAILED', message: messages.validation.apiKeyName } });
  });

  test('deleting revokes the key; another user deleting it gets 404 and changes nothing', async () => {
    const owner = await signUpUser(t);
    const intruder = await signUpUser(t);
    const key = data(await owner.client.post<{ id: number; token: string }>('/api/v1/api-key', { name: 'mine', expiresAt: null }));
    const stolen = await intruder.client.delete(`/api/v1/api-key/${key.id}`);
    expect(stolen.status).toBe(404);
    expect((await new Client(t.url).withBearer(key.token).get('/api/v1/ping/api-token')).status).toBe(200);
    const removed = await owner.client.delete(`/api/v1/api-key/${key.id}`);
    expect(data(removed)).toMatchObject({ id: key.id, name: 'mine' });
    expect((await new Client(t.url).withBearer(key.token).get('/api/v1/ping/api-token')).status).toBe(401);
    expect(data(await owner.client.get<unknown[]>('/api/v1/api-key'))).toHaveLength(0);
    expect((await owner.client.delete(`/api/v1/api-key/${key.id}`)).status).toBe(404);
  });

  test(`a writer holds at most API_KEYS_PER_WRITER keys, also when asking for many at once; deleting one frees a place`, async () => {
    const u = await signUpUser(t);
    const ask = (i: number) => u.client.post<{ id: number }>('/api/v1/api-key', { name: `script ${i}`, expiresAt: null });
    const answers = await Promise.all(Array.from({ length: API_KEYS_PER_WRITER + 5 }, (_, i) => ask(i)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(API_KEYS_PER_WRITER);
    for (const refused of answers.filter((r) => r.status !== 201)) {
      expect(refused.body).toEqual({ success: false, error: { code: 'CONFLICT', message: messages.errors.apiKeyLimit } });
    }
    const keys = data(await u.client.get<Array<{ id: number }>>('/api/v1/api-key'));
    expect(keys).toHaveLength(API_KEYS_PER_WRITER);
    expect((await ask(99)).status).toBe(409);
    // Another writer is not affected, and a deleted key no longer counts.
    expect((await (await signUpUser(t)).client.post('/api/v1/api-key', { name: 'mine', expiresAt: null })).status).toBe(201);
    expect((await u.client.delete(`/api/v1/api-key/${keys[0]?.id}`)).status).toBe(200);
    expect((await ask(100)).status).toBe(201);
    expect((await ask(101)).status).toBe(409);
  });
});
