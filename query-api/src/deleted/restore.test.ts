import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { historyPage } from '@inkpace/contracts/api/admin';
import type { DeletedItem } from '@inkpace/contracts/api/deleted';
import type { Goal } from '@inkpace/contracts/api/goal';
import type { Leaderboard, LeaderboardSummary } from '@inkpace/contracts/api/leaderboard';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import type { Tag } from '@inkpace/contracts/api/tag';
import type { TallyWithWorkAndTags } from '@inkpace/contracts/api/tally';
import { messages } from '@inkpace/contracts/messages';
import { RESTORE_WINDOW_DAYS } from '@inkpace/contracts/rules/lifecycle';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { makeAdmin, signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { Client, data, errorOf, type ApiResponse } from '@inkpace/test/http';
import { projectionCaughtUp } from '@inkpace/test/projections';

/** Undo over HTTP: each kind comes back as its GET answered it, the rules are checked again, and only the owner's recent deletes can be undone. */

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const DAY_MS = 86_400_000;
/** Updated timestamps move with a delete and a restore; everything else comes back as it was. */
const same = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (key, v: unknown) => (key === 'updatedAt' ? undefined : v)));
const eventCount = async (): Promise<number> => Number((await t.database.pool.query<{ n: string }>('select count(*) as n from events')).rows[0]?.n);
const notFound = (res: ApiResponse) => expect(errorOf(res)).toMatchObject({ status: 404, code: 'NOT_FOUND' });

async function writerWithEntry(): Promise<{ u: SignedUp; project: SummarizedProject; entry: TallyWithWorkAndTags }> {
  const u = await signUpUser(t);
  const project = data(await u.client.post<SummarizedProject>('/api/v1/project', { title: 'Novel', phase: 'drafting' }));
  const entry = data(await u.client.post<TallyWithWorkAndTags>('/api/v1/tally', { date: '2026-11-27', workId: project.id, measure: 'word', count: 500, tags: ['draft'] }));
  return { u, project, entry };
}

