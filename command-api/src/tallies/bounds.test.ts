import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'kysely';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import type { TallyWithWorkAndTags } from '@inkpace/contracts/api/tally';
import { COUNT_LIMIT, VOLUME_LIMIT } from '@inkpace/contracts/rules/count-bounds';
import { messages } from '@inkpace/contracts/messages';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { data, errorOf } from '@inkpace/test/http';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const v = messages.validation;

async function newProject(u: SignedUp, body: Record<string, unknown> = {}): Promise<SummarizedProject> {
  return data(await u.client.post<SummarizedProject>('/api/v1/project', { title: 'Novel', phase: 'drafting', ...body }));
}

const eventCount = async () => Number((await sql<{ n: string }>`select count(*)::text as n from events`.execute(t.database.db)).rows[0]?.n);

describe('counts, set-total differences and running totals are bounded before anything is appended', () => {
  test("the review's sequence: two entries of -1e9, then a set total of 1e9, is refused; every writer carries on", async () => {
    const attacker = await signUpUser(t);
    const other = await signUpUser(t);
    const p = await newProject(attacker);
    const q = await newProject(other);
    for (let i = 0; i < 2; i++) {
      const res = await attacker.client.post('/api/v1/tally', { date: '2026-01-01', workId: p.id, measure: 'word', count: -COUNT_LIMIT });
      expect(res.status).toBe(201);
    }
    const before = await eventCount();
    const set = await attacker.client.post('/api/v1/tally', { date: '2026-01-02', workId: p.id, measure: 'word', count: COUNT_LIMIT, setTotal: true });
    expect(errorOf(set)).toEqual({ status: 400, code: 'VALIDATION_FAILED', message: v.setTotalTooFar });
    expect(await eventCount()).toBe(before);

    // Everyone's writes are applied and answered as before.
    const started = Date.now();
    const res = await other.client.post<TallyWithWorkAndTags>('/api/v1/tally', { date: '2026-01-02', workId: q.id, measure: 'word', count: 500 });
    expect(res.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(data(await other.client.get<SummarizedProject>(`/api/v1/project/${q.id}`)).totals).toEqual({ word: 500 });
    expect(data(await attacker.client.get<SummarizedProject>(`/api/v1/project/${p.id}`)).totals).toEqual({ word: -2 * COUNT_LIMIT });
    // A set total within reach still works for the same writer.
    const near = await attacker.client.post<TallyWithWorkAndTags>('/api/v1/tally', { date: '2026-01-03', workId: p.id, measure: 'word', count: -COUNT_LIMIT, setTotal: true });
    expect(data(near).count).toBe(COUNT_LIMIT);
  });

  test('set totals on out-of-order dates cannot build a difference past the bounds', async () => {
    const u = await signUpUser(t);
    const p = await newProject(u);
    const post = (date: string, count: number) => u.client.post('/api/v1/tally', { date, workId: p.id, measure: 'word', count, setTotal: true });
    expect((await post('2026-02-05', COUNT_LIMIT)).status).toBe(201); // +1e9 on the 5th
    expect((await post('2026-02-10', 0)).status).toBe(201); // -1e9 on the 10th
    expect((await post('2026-02-03', -COUNT_LIMIT)).status).toBe(201); // -1e9 on the 3rd: the 10th now stands at -1e9
    expect(errorOf(await post('2026-02-10', COUNT_LIMIT))).toMatchObject({ status: 400, message: v.setTotalTooFar });
  });

  test('editing an entry into a set total out of reach is refused and changes nothing', async () => {
    const u = await signUpUser(t);
    const p = await newProject(u, { startingBalance: { word: -COUNT_LIMIT } });
    const entry = data(await u.client.post<TallyWithWorkAndTags>('/api/v1/tally', { date: '2026-03-01', workId: p.id, measure: 'word', count: -5 }));
    const before = await eventCount();
    const res = await u.client.patch(`/api/v1/tally/${entry.id}`, { count: COUNT_LIMIT, setTotal: true });
    expect(errorOf(res)).toMatchObject({ status: 400, message: v.setTotalTooFar });
    expect(await eventCount()).toBe(before);
    expect(data(await u.client.get<TallyWithWorkAndTags>(`/api/v1/tally/${entry.id}`)).count).toBe(-5);
  });

  test("a writer's volume in a measure is capped: batches, single entries and starting balances", async () => {
    const u = await signUpUser(t);
    const p = await newProject(u);
    // Up to 10 below the limit, in two batches of alternating signs (the total stays near zero, the volume does not).
    const half = VOLUME_LIMIT / COUNT_LIMIT / 2;
    for (let b = 0; b < 2; b++) {
      const batch = Array.from({ length: half }, (_, i) => ({ date: '2026-04-01', workId: p.id, measure: 'word', count: i % 2 ? COUNT_LIMIT : -COUNT_LIMIT }));
      if (b === 1) batch[0] = { ...batch[0], date: '2026-04-01', workId: p.id, measure: 'word', count: COUNT_LIMIT - 10 };
      expect((await u.client.post('/api/v1/tally/batch', batch)).status).toBe(201);
    }
    const before = await eventCount();
    const tooMuch = await u.client.post('/api/v1/tally', { date: '2026-04-02', workId: p.id, measure: 'word', count: -11, tags: ['brand-new'] });
    expect(errorOf(tooMuch)).toMatchObject({ status: 400, message: v.volumeExceeded });
    const batch = await u.client.post('/api/v1/tally/batch', [5, 6].map((count) => ({ date: '2026-04-02', workId: p.id, measure: 'word', count })));
    expect(errorOf(batch)).toMatchObject({ status: 400, message: v.volumeExceeded });
    const balance = await u.client.post('/api/v1/project', { title: 'Another', phase: 'drafting', startingBalance: { word: 11 } });
    expect(errorOf(balance)).toMatchObject({ status: 400, message: v.volumeExceeded });
    // Nothing was appended: no entry, no project, not even the new tag.
    expect(await eventCount()).toBe(before);
    // The rest of the limit is still usable, and other measures have their own.
    expect((await u.client.post('/api/v1/tally', { date: '2026-04-02', workId: p.id, measure: 'word', count: 10 })).status).toBe(201);
    expect((await u.client.post('/api/v1/tally', { date: '2026-04-02', workId: p.id, measure: 'page', count: COUNT_LIMIT })).status).toBe(201);
    const volumes = await sql<{ measure: string; volume: string }>`
      select measure, volume::text as volume from progress.writer_volumes where owner_id = ${u.id} order by measure`.execute(t.database.db);
    expect(volumes.rows).toEqual([{ measure: 'page', volume: String(COUNT_LIMIT) }, { measure: 'word', volume: String(VOLUME_LIMIT) }]);
  });
});
