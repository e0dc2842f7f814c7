import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Goal } from '@inkpace/contracts/api/goal';
import { dashboard as dashboardSchema, type Dashboard } from '@inkpace/contracts/api/goal-progress';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import { DASHBOARD_GOALS_MAX } from '@inkpace/contracts/rules/goal-status';
import { lifetimeStats, type LifetimeStats } from '@inkpace/contracts/api/stats';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { data } from '@inkpace/test/http';

/** The dashboard in one call, and lifetime stats: what they add up to, for the writer's today. */

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const newProject = async (u: SignedUp, body: Record<string, unknown> = {}) =>
  data(await u.client.post<SummarizedProject>('/api/v1/project', { title: 'Novel', phase: 'drafting', ...body }));
const log = async (u: SignedUp, workId: number, date: string, count: number, measure = 'word') =>
  expect((await u.client.post('/api/v1/tally', { date, workId, measure, count })).status).toBe(201);
const createGoal = async (u: SignedUp, body: Record<string, unknown>) => data(await u.client.post<Goal>('/api/v1/goal', { title: 'Goal', ...body }));
const dashboardOf = async (u: SignedUp) => dashboardSchema.strict().parse(data(await u.client.get<Dashboard>('/api/v1/dashboard')));

describe('dashboard', () => {
  test('a year of days, the writing streaks and the starred goals in list order', async () => {
    t.clock.set(new Date('2026-03-10T12:00:00Z'));
    const u = await signUpUser(t);
    const empty = await dashboardOf(u);
    expect(empty).toMatchObject({ today: '2026-03-10', firstDate: null, streaks: { current: 0, longest: 0, loggedToday: false }, starredGoals: [] });
    expect(empty.days).toEqual([]);

    const p = await newProject(u);
    for (const date of ['2025-12-01', '2025-12-02', '2025-12-03', '2025-12-04', '2026-03-08', '2026-03-09']) await log(u, p.id, date, 100);
    const habit = await createGoal(u, { type: 'habit', parameters: { cadence: { unit: 'day', period: 1 }, threshold: null }, startDate: '2026-03-01', starred: true });
    const target = await createGoal(u, { type: 'target', parameters: { threshold: { measure: 'word', count: 1000 } }, startDate: '2026-03-01', endDate: '2026-03-31', starred: true });
    await createGoal(u, { title: 'Not starred', type: 'target', parameters: { threshold: { measure: 'word', count: 5 } } });

    const before = await dashboardOf(u);
    expect(before.firstDate).toBe('2025-12-01');
    expect(before.streaks).toEqual({ current: 2, currentStart: '2026-03-08', longest: 4, loggedToday: false });
    expect(before.days.map((d) => d.date)).toEqual(['2025-12-01', '2025-12-02', '2025-12-03', '2025-12-04', '2026-03-08', '2026-03-09']);
    expect(before.starredGoals.map((c) => c.goal.id).sort()).toEqual([habit.id, target.id].sort());

    await log(u, p.id, '2026-03-10', 300);
    const after = await dashboardOf(u);
    expect(after.streaks).toMatchObject({ current: 3, loggedToday: true });
    const card = after.starredGoals.find((c) => c.goal.id === target.id);
    expect(card?.kind === 'target' && card.pace).toMatchObject({ total: 500, doneToday: 300 });
    const habitCard = after.starredGoals.find((c) => c.goal.id === habit.id);
    expect(habitCard?.kind === 'habit' && habitCard.summary).toMatchObject({ currentStreakLength: 3 });

    // A year back from today and no further: older progress stays out of the heat map's days.
    await log(u, p.id, '2025-03-09', 50);
    await log(u, p.id, '2025-03-11', 50);
    const year = await dashboardOf(u);
    expect(year.firstDate).toBe('2025-03-09');
    expect(year.days[0]?.date).toBe('2025-03-11');
  });

  test("a writer with five years of daily entries and ten starred goals gets a dashboard under 100 KB", async () => {
    t.clock.set(new Date('2026-03-10T12:00:00Z'));
    const u = await signUpUser(t);
    const p = await newProject(u);
    const entries = Array.from({ length: 5 * 365 }, (_, i) => ({
      date: new Date(Date.UTC(2021, 2, 10) + i * 86_400_000).toISOString().slice(0, 10), workId: p.id, measure: i % 3 ? 'word' : 'time', count: 100 + i,
    }));
    expect((await u.client.post('/api/v1/tally/batch', entries)).status).toBe(201);
    for (let i = 0; i < 10; i++) {
      await createGoal(u, i % 2
        ? { type: 'habit', parameters: { cadence: { unit: 'day', period: 1 }, threshold: { measure: 'word', count: 50 } }, startDate: '2021-03-10', starred: true }
        : { type: 'target', parameters: { threshold: { measure: 'word', count: 1_000_000 } }, startDate: '2021-03-10', starred: true });
    }
    const res = await u.client.get<Dashboard>('/api/v1/dashboard');
    expect(data(res).starredGoals).toHaveLength(10);
    expect(JSON.stringify(res.body).length).toBeLessThan(100_000);
  });
});