describe('each kind comes back as its GET answered it', () => {
  test('an entry', async () => {
    const { u, entry } = await writerWithEntry();
    const before = data(await u.client.get(`/api/v1/tally/${entry.id}`));
    data(await u.client.delete(`/api/v1/tally/${entry.id}`));
    expect(data(await u.client.get<DeletedItem[]>('/api/v1/deleted'))).toEqual([
      { kind: 'tally', id: entry.id, title: 'Novel · 2026-11-27 · 500 words', deletedAt: expect.any(String) as string },
    ]);
    const res = await u.client.post(`/api/v1/tally/${entry.id}/restore`);
    expect(res.status).toBe(200);
    expect(same(data(res))).toEqual(same(before));
    expect(same(data(await u.client.get(`/api/v1/tally/${entry.id}`)))).toEqual(same(before));
    expect(data(await u.client.get<DeletedItem[]>('/api/v1/deleted'))).toEqual([]);
  });

  test('a goal', async () => {
    const { u, project } = await writerWithEntry();
    const goal = data(await u.client.post<Goal>('/api/v1/goal', {
      title: 'Draft', type: 'target', parameters: { threshold: { measure: 'word', count: 5000 } }, workIds: [project.id], startDate: '2026-11-01',
    }));
    const before = { goal: data(await u.client.get(`/api/v1/goal/${goal.id}`)), progress: data(await u.client.get(`/api/v1/goal/${goal.id}/progress`)) };
    data(await u.client.delete(`/api/v1/goal/${goal.id}`));
    notFound(await u.client.get(`/api/v1/goal/${goal.id}`));
    const res = await u.client.post(`/api/v1/goal/${goal.id}/restore`);
    expect(same(data(res))).toEqual(same(before.goal));
    expect(same(data(await u.client.get(`/api/v1/goal/${goal.id}/progress`)))).toEqual(same(before.progress));
  });

  test('a tag, on the entries and goals that had it', async () => {
    const { u, entry } = await writerWithEntry();
    const [draft] = entry.tags;
    if (!draft) throw new Error('no tag');
    const goal = data(await u.client.post<Goal>('/api/v1/goal', {
      title: 'Tagged', type: 'target', parameters: { threshold: { measure: 'word', count: 1000 } }, tagIds: [draft.id], startDate: '2026-11-01',
    }));
    const before = { tag: data(await u.client.get(`/api/v1/tag/${draft.id}`)), progress: data(await u.client.get(`/api/v1/goal/${goal.id}/progress`)) };
    data(await u.client.delete(`/api/v1/tag/${draft.id}`));
    expect(data(await u.client.get<TallyWithWorkAndTags>(`/api/v1/tally/${entry.id}`)).tags).toEqual([]);
    const res = await u.client.post<Tag>(`/api/v1/tag/${draft.id}/restore`);
    expect(same(data(res))).toEqual(same(before.tag));
    expect(data(await u.client.get<TallyWithWorkAndTags>(`/api/v1/tally/${entry.id}`)).tags.map((g) => g.id)).toEqual([draft.id]);
    expect(same(data(await u.client.get(`/api/v1/goal/${goal.id}/progress`)))).toEqual(same(before.progress));
    // Its name is claimed again: a new tag of that name is refused.
    expect(errorOf(await u.client.post('/api/v1/tag', { name: 'DRAFT' }))).toMatchObject({ code: 'TAG_EXISTS' });
  });

  test('a board, with its members and teams, for its owners', async () => {
    const owner = await signUpUser(t);
    const board = data(await owner.client.post<Leaderboard>('/api/v1/leaderboard', { title: 'November', measures: ['word'], goal: {}, isJoinable: true }));
    const member = await signUpUser(t);
    expect((await member.client.post(`/api/v1/leaderboard/${board.uuid}/me`, { isParticipant: true })).status).toBe(201);
    expect((await owner.client.post(`/api/v1/leaderboard/${board.uuid}/teams`, { name: 'Owls' })).status).toBe(201);
    const before = data(await owner.client.get<LeaderboardSummary>(`/api/v1/leaderboard/${board.uuid}`));
    data(await owner.client.delete(`/api/v1/leaderboard/${board.uuid}`));
    notFound(await member.client.get(`/api/v1/leaderboard/${board.uuid}`));
    expect(data(await owner.client.get<DeletedItem[]>('/api/v1/deleted'))).toMatchObject([{ kind: 'leaderboard', id: board.id, uuid: board.uuid, title: 'November' }]);
    // A member who is not an owner can neither see it in their list nor restore it.
    expect(data(await member.client.get<DeletedItem[]>('/api/v1/deleted'))).toEqual([]);
    notFound(await member.client.post(`/api/v1/leaderboard/${board.uuid}/restore`));
    const res = await owner.client.post(`/api/v1/leaderboard/${board.uuid}/restore`);
    expect(res.status).toBe(200);
    expect(same(data(res))).toEqual(same(before));
    expect(same(data(await member.client.get(`/api/v1/leaderboard/${board.uuid}`)))).toMatchObject({ id: board.id, title: 'November' });
  });
});

