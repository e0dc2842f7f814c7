import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import type { TallyWithWorkAndTags } from '@inkpace/contracts/api/tally';
import { loadConfig } from '@inkpace/infra/config';
import { createPool } from '@inkpace/infra/db';
import { createPgEventStore, START, type RecordedEvent } from '@inkpace/infra/event-store';
import { createLogger } from '@inkpace/infra/log';
import { startApp, type RunningApp } from '@inkpace/infra/run';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { Client, data } from '../support/http.ts';

/** Two command processes (two apps: they share no memory, as two processes would) write to one project at once. */
let database: TestDatabase;
const parts: RunningApp[] = [];
const log = createLogger('silent');

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ PORT: '0', DATABASE_URL: database.url, LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '100000', API_RATE_LIMIT: '1000000' });
  for (const role of ['projector', 'command', 'command', 'query'] as const) {
    parts.push(await startApp(config, { roles: [role], log, host: '127.0.0.1' }));
  }
});
afterAll(async () => {
  for (const p of parts.reverse()) await p.close();
  await database.drop();
});

/** Every entry event in log order. */
async function entriesInLogOrder(): Promise<RecordedEvent[]> {
  const pool = createPool(database.url, 2);
  const store = createPgEventStore({ pool, log });
  try {
    return (await store.readAll(START, 100_000)).filter((e) => e.type === 'TallyLogged');
  } finally {
    await store.close();
    await pool.end();
  }
}

test('set totals sent to two command processes at once each reach the total they asked for, in log order', async () => {
  const [, first, second, query] = parts;
  if (!first?.url || !second?.url || !query?.url) throw new Error('instances did not start');
  const signUp = new Client(first.url);
  data(await signUp.post('/api/auth/signup', { username: 'twowriters', email: 'two@example.com', password: 'long enough' }));
  data(await signUp.post('/api/auth/login', { username: 'twowriters', password: 'long enough' }));
  const cookie = { cookie: signUp.sessionCookie ?? '' };
  const project = data(await signUp.post<SummarizedProject>('/api/v1/project', { title: 'Shared', phase: 'drafting' }));

  // What each entry asked for, by its client uuid: a total to reach, or a count to add.
  const asked = new Map<string, { setTotal: boolean; count: number }>();
  const sends: Array<Promise<number>> = [];
  for (let i = 0; i < 20; i++) {
    for (const [n, instance] of [first, second].entries()) {
      const setTotal = { uuid: randomUUID(), setTotal: true, count: 1000 + 37 * i + 500 * n };
      const plain = { uuid: randomUUID(), setTotal: false, count: 10 + i };
      for (const entry of n === 0 ? [setTotal, plain] : [plain, setTotal]) {
        asked.set(entry.uuid, { setTotal: entry.setTotal, count: entry.count });
        const body = { ...entry, date: '2026-01-05', workId: project.id, measure: 'word' };
        sends.push(new Client(instance.url ?? '').request('POST', '/api/v1/tally', body, cookie).then((res) => res.status));
      }
    }
  }
  expect(await Promise.all(sends)).toEqual(sends.map(() => 201));

  const reader = new Client(query.url);
  const listed = data(await reader.request<TallyWithWorkAndTags[]>('GET', `/api/v1/tally?works=${project.id}`, undefined, cookie));
  const byId = new Map(listed.map((e) => [e.id, e]));
  expect(byId.size).toBe(asked.size);
  let running = 0;
  const reached: Array<{ asked: number; reached: number }> = [];
  for (const event of await entriesInLogOrder()) {
    const entry = byId.get(Number(event.data.id));
    if (!entry) continue;
    const request = asked.get(entry.uuid);
    if (!request) throw new Error(`an entry nobody sent: ${entry.uuid}`);
    running += entry.count;
    if (request.setTotal) reached.push({ asked: request.count, reached: running });
    else expect(entry.count).toBe(request.count);
  }
  expect(reached).toHaveLength(40);
  expect(reached.filter((r) => r.asked !== r.reached)).toEqual([]);
  const totals = data(await reader.request<SummarizedProject>('GET', `/api/v1/project/${project.id}`, undefined, cookie)).totals;
  expect(totals.word).toBe(running);
});
