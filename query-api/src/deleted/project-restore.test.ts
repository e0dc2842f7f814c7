import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DeletedItem } from '@inkpace/contracts/api/deleted';
import type { Goal } from '@inkpace/contracts/api/goal';
import type { Leaderboard } from '@inkpace/contracts/api/leaderboard';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import type { Tag } from '@inkpace/contracts/api/tag';
import { createPgEventStore } from '@inkpace/infra/event-store';
import { createLogger } from '@inkpace/infra/log';
import { projections, rebuildProjections } from '@inkpace/projector';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { data, errorOf } from '@inkpace/test/http';

/**
 * Deleting a project and restoring it goes through one path both ways (projector/src/progress/projection.ts
 * setProjectState): everything its entries count for comes back exactly, in the read models and in the answers, and
 * a rebuild from the log agrees.
 */

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

/** Every progress row that hangs off the writer's entries (the projects' own updated_at and deleted_at aside). */
async function readModels(ownerId: number): Promise<Record<string, unknown[]>> {
  const q = async (text: string) => (await t.database.pool.query(text, [ownerId])).rows;
  return {
    projects: await q('select id, title, state, starting_balance, last_updated from progress.projects where owner_id = $1 order by id'),
    tallies: await q('select id, project_id, date, measure, count, note, state from progress.tallies where owner_id = $1 order by id'),
    tally_tags: await q('select tt.* from progress.tally_tags tt join progress.tallies t on t.id = tt.tally_id where t.owner_id = $1 order by 1, 2'),
    daily_stats: await q('select * from progress.daily_stats where owner_id = $1 order by project_id, measure, date'),
    project_totals: await q('select pt.* from progress.project_totals pt join progress.projects p on p.id = pt.project_id where p.owner_id = $1 order by 1, 2'),
    writing_days: await q('select * from progress.writing_days where owner_id = $1 order by date'),
    goal_days: await q('select d.* from progress.goal_days d join progress.goals g on g.id = d.goal_id where g.owner_id = $1 order by 1, 2'),
    standing_days: await q('select d.* from progress.standing_days d join progress.standing_members m on m.member_id = d.member_id where m.user_id = $1 order by 1, 2, 3'),
  };
}

/** The project's own updatedAt moves with its delete and restore; everything else must be as it was. */
const withoutUpdatedAt = (value: unknown, projectUuid: string): unknown => JSON.parse(JSON.stringify(value, (_key, v: unknown) =>
  v !== null && typeof v === 'object' && (v as { uuid?: unknown }).uuid === projectUuid ? { ...v, updatedAt: undefined } : v));

/** What the writer's pages read: the project, its entries, the day stats, goal progress and the board's standings. */
async function answers(u: SignedUp, ids: { project: number; goals: number[]; board: string }): Promise<Record<string, unknown>> {
  const project = data(await u.client.get<SummarizedProject>(`/api/v1/project/${ids.project}`));
  // The standings' version is the page's cache key: it moves with every change, by design.
  const { version: _version, ...standings } = data(await u.client.get<{ version: string }>(`/api/v1/leaderboard/${ids.board}/standings`));
  return withoutUpdatedAt({
    project,
    tallies: data(await u.client.get('/api/v1/tally')),
    days: data(await u.client.get('/api/v1/stats/days')),
    lifetime: data(await u.client.get('/api/v1/stats/lifetime')),
    goals: await Promise.all(ids.goals.map(async (id) => data(await u.client.get(`/api/v1/goal/${id}/progress`)))),
    standings,
  }, project.uuid) as Record<string, unknown>;
}

async function rebuild(): Promise<void> {
  const store = createPgEventStore({ pool: t.database.pool });
  try {
    await rebuildProjections({ pool: t.database.pool, store, projections, log: createLogger('silent'), names: ['progress', 'leaderboards'] });
  } finally {
    await store.close();
  }
}