describe('dashboard bounds', () => {
  test(`at most ${DASHBOARD_GOALS_MAX} starred goals become cards, the first in list order; the answer says how many more`, async () => {
    t.clock.set(new Date('2026-03-10T12:00:00Z'));
    const u = await signUpUser(t);
    const p = await newProject(u);
    await log(u, p.id, '2026-03-02', 100);
    // Achieved targets come after ongoing ones (spec §4), so the achieved one is among those left out.
    const goals = Array.from({ length: DASHBOARD_GOALS_MAX + 1 }, (_, i) => ({
      title: `Goal ${String(i).padStart(2, '0')}`, type: 'target', starred: true, startDate: '2026-03-01', endDate: '2026-03-31',
      parameters: { threshold: { measure: 'word', count: i === 0 ? 50 : 1000 } },
    }));
    expect((await u.client.post('/api/v1/goal/batch', goals)).status).toBe(201);
    const dash = await dashboardOf(u);
    expect(dash.starredGoals).toHaveLength(DASHBOARD_GOALS_MAX);
    expect(dash.moreStarredGoals).toBe(1);
    expect(dash.starredGoals.map((c) => c.goal.title)).not.toContain('Goal 00');
    expect(dash.starredGoals[0]?.goal.title).toBe('Goal 01');
  });
});

describe('lifetime stats', () => {
  test('grand totals include every starting balance; years newest first with their own totals and days', async () => {
    t.clock.set(new Date('2026-03-10T12:00:00Z'));
    const u = await signUpUser(t);
    const p = await newProject(u, { startingBalance: { word: 500 } });
    await log(u, p.id, '2025-06-01', 1000);
    await log(u, p.id, '2026-01-02', 200);
    await log(u, p.id, '2026-01-03', 30, 'time');
    data(await u.client.patch('/api/v1/me/settings', { lifetimeStartingBalance: { word: 10_000 } }));
    const stats = lifetimeStats.strict().parse(data(await u.client.get<LifetimeStats>('/api/v1/stats/lifetime')));
    expect(stats.totals).toEqual({ word: 10_000 + 500 + 1000 + 200, time: 30 });
    expect(stats.years.map((y) => [y.year, y.totals, y.days.length])).toEqual([
      [2026, { word: 200, time: 30 }, 2],
      [2025, { word: 1000 }, 1],
    ]);
  });

  test('days counted, average per day counted and the most productive day of each measure, without starting balances', async () => {
    t.clock.set(new Date('2026-03-10T12:00:00Z'));
    const u = await signUpUser(t);
    const novel = await newProject(u, { startingBalance: { word: 5000 } });
    const essays = await newProject(u, { title: 'Essays' });
    await log(u, novel.id, '2025-06-01', 1000);
    await log(u, essays.id, '2025-06-01', 500); // the same day in another project: one day of 1,500
    await log(u, novel.id, '2026-01-02', 200);
    await log(u, novel.id, '2026-01-03', 100);
    await log(u, novel.id, '2026-01-03', -100); // nets to 0: still a day counted
    await log(u, novel.id, '2026-01-03', 45, 'time');
    await log(u, essays.id, '2026-02-01', 1, 'page');
    await log(u, essays.id, '2026-02-02', 2, 'page');
    await log(u, essays.id, '2026-02-03', 2, 'page');
    const stats = lifetimeStats.strict().parse(data(await u.client.get<LifetimeStats>('/api/v1/stats/lifetime')));
    expect(stats.dayStats).toEqual([
      { measure: 'word', total: 1700, daysCounted: 3, averagePerDay: 567, mostProductiveDay: { date: '2025-06-01', count: 1500 } },
      { measure: 'time', total: 45, daysCounted: 1, averagePerDay: 45, mostProductiveDay: { date: '2026-01-03', count: 45 } },
      { measure: 'page', total: 5, daysCounted: 3, averagePerDay: 1.67, mostProductiveDay: { date: '2026-02-02', count: 2 } },
    ]);
    // A deleted project's days leave the figures, as they leave the totals.
    expect((await u.client.delete(`/api/v1/project/${essays.id}`)).status).toBe(200);
    const after = lifetimeStats.strict().parse(data(await u.client.get<LifetimeStats>('/api/v1/stats/lifetime')));
    expect(after.dayStats.map((s) => [s.measure, s.daysCounted, s.mostProductiveDay])).toEqual([
      ['word', 3, { date: '2025-06-01', count: 1000 }],
      ['time', 1, { date: '2026-01-03', count: 45 }],
    ]);
  });
});
