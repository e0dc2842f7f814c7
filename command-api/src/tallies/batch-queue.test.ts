import { afterAll, beforeAll, expect, test } from 'vitest';
import { sql } from 'kysely';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import { messages } from '@inkpace/contracts/messages';
import { ENTRIES_PER_WRITER_LIMIT } from '@inkpace/contracts/rules/history-bounds';
import { BIG_BATCH_FROM, BIG_BATCH_RETRY_AFTER_S, BIG_BATCHES_WAITING_PER_WRITER } from '@inkpace/contracts/rules/limits';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { seedHistory } from '@inkpace/test/history';
import { data, errorOf, type ApiResponse } from '@inkpace/test/http';

/**
 * One writer's big batches are saved one after the other, in every instance (issue 27: four loops of 2,000-entry
 * batches from one writer slowed everyone else's requests 27–35×); too many waiting answer 429, and other writers'
 * entries go straight through meanwhile.
 */
let t: TestApp;
/** A second command-API process of the same installation (same database). */
let second: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  second = await startTestApp({ database: t.database, roles: ['command'] });
}, 60_000);
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const newProject = async (u: SignedUp) => data(await u.client.post<SummarizedProject>('/api/v1/project', { title: 'Saga', phase: 'drafting' }));
const batchOf = (n: number, projectId: number, date = '2026-02-01') => Array.from({ length: n }, () => ({ date, workId: projectId, measure: 'word', count: 10 }));

/** A POST sent to `url` as `u` (their session), for instances other than the one their client talks to. */
async function postTo(url: string, u: SignedUp, path: string, body: unknown): Promise<ApiResponse & { retryAfter: string | null }> {
  const res = await fetch(`${url}${path}`, {
    method: 'POST', headers: { cookie: u.client.sessionCookie ?? '', 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() as ApiResponse['body'], headers: res.headers, retryAfter: res.headers.get('retry-after') };
}

const liveEntries = async (ownerId: number) => Number((await sql<{ n: string }>`
  select count(*)::text as n from progress.tallies where owner_id = ${ownerId} and state = 'active'`.execute(t.database.db)).rows[0]?.n);

test("two big batches of one writer sent to two instances at once are saved one after the other: the second sees the first's entries", async () => {
  const u = await signUpUser(t);
  const p = await newProject(u);
  // Room for one batch, not two: only a second batch decided after the first is applied can tell.
  const room = BIG_BATCH_FROM + BIG_BATCH_FROM / 2;
  await seedHistory(t, u.id, p.id, ENTRIES_PER_WRITER_LIMIT - room);
  const answers = await Promise.all([t.url, second.url].map((url) => postTo(url, u, '/api/v1/tally/batch', batchOf(BIG_BATCH_FROM, p.id))));
  expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
  expect(answers.map(errorOf).find((e) => e !== null)).toMatchObject({ message: messages.validation.entriesPerWriter });
  expect(await liveEntries(u.id)).toBe(ENTRIES_PER_WRITER_LIMIT - room + BIG_BATCH_FROM);
}, 90_000);

test('a writer with too many big batches waiting gets 429 with Retry-After; another writer logs meanwhile', async () => {
  const importer = await signUpUser(t);
  const p = await newProject(importer);
  const other = await signUpUser(t);
  const q = await newProject(other);
  const sent = BIG_BATCHES_WAITING_PER_WRITER + 2; // one saved, those allowed to wait, one too many
  const size = 1_000;
  const batches = Array.from({ length: sent }, (_, i) => postTo(t.url, importer, '/api/v1/tally/batch', batchOf(size, p.id, `2026-02-0${i + 1}`)));
  const first = await Promise.race([
    other.client.post('/api/v1/tally', { date: '2026-02-01', workId: q.id, measure: 'word', count: 5 }).then((res) => ({ other: res.status })),
    Promise.all(batches).then(() => ({ other: 'after every batch' })),
  ]);
  expect(first).toEqual({ other: 201 });
  const answers = await Promise.all(batches);
  expect(answers.map((a) => a.status).sort()).toEqual([...Array.from({ length: sent - 1 }, () => 201), 429]);
  const refused = answers.find((a) => a.status === 429);
  expect(errorOf(refused as ApiResponse)).toEqual({ status: 429, code: 'TOO_MANY_REQUESTS', message: messages.errors.bigBatchesWaiting });
  expect(refused?.retryAfter).toBe(String(BIG_BATCH_RETRY_AFTER_S));
  // The refused batch stored nothing; the others are all there.
  expect(await liveEntries(importer.id)).toBe((sent - 1) * size);
}, 90_000);
