import { afterAll, beforeAll, expect, test } from 'vitest';
import { sql } from 'kysely';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import type { Tally, TallyWithWorkAndTags } from '@inkpace/contracts/api/tally';
import { messages } from '@inkpace/contracts/messages';
import { ENTRIES_PER_WRITER_LIMIT, TALLY_LIST_MAX } from '@inkpace/contracts/rules/history-bounds';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { seedHistory } from '@inkpace/test/history';
import { signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { data, errorOf } from '@inkpace/test/http';

/**
 * A writer's entries are bounded (issue 27): at ENTRIES_PER_WRITER_LIMIT live entries, logging more is refused with
 * a clear message and nothing is appended; deleting makes room. A history longer than the bound (stored before it
 * existed: seeded into the read models, see seedHistory) is still listed a page at a time, and its whole list is
 * refused with a message saying how to page.
 */
let t: TestApp;
let u: SignedUp;
let project: SummarizedProject;
const v = messages.validation;

const eventCount = async () => Number((await sql<{ n: string }>`select count(*)::text as n from events`.execute(t.database.db)).rows[0]?.n);
const entry = (date: string) => ({ date, workId: project.id, measure: 'word', count: 5 });

beforeAll(async () => {
  t = await startTestApp();
  u = await signUpUser(t);
  project = data(await u.client.post<SummarizedProject>('/api/v1/project', { title: 'Saga', phase: 'drafting' }));
  // Three logged through the API (the newest: the ones deleted below), the rest seeded: one past the bound.
  expect((await u.client.post('/api/v1/tally/batch', [entry('2025-01-01'), entry('2025-01-02'), entry('2025-01-03')])).status).toBe(201);
  await seedHistory(t, u.id, project.id, ENTRIES_PER_WRITER_LIMIT + 1 - 3);
}, 120_000);
afterAll(async () => { await t?.close(); });

test('past the bound, the whole list is refused with a way to page; pages and narrower lists still answer', async () => {
  expect(errorOf(await u.client.get('/api/v1/tally'))).toEqual({ status: 400, code: 'VALIDATION_FAILED', message: v.tallyListTooLong });
  const page = data(await u.client.get<TallyWithWorkAndTags[]>(`/api/v1/tally?limit=5&offset=${TALLY_LIST_MAX - 2}`));
  expect(page).toHaveLength(3);
  expect(page[0]).toMatchObject({ date: '2020-01-01', count: 1, work: { id: project.id } });
  expect(data(await u.client.get<TallyWithWorkAndTags[]>('/api/v1/tally?startDate=2025-01-02')).map((e) => e.date)).toEqual(['2025-01-03', '2025-01-02']);
}, 60_000);

test("at the writer's bound, a single entry and a batch are refused and nothing is appended; deleting makes room", async () => {
  const before = await eventCount();
  expect(errorOf(await u.client.post('/api/v1/tally', entry('2026-01-01')))).toEqual({ status: 400, code: 'VALIDATION_FAILED', message: v.entriesPerWriter });
  expect(errorOf(await u.client.post('/api/v1/tally/batch', [entry('2026-01-01')]))).toMatchObject({ status: 400, message: v.entriesPerWriter });
  expect(await eventCount()).toBe(before);

  // Three deleted: two below the bound, room for two more, not three.
  for (const e of data(await u.client.get<TallyWithWorkAndTags[]>('/api/v1/tally?limit=3'))) expect((await u.client.delete(`/api/v1/tally/${e.id}`)).status).toBe(200);
  expect(errorOf(await u.client.post('/api/v1/tally/batch', [entry('2026-01-02'), entry('2026-01-02'), entry('2026-01-02')])))
    .toMatchObject({ status: 400, message: v.entriesPerWriter });
  expect(data(await u.client.post<Tally[]>('/api/v1/tally/batch', [entry('2026-01-02')]))).toHaveLength(1);
  expect((await u.client.post('/api/v1/tally', entry('2026-01-03'))).status).toBe(201);
  expect(errorOf(await u.client.post('/api/v1/tally', { ...entry('2026-01-04'), tags: ['brand-new'] }))).toMatchObject({ status: 400, message: v.entriesPerWriter });

  // Editing an entry adds none: still allowed at the bound. Another writer is not affected.
  const [latest] = data(await u.client.get<TallyWithWorkAndTags[]>('/api/v1/tally?limit=1'));
  expect((await u.client.patch(`/api/v1/tally/${latest?.id}`, { count: 7 })).status).toBe(200);
  const other = await signUpUser(t);
  const theirs = data(await other.client.post<SummarizedProject>('/api/v1/project', { title: 'Mine', phase: 'drafting' }));
  expect((await other.client.post('/api/v1/tally', { ...entry('2026-01-04'), workId: theirs.id })).status).toBe(201);
}, 60_000);
