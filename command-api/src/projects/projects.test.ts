import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { summarizedProject, type SummarizedProject } from '@inkpace/contracts/api/project';
import { messages } from '@inkpace/contracts/messages';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { Client, data, errorOf } from '@inkpace/test/http';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const v = messages.validation;

async function newProject(u: SignedUp, body: Record<string, unknown> = {}): Promise<SummarizedProject> {
  const res = await u.client.post('/api/v1/project', { title: 'Novel', phase: 'drafting', ...body });
  expect(res.status).toBe(201);
  return summarizedProject.strict().parse(data(res));
}

describe('projects', () => {
  test('create, list, get and edit a project; starting balances count in its totals', async () => {
    const u = await signUpUser(t);
    const created = await newProject(u, { title: '  The Long Book ', description: 'Draft two', startingBalance: { word: 1000, time: 30 } });
    expect(created).toMatchObject({
      title: 'The Long Book', description: 'Draft two', phase: 'drafting', state: 'active', starred: false, cover: null,
      startingBalance: { word: 1000, time: 30 }, totals: { word: 1000, time: 30 }, lastUpdated: null, displayOnProfile: false,
    });
    const listed = data(await u.client.get<unknown[]>('/api/v1/project'));
    expect(listed.map((p) => summarizedProject.strict().parse(p).id)).toEqual([created.id]);

    const edited = data(await u.client.patch<SummarizedProject>(`/api/v1/project/${created.id}`, { phase: 'revising', starred: true, startingBalance: { word: 500 } }));
    expect(edited).toMatchObject({ title: 'The Long Book', phase: 'revising', starred: true, totals: { word: 500 } });
    expect(data(await u.client.get<SummarizedProject>(`/api/v1/project/${created.id}`))).toMatchObject({ phase: 'revising', starred: true });
  });

  test('every validation rule answers its message and stores nothing', async () => {
    const u = await signUpUser(t);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '   ', phase: 'drafting' }, v.projectTitle],
      [{ phase: 'drafting' }, v.projectTitle],
      [{ title: 'x'.repeat(201), phase: 'drafting' }, v.projectTitleMax],
      [{ title: 'A', phase: 'dreaming' }, v.projectPhase],
      [{ title: 'A', phase: 'drafting', description: 'd'.repeat(5001) }, v.projectDescriptionMax],
      [{ title: 'A', phase: 'drafting', startingBalance: { word: 1.5 } }, v.wholeNumbers],
      [{ title: 'A', phase: 'drafting', startingBalance: { word: 2e9 } }, v.countTooLarge],
    ];
    for (const [body, message] of cases) {
      const res = await u.client.post('/api/v1/project', body);
      expect(errorOf(res), JSON.stringify(body)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(errorOf(res)?.message).toContain(message);
    }
    const unknownField = await u.client.post('/api/v1/project', { title: 'A', phase: 'drafting', colour: 'red' });
    expect(unknownField.status).toBe(400);
    expect(data(await u.client.get<unknown[]>('/api/v1/project'))).toEqual([]);
  });

  test("another writer's project answers 404 to every call and does not change", async () => {
    const owner = await signUpUser(t);
    const other = await signUpUser(t);
    const p = await newProject(owner, { title: 'Mine' });
    const calls = [
      other.client.get(`/api/v1/project/${p.id}`),
      other.client.patch(`/api/v1/project/${p.id}`, { title: 'Stolen' }),
      other.client.delete(`/api/v1/project/${p.id}`),
      other.client.delete(`/api/v1/project/${p.id}/cover`),
      other.client.post('/api/v1/tally', { date: '2024-01-01', workId: p.id, measure: 'word', count: 5 }),
    ];
    for (const res of await Promise.all(calls)) expect(errorOf(res)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(data(await owner.client.get(`/api/v1/project/${p.id}`))).toMatchObject({ title: 'Mine', state: 'active', totals: {} });
    expect(data(await other.client.get<unknown[]>('/api/v1/project'))).toEqual([]);
    expect((await new Client(t.url).get('/api/v1/project')).status).toBe(401);
  });

  test('deleting a project hides it and its entries from every list, total and day', async () => {
    const u = await signUpUser(t);
    const keep = await newProject(u, { title: 'Keep' });
    const gone = await newProject(u, { title: 'Gone' });
    for (const p of [keep, gone]) await u.client.post('/api/v1/tally', { date: '2024-05-01', workId: p.id, measure: 'word', count: 100 });
    const deleted = await u.client.delete<SummarizedProject>(`/api/v1/project/${gone.id}`);
    expect(data(deleted)).toMatchObject({ id: gone.id, state: 'deleted' });
    expect(data(await u.client.get<SummarizedProject[]>('/api/v1/project')).map((p) => p.title)).toEqual(['Keep']);
    expect((await u.client.get(`/api/v1/project/${gone.id}`)).status).toBe(404);
    const tallies = data(await u.client.get<Array<{ workId: number }>>('/api/v1/tally'));
    expect(tallies.map((x) => x.workId)).toEqual([keep.id]);
    expect(data(await u.client.get('/api/v1/stats/days'))).toEqual([{ date: '2024-05-01', counts: { word: 100 } }]);
    expect((await u.client.post('/api/v1/tally', { date: '2024-05-02', workId: gone.id, measure: 'word', count: 1 })).status).toBe(404);
  });
});
