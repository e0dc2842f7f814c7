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

/** A writer signed up through `instance`, with a fresh project, and the cookie their requests carry. */
async function writerWithProject(instance: RunningApp, username: string) {
  const signUp = new Client(instance.url ?? '');
  data(await signUp.post('/api/auth/signup', { username, email: `${username}@example.com`, password: 'long enough' }));
  data(await signUp.post('/api/auth/login', { username, password: 'long enough' }));
  const cookie = { cookie: signUp.sessionCookie ?? '' };
  const project = data(await signUp.post<SummarizedProject>('/api/v1/project', { title: 'Shared', phase: 'drafting' }));
  return { cookie, project };
}

/**
 * Walks the project's entries in log order, keeping the running total: each set total must have reached the total
 * it asked for, each other entry added what it asked. Returns how many set totals were stored, and the final total.
 */
async function checkInLogOrder(
  query: RunningApp, cookie: { cookie: string }, projectId: number, asked: ReadonlyMap<string, { setTotal: boolean; count: number }>,
): Promise<{ setTotals: number; running: number }> {
  const reader = new Client(query.url ?? '');
  const listed = data(await reader.request<TallyWithWorkAndTags[]>('GET', `/api/v1/tally?works=${projectId}`, undefined, cookie));
  const byId = new Map(listed.map((e) => [e.id, e]));
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
  expect(reached.filter((r) => r.asked !== r.reached)).toEqual([]);
  const totals = data(await reader.request<SummarizedProject>('GET', `/api/v1/project/${projectId}`, undefined, cookie)).totals;
  expect(totals.word ?? 0).toBe(running);
  return { setTotals: reached.length, running };
}

test('set totals sent to two command processes at once each reach the total they asked for, in log order', async () => {
  const [, first, second, query] = parts;
  if (!first?.url || !second?.url || !query?.url) throw new Error('instances did not start');
  const { cookie, project } = await writerWithProject(first, 'twowriters');

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
  const { setTotals } = await checkInLogOrder(query, cookie, project.id, asked);
  expect(setTotals).toBe(40);
});

/**
 * Deleting and restoring a project leave its entries, daily stats and totals as they are (reads join the project's
 * state), so they cannot make a set total's total stale and take no project lock: a set total racing them either
 * finds the project live and reaches its total, or answers 404 and stores nothing.
 */
test('set totals racing deletes and restores of their project reach the total they asked for, or are refused', async () => {
  const [, first, second, query] = parts;
  if (!first?.url || !second?.url || !query?.url) throw new Error('instances did not start');
  const { cookie, project } = await writerWithProject(second, 'deleterestore');
  const asked = new Map<string, { setTotal: boolean; count: number }>();
  const statuses: Array<Promise<number>> = [];
  for (let i = 0; i < 12; i++) {
    const [writer, other] = i % 2 === 0 ? [first, second] : [second, first];
    for (const entry of [{ uuid: randomUUID(), setTotal: true, count: 2000 + 41 * i }, { uuid: randomUUID(), setTotal: false, count: 5 + i }]) {
      asked.set(entry.uuid, entry);
      const body = { ...entry, date: '2026-01-06', workId: project.id, measure: 'word' };
      statuses.push(new Client(writer.url ?? '').request('POST', '/api/v1/tally', body, cookie).then((res) => res.status));
    }
    // One of the two applies (the project is live or deleted), the other answers 404.
    const lifecycle = new Client(other.url ?? '');
    statuses.push(lifecycle.request('DELETE', `/api/v1/project/${project.id}`, undefined, cookie).then((res) => res.status));
    statuses.push(lifecycle.request('POST', `/api/v1/project/${project.id}/restore`, undefined, cookie).then((res) => res.status));
  }
  const answered = await Promise.all(statuses);
  // On a loaded machine a write may also be stored before the read models show it (202), or a set total refused
  // because the totals could not catch up in time (503, nothing stored): neither breaks what is checked below.
  expect(answered.filter((s) => ![200, 201, 202, 404, 503].includes(s))).toEqual([]);
  expect(answered).toContain(200); // the project did change state while the entries were written
  // Live at the end, so its entries are listed.
  const restored = await new Client(first.url).request('POST', `/api/v1/project/${project.id}/restore`, undefined, cookie);
  expect([200, 404]).toContain(restored.status);
  const { setTotals } = await checkInLogOrder(query, cookie, project.id, asked);
  expect(setTotals).toBeGreaterThan(0);
});
