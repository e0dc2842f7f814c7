import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { goal as goalSchema, goalWithAchievement, type Goal, type GoalWithAchievement } from '@inkpace/contracts/api/goal';
import { goalProgress, type GoalProgress, type TargetProgress } from '@inkpace/contracts/api/goal-progress';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import type { Tag } from '@inkpace/contracts/api/tag';
import type { TallyWithWorkAndTags } from '@inkpace/contracts/api/tally';
import { messages } from '@inkpace/contracts/messages';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { data, errorOf } from '@inkpace/test/http';

/** Goals over HTTP: the reference shapes, the rules of spec §5, ownership, and `achieved` as §3.8 computes it. */

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });
beforeEach(() => { t.clock.set(new Date('2026-03-10T12:00:00Z')); });

const v = messages.validation;

const newProject = async (u: SignedUp, title = 'Novel') =>
  data(await u.client.post<SummarizedProject>('/api/v1/project', { title, phase: 'drafting' }));
const log = async (u: SignedUp, body: Record<string, unknown>) => {
  const res = await u.client.post<TallyWithWorkAndTags>('/api/v1/tally', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return data(res);
};
const createGoal = async (u: SignedUp, body: Record<string, unknown>) => {
  const res = await u.client.post<Goal>('/api/v1/goal', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return goalSchema.strict().parse(data(res));
};
const list = async (u: SignedUp) => data(await u.client.get<GoalWithAchievement[]>('/api/v1/goal')).map((g) => goalWithAchievement.strict().parse(g));
const progress = async (u: SignedUp, id: number) => goalProgress.parse(data(await u.client.get<GoalProgress>(`/api/v1/goal/${id}/progress`)));
const paceOf = async (u: SignedUp, id: number) => (await progress(u, id) as TargetProgress).pace;
const wordTarget = (count: number, extra: Record<string, unknown> = {}) =>
  ({ title: 'Draft', type: 'target', parameters: { threshold: { measure: 'word', count } }, ...extra });

describe('goals', () => {
  test('create, list and get answer the reference shapes; the list says whether a target is achieved', async () => {
    const u = await signUpUser(t);
    const p = await newProject(u);
    const target = await createGoal(u, wordTarget(1000, { workIds: [p.id], startDate: '2026-03-01', endDate: '2026-03-31' }));
    expect(target).toMatchObject({ title: 'Draft', description: '', type: 'target', workIds: [p.id], tagIds: [], starred: false, plan: null, state: 'active' });
    const habit = await createGoal(u, { title: 'Daily', type: 'habit', parameters: { cadence: { unit: 'day', period: 1 }, threshold: null } });
    expect(habit.parameters).toEqual({ cadence: { unit: 'day', period: 1 }, threshold: null });
    // A habit with a threshold keeps its cadence (it also fits the target's shape).
    const weekly = { cadence: { unit: 'week', period: 2 }, threshold: { measure: 'time', count: 90 } };
    const timed = await createGoal(u, { title: 'Weekly', type: 'habit', parameters: weekly });
    expect(data(await u.client.get<Goal>(`/api/v1/goal/${timed.id}`)).parameters).toEqual(weekly);
    data(await u.client.delete(`/api/v1/goal/${timed.id}`));
    expect(goalSchema.strict().parse(data(await u.client.get(`/api/v1/goal/${target.id}`)))).toEqual(target);

    expect((await list(u)).map((g) => [g.id, g.achieved])).toEqual([[target.id, false], [habit.id, false]]);
    await log(u, { date: '2026-03-02', workId: p.id, measure: 'word', count: 1000 });
    expect((await list(u)).find((g) => g.id === target.id)?.achieved).toBe(true);
  });

  test('the rules of spec §5 answer 400 with their messages', async () => {
    const u = await signUpUser(t);
    const bad = async (body: Record<string, unknown>) => errorOf(await u.client.post('/api/v1/goal', body));
    expect(await bad({ title: 'x', type: 'target', parameters: {} })).toMatchObject({ status: 400, message: v.targetThreshold });
    expect(await bad({ title: 'x', type: 'habit', parameters: { cadence: { unit: 'day', period: 0 } } })).toMatchObject({ status: 400, message: v.habitPeriodWhole });
    expect(await bad({ title: 'x', type: 'habit', parameters: { cadence: { unit: 'day', period: 1.5 } } })).toMatchObject({ status: 400, message: v.habitPeriodWhole });
    expect(await bad(wordTarget(10, { startDate: '2026-02-30' }))).toMatchObject({ status: 400, message: v.goalStartDateInvalid });
    expect(await bad(wordTarget(10, { startDate: '2026-03-10', endDate: '2026-03-01' }))).toMatchObject({ status: 400 });
    expect(await bad(wordTarget(10.5))).toMatchObject({ status: 400 });
    expect(await bad({ ...wordTarget(10), title: '  ' })).toMatchObject({ status: 400, message: v.goalTitle });
    expect(await list(u)).toEqual([]);
  });

  test("another writer's project or tag, or an unknown one, is a 400 naming it, and nothing is written", async () => {
    const u = await signUpUser(t);
    const other = await signUpUser(t);
    const theirs = await newProject(other);
    const theirTag = data(await other.client.post<Tag>('/api/v1/tag', { name: 'theirs', color: 'default' }));
    expect(errorOf(await u.client.post('/api/v1/goal', wordTarget(10, { workIds: [theirs.id] }))))
      .toMatchObject({ status: 400, message: v.goalUnknownProject(theirs.id) });
    expect(errorOf(await u.client.post('/api/v1/goal', wordTarget(10, { tagIds: [theirTag.id] }))))
      .toMatchObject({ status: 400, message: v.goalUnknownTag(theirTag.id) });
    expect(errorOf(await u.client.post('/api/v1/goal', wordTarget(10, { workIds: [99_999_999] }))))
      .toMatchObject({ status: 400, message: v.goalUnknownProject(99_999_999) });
    expect(await list(u)).toEqual([]);
  });

  test('a batch is all or nothing', async () => {
    const u = await signUpUser(t);
    const bad = await u.client.post('/api/v1/goal/batch', [wordTarget(10), { title: 'x', type: 'target', parameters: {} }]);
    expect(errorOf(bad)).toMatchObject({ status: 400, message: v.targetThreshold });
    expect(await list(u)).toEqual([]);
    const res = await u.client.post<Goal[]>('/api/v1/goal/batch', [wordTarget(10), wordTarget(20, { title: 'Second' })]);
    expect(res.status).toBe(201);
    expect(data(res).map((g) => g.title)).toEqual(['Draft', 'Second']);
    expect((await list(u)).map((g) => g.title).sort()).toEqual(['Draft', 'Second']);
  });

  test('PATCH changes only the fields sent, checks the goal as it would be, and DELETE removes it', async () => {
    const u = await signUpUser(t);
    const g = await createGoal(u, wordTarget(500, { description: 'Keep me', startDate: '2026-03-01', endDate: '2026-03-31' }));
    const edited = goalSchema.strict().parse(data(await u.client.patch(`/api/v1/goal/${g.id}`, { title: 'Renamed', starred: true })));
    expect(edited).toEqual({ ...g, title: 'Renamed', starred: true, updatedAt: edited.updatedAt });
    expect(errorOf(await u.client.patch(`/api/v1/goal/${g.id}`, { startDate: '2026-04-15' }))).toMatchObject({ status: 400 });
    expect(errorOf(await u.client.patch(`/api/v1/goal/${g.id}`, { plan: { weekdayWeights: [1, 1, 1, 1, 1, 1, 1], restDates: [] }, type: 'habit' })))
      .toMatchObject({ status: 400 });
    expect(data(await u.client.get<Goal>(`/api/v1/goal/${g.id}`))).toMatchObject({ title: 'Renamed', startDate: '2026-03-01' });
    expect((await u.client.delete(`/api/v1/goal/${g.id}`)).status).toBe(200);
    expect(errorOf(await u.client.get(`/api/v1/goal/${g.id}`))).toMatchObject({ status: 404 });
    expect(await list(u)).toEqual([]);
  });

  test("another writer's goal answers 404 to every call and changes nothing", async () => {
    const owner = await signUpUser(t);
    const stranger = await signUpUser(t);
    const g = await createGoal(owner, wordTarget(100));
    for (const res of [
      await stranger.client.get(`/api/v1/goal/${g.id}`),
      await stranger.client.get(`/api/v1/goal/${g.id}/progress`),
      await stranger.client.patch(`/api/v1/goal/${g.id}`, { title: 'Mine now' }),
      await stranger.client.delete(`/api/v1/goal/${g.id}`),
    ]) expect(errorOf(res)).toMatchObject({ status: 404 });
    expect(await list(stranger)).toEqual([]);
    expect(goalSchema.strict().parse(data(await owner.client.get(`/api/v1/goal/${g.id}`)))).toEqual(g);
  });
});

describe("a goal's numbers follow its entries", () => {
  test('adding, moving, editing and deleting entries, and deleting a project or tag', async () => {
    const u = await signUpUser(t);
    const counted = await newProject(u, 'Counted');
    const elsewhere = await newProject(u, 'Elsewhere');
    const g = await createGoal(u, wordTarget(5000, { workIds: [counted.id], startDate: '2026-03-01', endDate: '2026-03-31' }));
    const total = async () => (await paceOf(u, g.id)).total;

    const a = await log(u, { date: '2026-03-02', workId: counted.id, measure: 'word', count: 1000 });
    await log(u, { date: '2026-03-03', workId: elsewhere.id, measure: 'word', count: 700 }); // other project
    await log(u, { date: '2026-03-03', workId: counted.id, measure: 'time', count: 60 }); // other measure
    await log(u, { date: '2026-02-28', workId: counted.id, measure: 'word', count: 400 }); // before the start
    expect(await total()).toBe(1000);

    const b = await log(u, { date: '2026-03-10', workId: counted.id, measure: 'word', count: 250 });
    expect(await paceOf(u, g.id)).toMatchObject({ total: 1250, doneToday: 250, doneBeforeToday: 1000 });
    data(await u.client.patch(`/api/v1/tally/${a.id}`, { workId: elsewhere.id })); // moved out
    expect(await total()).toBe(250);
    data(await u.client.patch(`/api/v1/tally/${a.id}`, { workId: counted.id, count: 1500 })); // back, edited
    expect(await total()).toBe(1750);
    data(await u.client.patch(`/api/v1/tally/${a.id}`, { date: '2026-04-02' })); // after the end
    expect(await total()).toBe(250);
    data(await u.client.patch(`/api/v1/tally/${b.id}`, { measure: 'time' }));
    expect(await total()).toBe(0);
    data(await u.client.patch(`/api/v1/tally/${b.id}`, { measure: 'word' }));
    expect(await total()).toBe(250);
    expect((await u.client.delete(`/api/v1/tally/${b.id}`)).status).toBe(200);
    expect(await total()).toBe(0);

    // A goal filtered by a tag counts only tagged entries; deleting the tag leaves it counting nothing.
    const tagged = await createGoal(u, wordTarget(100, { tagIds: [] }));
    await log(u, { date: '2026-03-05', workId: counted.id, measure: 'word', count: 30, tags: ['Scene'] });
    const scene = data(await u.client.get<Tag[]>('/api/v1/tag')).find((x) => x.name === 'Scene');
    if (!scene) throw new Error('the tag was not created');
    data(await u.client.patch(`/api/v1/goal/${tagged.id}`, { tagIds: [scene.id] }));
    await log(u, { date: '2026-03-06', workId: counted.id, measure: 'word', count: 50 }); // untagged
    expect((await paceOf(u, tagged.id)).total).toBe(30);
    data(await u.client.patch(`/api/v1/goal/${tagged.id}`, { tagIds: [] })); // filters changed: every project counts
    expect((await paceOf(u, tagged.id)).total).toBe(1500 + 400 + 700 + 30 + 50);

    // Deleting the counted project drops its entries from the goal.
    await log(u, { date: '2026-03-07', workId: counted.id, measure: 'word', count: 90 });
    expect(await total()).toBe(30 + 50 + 90);
    expect((await u.client.delete(`/api/v1/project/${counted.id}`)).status).toBe(200);
    expect(await total()).toBe(0);
    expect((await paceOf(u, tagged.id)).total).toBe(700);
  });

  test('deleting a tag drops its entries from the goals filtered by it, and from no other goal', async () => {
    const u = await signUpUser(t);
    const p = await newProject(u);
    const tag = data(await u.client.post<Tag>('/api/v1/tag', { name: 'Sprint', color: 'default' }));
    const byTag = await createGoal(u, wordTarget(1000, { tagIds: [tag.id] }));
    const all = await createGoal(u, wordTarget(1000));
    await log(u, { date: '2026-03-02', workId: p.id, measure: 'word', count: 120, tags: ['Sprint'] });
    await log(u, { date: '2026-03-03', workId: p.id, measure: 'word', count: 80 });
    expect([(await paceOf(u, byTag.id)).total, (await paceOf(u, all.id)).total]).toEqual([120, 200]);
    expect((await u.client.delete(`/api/v1/tag/${tag.id}`)).status).toBe(200);
    expect([(await paceOf(u, byTag.id)).total, (await paceOf(u, all.id)).total]).toEqual([0, 200]);
  });

  test('a negative target ("cut 10,000 words") is achieved once the total falls that far', async () => {
    const u = await signUpUser(t);
    const p = await newProject(u);
    const cut = await createGoal(u, wordTarget(-10_000, { workIds: [p.id], startDate: '2026-03-01' }));
    await log(u, { date: '2026-03-02', workId: p.id, measure: 'word', count: -6000 });
    expect(await paceOf(u, cut.id)).toMatchObject({ total: -6000, achieved: false, toGo: -4000 });
    await log(u, { date: '2026-03-03', workId: p.id, measure: 'word', count: -4500 });
    expect(await paceOf(u, cut.id)).toMatchObject({ total: -10_500, achieved: true, toGo: 0 });
    expect((await list(u))[0]?.achieved).toBe(true);
  });
});
