import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { tag as tagSchema, type Tag } from '@inkpace/contracts/api/tag';
import type { TallyWithWorkAndTags } from '@inkpace/contracts/api/tally';
import { messages } from '@inkpace/contracts/messages';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser } from '@inkpace/test/accounts';
import { data, errorOf } from '@inkpace/test/http';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const v = messages.validation;

describe('tags', () => {
  test('create, list, get, edit and delete; names are unique per writer ignoring case', async () => {
    const u = await signUpUser(t);
    const res = await u.client.post('/api/v1/tag', { name: 'Plotting', color: 'blue' });
    expect(res.status).toBe(201);
    const plotting = tagSchema.strict().parse(data(res));
    expect(plotting).toMatchObject({ name: 'Plotting', color: 'blue', state: 'active' });
    const dflt = data(await u.client.post<Tag>('/api/v1/tag', { name: 'Editing' }));
    expect(dflt.color).toBe('default');

    expect(errorOf(await u.client.post('/api/v1/tag', { name: 'plotting' }))).toMatchObject({ status: 400, code: 'TAG_EXISTS', message: messages.errors.tagExists });
    expect(errorOf(await u.client.patch(`/api/v1/tag/${dflt.id}`, { name: 'PLOTTING' }))).toMatchObject({ code: 'TAG_EXISTS', message: messages.errors.tagEditExists });

    const renamed = data(await u.client.patch<Tag>(`/api/v1/tag/${plotting.id}`, { name: 'plotting', color: 'red' }));
    expect(renamed).toMatchObject({ name: 'plotting', color: 'red' });
    expect(data(await u.client.get<Tag>(`/api/v1/tag/${plotting.id}`))).toMatchObject({ name: 'plotting' });

    // Another writer may use the same name.
    const other = await signUpUser(t);
    expect((await other.client.post('/api/v1/tag', { name: 'Plotting' })).status).toBe(201);

    expect(data(await u.client.delete<Tag>(`/api/v1/tag/${plotting.id}`))).toMatchObject({ id: plotting.id, state: 'deleted' });
    expect(data(await u.client.get<Tag[]>('/api/v1/tag')).map((x) => x.name)).toEqual(['Editing']);
    // The name is free again once deleted.
    expect((await u.client.post('/api/v1/tag', { name: 'Plotting' })).status).toBe(201);
  });

  test('validation messages; another writer gets 404 and changes nothing', async () => {
    const u = await signUpUser(t);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, v.tagName],
      [{ name: '#hash' }, v.tagNameHash],
      [{ name: 'x'.repeat(101) }, v.tagNameMax],
      [{ name: 'ok', color: 'chartreuse' }, v.tagColor],
    ];
    for (const [body, message] of cases) expect(errorOf(await u.client.post('/api/v1/tag', body))?.message).toContain(message);
    const mine = data(await u.client.post<Tag>('/api/v1/tag', { name: 'Mine' }));
    const other = await signUpUser(t);
    for (const res of [
      await other.client.get(`/api/v1/tag/${mine.id}`),
      await other.client.patch(`/api/v1/tag/${mine.id}`, { name: 'Theirs' }),
      await other.client.delete(`/api/v1/tag/${mine.id}`),
    ]) expect(errorOf(res)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(data(await u.client.get<Tag[]>('/api/v1/tag'))).toMatchObject([{ name: 'Mine', state: 'active' }]);
  });

  test('entries name tags: existing ones are reused ignoring case, new ones created with the default colour', async () => {
    const u = await signUpUser(t);
    const existing = data(await u.client.post<Tag>('/api/v1/tag', { name: 'Morning', color: 'green' }));
    const p = data(await u.client.post<{ id: number }>('/api/v1/project', { title: 'P', phase: 'drafting' }));
    const entries = await Promise.all([1, 2, 3].map((n) =>
      u.client.post<TallyWithWorkAndTags>('/api/v1/tally', { date: '2024-01-01', workId: p.id, measure: 'word', count: n, tags: ['morning', 'Sprint'] })));
    const tags = entries.map((e) => data(e).tags);
    for (const list of tags) {
      expect(list.find((x) => x.name === 'Morning')).toMatchObject({ id: existing.id, color: 'green' });
      expect(list.find((x) => x.name === 'Sprint')).toMatchObject({ color: 'default' });
    }
    // Three entries named the new tag at the same moment: one tag was created.
    expect(data(await u.client.get<Tag[]>('/api/v1/tag')).map((x) => x.name).sort()).toEqual(['Morning', 'Sprint']);
    const sprint = tags[0]?.find((x) => x.name === 'Sprint')?.id;
    expect(new Set(tags.map((l) => l.find((x) => x.name === 'Sprint')?.id))).toEqual(new Set([sprint]));
  });
});
