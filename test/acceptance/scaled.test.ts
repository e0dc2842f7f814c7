import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadConfig } from '@inkpace/infra/config';
import { createLogger } from '@inkpace/infra/log';
import { startApp, type RunningApp } from '@inkpace/infra/run';
import { createTestDatabase, redisUrl, type TestDatabase } from '../support/db.ts';
import { Client, data } from '../support/http.ts';

/** The scaled mode: command API, query API, projector and workers as separate instances on one database. */
let database: TestDatabase;
const parts: RunningApp[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = (port: number) => loadConfig({ PORT: String(port), DATABASE_URL: database.url, REDIS_URL: redisUrl(), LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '100000', API_RATE_LIMIT: '1000000' });
  const log = createLogger('silent');
  for (const role of ['projector', 'workers', 'command', 'query'] as const) {
    parts.push(await startApp(config(0), { roles: [role], log, host: '127.0.0.1' }));
  }
});
afterAll(async () => {
  for (const p of parts.reverse()) await p.close();
  await database.drop();
});

test('a write on the command instance is readable on the query instance as soon as it is acknowledged', async () => {
  const [, , command, query] = parts;
  if (!command?.url || !query?.url) throw new Error('instances did not start');
  const writer = new Client(command.url);
  data(await writer.post('/api/auth/signup', { username: 'scaled', email: 'scaled@example.com', password: 'long enough' }));
  data(await writer.post('/api/auth/login', { username: 'scaled', password: 'long enough' }));
  const reader = new Client(query.url);
  const me = await reader.request('GET', '/api/v1/me', undefined, { cookie: writer.sessionCookie ?? '' });
  expect(data(me)).toMatchObject({ username: 'scaled' });
  // Each instance serves only its side.
  expect((await reader.post('/api/auth/login', { username: 'scaled', password: 'long enough' })).status).toBe(404);
  expect((await writer.get('/api/v1/ping')).status).toBe(404);
});

test('a key deleted on the command instance stops working on the query instance at once, despite its cache', async () => {
  const [, , command, query] = parts;
  if (!command?.url || !query?.url) throw new Error('instances did not start');
  const owner = new Client(command.url);
  data(await owner.post('/api/auth/signup', { username: 'revoker', email: 'revoker@example.com', password: 'long enough' }));
  data(await owner.post('/api/auth/login', { username: 'revoker', password: 'long enough' }));
  const key = data(await owner.post<{ id: number; token: string }>('/api/v1/api-key', { name: 'cached', expiresAt: null }));
  const bearer = new Client(query.url).withBearer(key.token);
  expect((await bearer.get('/api/v1/ping/api-token')).status).toBe(200);
  expect((await bearer.get('/api/v1/ping/api-token')).status).toBe(200); // now served from the cache
  data(await owner.delete(`/api/v1/api-key/${key.id}`));
  const started = Date.now();
  await expect.poll(async () => (await bearer.get('/api/v1/ping/api-token')).status, { timeout: 2000, interval: 20 }).toBe(401);
  expect(Date.now() - started).toBeLessThan(2000); // the cache's own limit is 5 s: the notification did it
});