test('delete then restore a project brings back its entries, totals, goal progress, streaks and standings; a rebuild agrees', async () => {
  t.clock.set(new Date('2026-11-27T12:00:00Z'));
  const u = await signUpUser(t);
  const me = data(await u.client.get<{ id: number }>('/api/v1/me'));
  const novel = data(await u.client.post<SummarizedProject>('/api/v1/project', { title: 'Novel', phase: 'drafting', startingBalance: { word: 1000 } }));
  const other = data(await u.client.post<SummarizedProject>('/api/v1/project', { title: 'Stories', phase: 'drafting' }));
  const dates = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
  for (const [i, date] of dates.entries()) {
    expect((await u.client.post('/api/v1/tally', { date, workId: novel.id, measure: 'word', count: 100 * (i + 1), tags: ['draft'] })).status).toBe(201);
  }
  expect((await u.client.post('/api/v1/tally', { date: '2026-11-25', workId: other.id, measure: 'word', count: 50 })).status).toBe(201);
  const lone = data(await u.client.post<{ id: number }>('/api/v1/tally', { date: '2026-11-26', workId: novel.id, measure: 'page', count: 3 }));
  // An entry deleted on its own before the project stays deleted when the project comes back.
  data(await u.client.delete(`/api/v1/tally/${lone.id}`));
  const [draft] = data(await u.client.get<Tag[]>('/api/v1/tag'));
  const target = data(await u.client.post<Goal>('/api/v1/goal', {
    title: 'Draft', type: 'target', parameters: { threshold: { measure: 'word', count: 5000 } }, workIds: [novel.id], startDate: '2026-11-01',
  }));
  const habit = data(await u.client.post<Goal>('/api/v1/goal', {
    title: 'Daily', type: 'habit', parameters: { cadence: { unit: 'day', period: 1 }, threshold: null }, startDate: '2026-11-01', tagIds: [draft?.id],
  }));
  const board = data(await u.client.post<Leaderboard>('/api/v1/leaderboard', { title: 'November', measures: ['word'], goal: {}, startDate: '2026-11-01', endDate: '2026-11-30' }));
  const ids = { project: novel.id, goals: [target.id, habit.id], board: board.uuid };

  const modelsBefore = await readModels(me.id);
  const answersBefore = await answers(u, ids);
  expect(modelsBefore.goal_days?.length).toBeGreaterThan(0);
  expect(modelsBefore.standing_days?.length).toBeGreaterThan(0);

  const deleted = data(await u.client.delete<SummarizedProject>(`/api/v1/project/${novel.id}`));
  expect(deleted).toMatchObject({ id: novel.id, state: 'deleted' });
  expect(errorOf(await u.client.get(`/api/v1/project/${novel.id}`))).toMatchObject({ status: 404 });
  // Its entries count nowhere while it is deleted.
  const whileDeleted = await readModels(me.id);
  expect(whileDeleted.goal_days).toEqual([]);
  expect(whileDeleted.writing_days).toEqual([expect.objectContaining({ date: '2026-11-25', entries: 1 })]);
  const list = data(await u.client.get<DeletedItem[]>('/api/v1/deleted'));
  expect(list[0]).toMatchObject({ kind: 'project', id: novel.id, title: 'Novel', entryCount: 5 });
  expect(list[1]).toMatchObject({ kind: 'tally', id: lone.id, title: 'Novel · 2026-11-26 · 3 pages' });

  const restored = await u.client.post<SummarizedProject>(`/api/v1/project/${novel.id}/restore`);
  expect(restored.status).toBe(200);
  expect(withoutUpdatedAt(data(restored), novel.uuid)).toEqual(answersBefore.project);
  expect(await readModels(me.id)).toEqual(modelsBefore);
  expect(await answers(u, ids)).toEqual(answersBefore);
  expect(data(await u.client.get<DeletedItem[]>('/api/v1/deleted')).map((d) => d.kind)).toEqual(['tally']);
  // A second restore has nothing to undo.
  expect(errorOf(await u.client.post(`/api/v1/project/${novel.id}/restore`))).toMatchObject({ status: 404, code: 'NOT_FOUND' });

  await rebuild();
  expect(await readModels(me.id)).toEqual(modelsBefore);
  expect(await answers(u, ids)).toEqual(answersBefore);
});
