import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import { tallyWithWorkAndTags, type TallyWithWorkAndTags } from '@inkpace/contracts/api/tally';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { data, errorOf } from '@inkpace/test/http';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

/** The answer of GET /project/:id/tally, checked field by field (nothing more, nothing less). */
const pageShape = z.strictObject({ total: z.number().int(), tallies: z.array(tallyWithWorkAndTags.strict()) });

async function newProject(u: SignedUp, title = 'Novel'): Promise<SummarizedProject> {
  return data(await u.client.post<SummarizedProject>('/api/v1/project', { title, phase: 'drafting' }));
}

/** 75 entries: two measures on some days, so the order within a day matters too. */
async function logHistory(u: SignedUp, workId: number): Promise<void> {
  const entries = Array.from({ length: 75 }, (_, i) => ({
    date: `2024-0${1 + (i % 3)}-${String(1 + Math.floor(i / 3)).padStart(2, '0')}`,
    workId,
    measure: i % 2 === 0 ? 'word' : 'time',
    count: 10 + i,
    tags: i % 7 === 0 ? ['weekly'] : [],
  }));
  expect((await u.client.post('/api/v1/tally/batch', entries)).status).toBe(201);
}

const page = async (u: SignedUp, projectId: number, query = '') => pageShape.parse(data(await u.client.get(`/api/v1/project/${projectId}/tally${query}`)));
const everyEntry = async (u: SignedUp, projectId: number) => data(await u.client.get<TallyWithWorkAndTags[]>(`/api/v1/tally?works[]=${projectId}`));
const ids = (tallies: readonly TallyWithWorkAndTags[]) => tallies.map((x) => x.id);

// Issue 27 #7: the project page downloaded every entry to show 30 of them.
describe("a project's entries, a page at a time (GET /api/v1/project/:id/tally)", () => {
  test('pages of the list the reference answers, in its order (newest first), with how many there are', async () => {
    const u = await signUpUser(t);
    const p = await newProject(u);
    const other = await newProject(u, 'Other');
    await logHistory(u, p.id);
    await logHistory(u, other.id);
    const all = await everyEntry(u, p.id);
    expect(all).toHaveLength(75);

    const first = await page(u, p.id);
    expect(first.total).toBe(75);
    expect(first.tallies).toEqual(all.slice(0, 30));
    expect(ids((await page(u, p.id, '?skip=30&take=30')).tallies)).toEqual(ids(all.slice(30, 60)));
    expect(ids((await page(u, p.id, '?skip=60&take=30')).tallies)).toEqual(ids(all.slice(60)));
    expect(ids((await page(u, p.id, '?take=90')).tallies)).toEqual(ids(all));
    expect(await page(u, p.id, '?skip=75')).toEqual({ total: 75, tallies: [] });

    // GET /tally itself is unchanged: every entry, whatever the new route does.
    expect(await everyEntry(u, p.id)).toEqual(all);
  });

  test('only live entries count: a deleted or moved entry leaves the page and the total', async () => {
    const u = await signUpUser(t);
    const p = await newProject(u);
    const q = await newProject(u, 'Second');
    await logHistory(u, p.id);
    const [newest, second] = (await page(u, p.id, '?take=2')).tallies;
    expect((await u.client.delete(`/api/v1/tally/${newest?.id}`)).status).toBe(200);
    expect((await u.client.patch(`/api/v1/tally/${second?.id}`, { workId: q.id })).status).toBe(200);
    const after = await page(u, p.id, '?take=90');
    expect(after.total).toBe(73);
    expect(ids(after.tallies)).toEqual(ids(await everyEntry(u, p.id)));
    expect(await page(u, q.id)).toMatchObject({ total: 1, tallies: [{ id: second?.id }] });
  });

  test("another writer's project, a deleted one and one that does not exist are all 404; an API key reads its writer's", async () => {
    const u = await signUpUser(t);
    const other = await signUpUser(t);
    const p = await newProject(u);
    await logHistory(u, p.id);
    expect(errorOf(await other.client.get(`/api/v1/project/${p.id}/tally`))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(errorOf(await u.client.get('/api/v1/project/2147483000/tally'))).toMatchObject({ status: 404, code: 'NOT_FOUND' });

    const key = data(await u.client.post<{ token: string }>('/api/v1/api-key', { name: 'script', expiresAt: null }));
    expect(pageShape.parse(data(await u.client.withBearer(key.token).get(`/api/v1/project/${p.id}/tally`))).total).toBe(75);

    expect((await u.client.delete(`/api/v1/project/${p.id}`)).status).toBe(200);
    expect(errorOf(await u.client.get(`/api/v1/project/${p.id}/tally`))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  test('skip and take are whole numbers within their bounds, or a 400 that says so', async () => {
    const u = await signUpUser(t);
    const p = await newProject(u);
    for (const query of ['?take=0', '?take=101', '?take=2.5', '?skip=-1', '?skip=1e3', '?skip=1000001', '?skip=x']) {
      const error = errorOf(await u.client.get(`/api/v1/project/${p.id}/tally${query}`));
      expect(error, query).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(error?.message, query).toMatch(/^(skip must be a whole number from 0 to 1000000|take must be a whole number from 1 to 100)\.$/);
    }
    expect(errorOf(await u.client.get('/api/v1/project/abc/tally'))).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });
});