describe('the rules are checked again (409, nothing written)', () => {
  test('a tag whose name another tag has now', async () => {
    const { u, entry } = await writerWithEntry();
    const id = entry.tags[0]?.id;
    data(await u.client.delete(`/api/v1/tag/${id}`));
    expect((await u.client.post('/api/v1/tag', { name: 'Draft' })).status).toBe(201);
    const events = await eventCount();
    expect(errorOf(await u.client.post(`/api/v1/tag/${id}/restore`))).toEqual({ status: 409, code: 'CONFLICT', message: messages.errors.tagRestoreExists });
    expect(await eventCount()).toBe(events);
    expect(data(await u.client.get<DeletedItem[]>('/api/v1/deleted')).map((d) => d.id)).toEqual([id]);
  });

  test('an entry whose project is deleted', async () => {
    const { u, project, entry } = await writerWithEntry();
    data(await u.client.delete(`/api/v1/tally/${entry.id}`));
    data(await u.client.delete(`/api/v1/project/${project.id}`));
    const events = await eventCount();
    expect(errorOf(await u.client.post(`/api/v1/tally/${entry.id}/restore`))).toEqual({ status: 409, code: 'CONFLICT', message: messages.errors.restoreProjectFirst });
    expect(await eventCount()).toBe(events);
    // Restoring the project brings back its other entries, not the one deleted on its own; that one can follow.
    data(await u.client.post(`/api/v1/project/${project.id}/restore`));
    notFound(await u.client.get(`/api/v1/tally/${entry.id}`));
    expect((await u.client.post(`/api/v1/tally/${entry.id}/restore`)).status).toBe(200);
  });
});

describe('404: not yours, not deleted, or older than the window', () => {
  test('another writer, a live thing, an unknown id', async () => {
    const { u, project, entry } = await writerWithEntry();
    const other = await signUpUser(t);
    data(await u.client.delete(`/api/v1/tally/${entry.id}`));
    data(await u.client.delete(`/api/v1/project/${project.id}`));
    const events = await eventCount();
    notFound(await other.client.post(`/api/v1/project/${project.id}/restore`));
    notFound(await other.client.post(`/api/v1/tally/${entry.id}/restore`));
    expect(data(await other.client.get<DeletedItem[]>('/api/v1/deleted'))).toEqual([]);
    notFound(await u.client.post(`/api/v1/tag/${entry.tags[0]?.id}/restore`)); // live
    notFound(await u.client.post('/api/v1/goal/999999/restore'));
    notFound(await u.client.post('/api/v1/leaderboard/00000000-0000-4000-8000-000000000000/restore'));
    expect(await eventCount()).toBe(events);
  });

  test(`after ${RESTORE_WINDOW_DAYS} days a delete cannot be undone and is no longer listed`, async () => {
    const { u, project } = await writerWithEntry();
    // A key outlives the browser session across the month the clock skips.
    const key = data(await u.client.post<{ token: string }>('/api/v1/api-key', { name: 'sync', expiresAt: null }));
    const viaKey = new Client(t.url).withBearer(key.token);
    data(await u.client.delete(`/api/v1/project/${project.id}`));
    t.clock.set(new Date(Date.now() + (RESTORE_WINDOW_DAYS + 1) * DAY_MS));
    try {
      expect(data(await viaKey.get<DeletedItem[]>('/api/v1/deleted'))).toEqual([]);
      notFound(await viaKey.post(`/api/v1/project/${project.id}/restore`));
    } finally {
      t.clock.set(new Date());
    }
    expect((await u.client.post(`/api/v1/project/${project.id}/restore`)).status).toBe(200);
  });
});

test("each restore appears in the admin's history of the writer", async () => {
  const admin = await signUpUser(t);
  await makeAdmin(t, admin.username, admin.client);
  const { u, project } = await writerWithEntry();
  const me = data(await u.client.get<{ id: number }>('/api/v1/me'));
  data(await u.client.delete(`/api/v1/project/${project.id}`));
  data(await u.client.post(`/api/v1/project/${project.id}/restore`));
  await projectionCaughtUp(t, 'audit');
  const page = historyPage.parse(data(await admin.client.get(`/api/admin/user/${me.id}/history?kinds=project`)));
  expect(page.items.map((i) => [i.type, i.changes])).toEqual([
    ['ProjectRestored', { state: { from: 'deleted', to: 'active' } }],
    ['ProjectDeleted', { state: { from: 'active', to: 'deleted' } }],
    ['ProjectCreated', expect.anything()],
  ]);
});
