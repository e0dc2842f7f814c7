import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import { dayCount } from '@inkpace/contracts/api/stats';
import { tally as tallySchema, tallyWithWorkAndTags, type TallyWithWorkAndTags } from '@inkpace/contracts/api/tally';
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

async function log(u: SignedUp, body: Record<string, unknown>): Promise<TallyWithWorkAndTags> {
  const res = await u.client.post('/api/v1/tally', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return tallyWithWorkAndTags.strict().parse(data(res));
}

const totals = async (u: SignedUp, id: number) => data(await u.client.get<SummarizedProject>(`/api/v1/project/${id}`)).totals;

describe('progress entries', () => {
  test('an entry answers with its project and tags; totals, last updated and day stats add up', async () => {
    const u = await signUpUser(t);
    const p = await newProject(u);
    const entry = await log(u, { date: '2024-03-01', workId: p.id, measure: 'word', count: 1200, note: 'Good day', tags: ['Draft'] });
    expect(entry).toMatchObject({ date: '2024-03-01', measure: 'word', count: 1200, note: 'Good day', workId: p.id, state: 'active' });
    expect(entry.work).toMatchObject({ id: p.id, title: 'Novel' });
    expect(entry.tags).toMatchObject([{ name: 'Draft', color: 'default' }]);
    await log(u, { date: '2024-03-02', workId: p.id, measure: 'time', count: 90 });
    await log(u, { date: '2024-03-02', workId: p.id, measure: 'word', count: -200 });
    const project = data(await u.client.get<SummarizedProject>(`/api/v1/project/${p.id}`));
    expect(project).toMatchObject({ totals: { word: 1000, time: 90 }, lastUpdated: '2024-03-02' });
    const days = data(await u.client.get<unknown[]>('/api/v1/stats/days')).map((d) => dayCount.strict().parse(d));
    expect(days).toEqual([
      { date: '2024-03-01', counts: { word: 1200 } },
      { date: '2024-03-02', counts: { word: -200, time: 90 } },
    ]);
  });

  test('set total stores the difference to the total up to that date, starting balance included, per measure', async () => {
    const u = await signUpUser(t);
    const p = await newProject(u, { startingBalance: { word: 500 } });
    await log(u, { date: '2024-01-10', workId: p.id, measure: 'word', count: 1000 });
    await log(u, { date: '2024-01-20', workId: p.id, measure: 'word', count: 300 }); // later: not counted below
    await log(u, { date: '2024-01-12', workId: p.id, measure: 'time', count: 60 }); // other measure: not counted
    const set = await log(u, { date: '2024-01-15', workId: p.id, measure: 'word', count: 2000, setTotal: true });
    expect(set.count).toBe(2000 - 500 - 1000);
    expect(await totals(u, p.id)).toEqual({ word: 2300, time: 60 });

    // Setting a lower total stores a negative difference; time works the same way.
    const lower = await log(u, { date: '2024-01-20', workId: p.id, measure: 'word', count: 1800, setTotal: true });
    expect(lower.count).toBe(1800 - 2300);
    const time = await log(u, { date: '2024-01-31', workId: p.id, measure: 'time', count: 150, setTotal: true });
    expect(time.count).toBe(90);
    expect(await totals(u, p.id)).toEqual({ word: 1800, time: 150 });

    // Editing with set total does not count the entry itself.
    const edited = data(await u.client.patch<TallyWithWorkAndTags>(`/api/v1/tally/${set.id}`, { count: 2500, setTotal: true }));
    expect(edited.count).toBe(2500 - 500 - 1000);
  });

  test('a batch is all-or-nothing, resolves set totals in order and answers plain entries', async () => {
    const u = await signUpUser(t);
    const p = await newProject(u);
    const batch = [
      { date: '2023-01-01', workId: p.id, measure: 'word', count: 100, tags: ['import', 'Import'] },
      { date: '2023-01-02', workId: p.id, measure: 'word', count: 1000, setTotal: true },
      { date: '2023-01-03', workId: p.id, measure: 'page', count: 3, note: 'pages' },
    ];
    const res = await u.client.post<unknown[]>('/api/v1/tally/batch', batch);
    expect(res.status).toBe(201);
    const entries = data(res).map((e) => tallySchema.strict().parse(e));
    expect(entries.map((e) => [e.date, e.measure, e.count])).toEqual([['2023-01-01', 'word', 100], ['2023-01-02', 'word', 900], ['2023-01-03', 'page', 3]]);
    expect(data(await u.client.get<unknown[]>('/api/v1/tag'))).toHaveLength(1);

    const other = await signUpUser(t);
    const foreign = await newProject(other);
    // A tag it names is not created either.
    const mixed = await u.client.post('/api/v1/tally/batch', [{ ...batch[0], tags: ['fresh'] }, { ...batch[0], workId: foreign.id }]);
    expect(errorOf(mixed)).toMatchObject({ status: 404 });
    expect(data(await u.client.get<Array<{ name: string }>>('/api/v1/tag')).map((g) => g.name)).toEqual(['import']);
    const bad = await u.client.post('/api/v1/tally/batch', [batch[0], { ...batch[0], count: 1.5 }]);
    expect(errorOf(bad)).toMatchObject({ status: 400 });
    expect(errorOf(await u.client.post('/api/v1/tally/batch', []))?.message).toContain(v.tallyBatchEmpty);
    expect(data(await u.client.get<unknown[]>('/api/v1/tally'))).toHaveLength(3);
  });

  test('every validation rule answers its message and stores nothing', async () => {
    const u = await signUpUser(t);
    const p = await newProject(u);
    const ok = { date: '2024-02-01', workId: p.id, measure: 'word', count: 10 };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...ok, date: undefined }, v.tallyDate],
      [{ ...ok, date: '2024-02-30' }, v.tallyDateInvalid],
      [{ ...ok, date: '2024-2-1' }, v.tallyDateInvalid],
      [{ ...ok, workId: undefined }, v.tallyProject],
      [{ ...ok, measure: 'sentences' }, v.tallyMeasure],
      [{ ...ok, count: undefined }, v.tallyCount],
      [{ ...ok, count: 2.5 }, v.tallyCountWhole],
      [{ ...ok, count: 2e9 }, v.countTooLarge],
      [{ ...ok, note: 'n'.repeat(141) }, v.tallyNote],
      [{ ...ok, tags: ['#hash'] }, v.tagNameHash],
      [{ ...ok, tags: [''] }, v.tagName],
      [{ ...ok, tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }, v.tallyTagsMax],
    ];
    for (const [body, message] of cases) {
      const res = await u.client.post('/api/v1/tally', body);
      expect(errorOf(res), JSON.stringify(body)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(errorOf(res)?.message, JSON.stringify(body)).toContain(message);
    }
    expect(errorOf(await u.client.get('/api/v1/tally?startDate=2024-02-02&endDate=2024-02-01'))?.message).toContain(v.dateRange);
    expect(errorOf(await u.client.get('/api/v1/tally?works[]=abc'))?.message).toContain(v.idList);
    expect(data(await u.client.get<unknown[]>('/api/v1/tally'))).toEqual([]);
    expect(data(await u.client.get<unknown[]>('/api/v1/tag'))).toEqual([]);
  });

  test('list filters: works, tags and measure as x[]=, repeated or comma-separated; date range', async () => {
    const u = await signUpUser(t);
    const a = await newProject(u, { title: 'A' });
    const b = await newProject(u, { title: 'B' });
    const c = await newProject(u, { title: 'C' });
    await log(u, { date: '2024-01-01', workId: a.id, measure: 'word', count: 1, tags: ['red'] });
    await log(u, { date: '2024-01-02', workId: b.id, measure: 'time', count: 2, tags: ['blue'] });
    await log(u, { date: '2024-01-03', workId: c.id, measure: 'word', count: 3 });
    const counts = async (q: string) => data(await u.client.get<TallyWithWorkAndTags[]>(`/api/v1/tally${q}`)).map((x) => x.count);
    expect(await counts('')).toEqual([3, 2, 1]);
    for (const q of [`?works[]=${a.id}&works[]=${b.id}`, `?works=${a.id}&works=${b.id}`, `?works=${a.id},${b.id}`]) expect(await counts(q)).toEqual([2, 1]);
    const tags = data(await u.client.get<Array<{ id: number; name: string }>>('/api/v1/tag'));
    const red = tags.find((x) => x.name === 'red')?.id;
    expect(await counts(`?tags[]=${red}`)).toEqual([1]);
    expect(await counts('?measure=time')).toEqual([2]);
    expect(await counts('?startDate=2024-01-02&endDate=2024-01-02')).toEqual([2]);
    const days = data(await u.client.get<Array<{ date: string }>>(`/api/v1/stats/days?startDate=2024-01-02&works[]=${c.id}`));
    expect(days).toEqual([{ date: '2024-01-03', counts: { word: 3 } }]);
  });

  test('edit and delete an entry; another writer gets 404 and changes nothing', async () => {
    const u = await signUpUser(t);
    const other = await signUpUser(t);
    const p = await newProject(u);
    const q = await newProject(u, { title: 'Second' });
    const entry = await log(u, { date: '2024-04-01', workId: p.id, measure: 'word', count: 50, tags: ['a'] });
    for (const res of [
      await other.client.get(`/api/v1/tally/${entry.id}`),
      await other.client.patch(`/api/v1/tally/${entry.id}`, { count: 1 }),
      await other.client.delete(`/api/v1/tally/${entry.id}`),
    ]) expect(errorOf(res)).toMatchObject({ status: 404, code: 'NOT_FOUND' });

    const moved = data(await u.client.patch<TallyWithWorkAndTags>(`/api/v1/tally/${entry.id}`, { workId: q.id, count: 75, tags: ['b', 'A'], note: 'moved' }));
    expect(moved).toMatchObject({ workId: q.id, count: 75, note: 'moved', date: '2024-04-01' });
    expect(moved.tags.map((x) => x.name).sort()).toEqual(['a', 'b']);
    expect(await totals(u, p.id)).toEqual({});
    expect(await totals(u, q.id)).toEqual({ word: 75 });

    const removed = await u.client.delete<TallyWithWorkAndTags>(`/api/v1/tally/${entry.id}`);
    expect(data(removed)).toMatchObject({ id: entry.id, state: 'deleted' });
    expect((await u.client.get(`/api/v1/tally/${entry.id}`)).status).toBe(404);
    expect(await totals(u, q.id)).toEqual({});
    expect(data(await u.client.get('/api/v1/stats/days'))).toEqual([]);
  });

  test('cached lists carry an entity tag: the same version answers 304, a change answers the new list; gzip when accepted', async () => {
    const u = await signUpUser(t);
    const p = await newProject(u);
    for (let i = 0; i < 20; i++) await log(u, { date: '2024-06-01', workId: p.id, measure: 'word', count: i, note: 'a note long enough to compress well' });
    const cookie = u.client.sessionCookie ?? '';
    const get = (headers: Record<string, string> = {}) => fetch(`${t.url}/api/v1/tally?works[]=${p.id}`, { headers: { cookie, ...headers } });
    const first = await get({ 'accept-encoding': 'gzip' });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(((await first.json()) as { data: unknown[] }).data).toHaveLength(20);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"\d+\.\d+\.[\w-]{12}"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect((await get({ 'if-none-match': etag })).status).toBe(304);
    await log(u, { date: '2024-06-02', workId: p.id, measure: 'word', count: 1 });
    const changed = await get({ 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(((await changed.json()) as { data: unknown[] }).data).toHaveLength(21);
    // Another writer sending the same tag gets their own (empty) list, never a 304 for someone else's data.
    const other = await signUpUser(t);
    const theirs = await fetch(`${t.url}/api/v1/tally`, { headers: { cookie: other.client.sessionCookie ?? '', 'if-none-match': etag } });
    expect(theirs.status).toBe(200);
  });
});
