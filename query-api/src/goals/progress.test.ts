import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Goal } from '@inkpace/contracts/api/goal';
import { goalProgress, type GoalProgress, type HabitProgress, type TargetProgress } from '@inkpace/contracts/api/goal-progress';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import { createPgEventStore } from '@inkpace/infra/event-store';
import { createLogger } from '@inkpace/infra/log';
import { projections, rebuildProjections } from '@inkpace/projector';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { data } from '@inkpace/test/http';

/**
 * A goal's page data for the writer's own today: time zones on both sides of the date line, the day-end hour, a DST
 * change, pace plans and week starts; and the same answers after the progress read model is rebuilt from the log.
 */

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const at = (instant: string) => t.clock.set(new Date(instant));
const settings = async (u: SignedUp, body: Record<string, unknown>) => data(await u.client.patch('/api/v1/me/settings', body));
const newProject = async (u: SignedUp) => data(await u.client.post<SummarizedProject>('/api/v1/project', { title: 'Novel', phase: 'drafting' }));
const log = async (u: SignedUp, workId: number, date: string, count: number) =>
  expect((await u.client.post('/api/v1/tally', { date, workId, measure: 'word', count })).status).toBe(201);
const createGoal = async (u: SignedUp, body: Record<string, unknown>) => data(await u.client.post<Goal>('/api/v1/goal', { title: 'Goal', ...body }));
const progressOf = async (u: SignedUp, id: number) => goalProgress.parse(data(await u.client.get<GoalProgress>(`/api/v1/goal/${id}/progress`)));
const target = async (u: SignedUp, id: number) => (await progressOf(u, id)) as TargetProgress;
const habit = async (u: SignedUp, id: number) => (await progressOf(u, id)) as HabitProgress;
const dailyHabit = { type: 'habit', parameters: { cadence: { unit: 'day', period: 1 }, threshold: null }, startDate: '2026-03-01' };

describe("a writer's today", () => {
  test('UTC+14 and UTC−11 writers see different days at the same instant; the day-end hour keeps late work in yesterday', async () => {
    at('2026-03-10T10:30:00Z'); // Kiritimati: 2026-03-11 00:30; Pago Pago: 2026-03-09 23:30
    const east = await signUpUser(t);
    const west = await signUpUser(t);
    await settings(east, { timeZone: 'Pacific/Kiritimati' });
    await settings(west, { timeZone: 'Pacific/Pago_Pago' });
    for (const u of [east, west]) {
      const p = await newProject(u);
      await log(u, p.id, '2026-03-10', 100);
    }
    const eastHabit = await createGoal(east, dailyHabit);
    const westHabit = await createGoal(west, dailyHabit);
    const e = await habit(east, eastHabit.id);
    const w = await habit(west, westHabit.id);
    expect(e.today).toBe('2026-03-11');
    expect(e.summary.currentRange).toMatchObject({ startDate: '2026-03-11', total: 0, success: false });
    expect(e.summary.currentStreakLength).toBe(1); // yesterday counts while today is still open
    expect(w.today).toBe('2026-03-09');
    expect(w.periods.at(-1)).toMatchObject({ startDate: '2026-03-09' }); // the entry dated tomorrow is not in a period yet

    // The east writer's day ends at 02:00: at 01:30 on the 11th it is still the 10th.
    at('2026-03-10T11:30:00Z');
    await settings(east, { dayEndHour: 2 });
    const late = await habit(east, eastHabit.id);
    expect(late.today).toBe('2026-03-10');
    expect(late.summary.currentRange).toMatchObject({ startDate: '2026-03-10', entries: 1, total: 1, success: true }); // no threshold: entries count
  });

  test('a New York writer crosses the 2026 DST change on their own calendar', async () => {
    const u = await signUpUser(t);
    await settings(u, { timeZone: 'America/New_York' });
    const g = await createGoal(u, dailyHabit);
    at('2026-03-08T04:30:00Z'); // 23:30 EST on the 7th
    expect((await habit(u, g.id)).today).toBe('2026-03-07');
    at('2026-03-09T04:30:00Z'); // 00:30 EDT on the 9th (it would still be the 8th at UTC−5)
    expect((await habit(u, g.id)).today).toBe('2026-03-09');
  });
});

describe('targets and habits', () => {
  test('a plan sets par and today\'s target; falling behind spreads the rest over the planned days left', async () => {
    at('2026-03-03T12:00:00Z');
    const u = await signUpUser(t);
    const p = await newProject(u);
    // 7,000 words over two weeks: Sundays off, Saturdays double (14 weight units, 500 words each).
    const g = await createGoal(u, {
      type: 'target', parameters: { threshold: { measure: 'word', count: 7000 } }, workIds: [p.id],
      startDate: '2026-03-01', endDate: '2026-03-14', plan: { weekdayWeights: [0, 1, 1, 1, 1, 1, 2], restDates: [] },
    });
    const first = await target(u, g.id);
    expect(first.pace).toMatchObject({ dayOfGoal: 3, totalDays: 14, par: 1000, total: 0, todaysTarget: 538 });
    expect(first.series.dates[0]).toBe('2026-03-01');
    expect(first.series.par?.slice(0, 4)).toEqual([0, 500, 1000, 1500]);
    expect(first.series.par?.at(-1)).toBe(7000);

    await log(u, p.id, '2026-03-02', 500);
    await log(u, p.id, '2026-03-03', 200);
    const after = await target(u, g.id);
    expect(after.pace).toMatchObject({ total: 700, doneToday: 200, doneBeforeToday: 500, todaysTarget: 500, leftToday: 300 });
    expect(after.pace.message).not.toBeNull();

    // A rest date removes a day's share: the rest is spread over the remaining planned days.
    data(await u.client.patch(`/api/v1/goal/${g.id}`, { plan: { weekdayWeights: [0, 1, 1, 1, 1, 1, 2], restDates: ['2026-03-04'] } }));
    const rested = await target(u, g.id);
    expect(rested.series.par?.[3]).toBe(rested.series.par?.[2]); // no par gained on the rest day
    expect(rested.series.par?.at(-1)).toBe(7000);
  });

  test('weekly habit periods follow the writer\'s week start', async () => {
    at('2026-03-10T12:00:00Z'); // a Tuesday
    const u = await signUpUser(t);
    const p = await newProject(u);
    const g = await createGoal(u, { type: 'habit', parameters: { cadence: { unit: 'week', period: 1 }, threshold: { measure: 'word', count: 100 } }, startDate: '2026-03-01' });
    await log(u, p.id, '2026-03-02', 150);
    await log(u, p.id, '2026-03-09', 60);
    const sundays = await habit(u, g.id);
    expect(sundays.periods.map((x) => [x.startDate, x.endDate, x.total, x.success])).toEqual([
      ['2026-03-01', '2026-03-07', 150, true],
      ['2026-03-08', '2026-03-14', 60, false],
    ]);
    await settings(u, { weekStartDay: 1 });
    const mondays = await habit(u, g.id);
    expect(mondays.summary.currentRange).toMatchObject({ startDate: '2026-03-09', endDate: '2026-03-15', total: 60 });
    expect(mondays.summary).toMatchObject({ currentStreakLength: 1, longestStreakLength: 1 });
  });
});

describe('rebuild', () => {
  test('rebuilding the progress read model from the log gives the same goal days and answers', async () => {
    at('2026-03-10T12:00:00Z');
    const u = await signUpUser(t);
    const p = await newProject(u);
    const g = await createGoal(u, { type: 'target', parameters: { threshold: { measure: 'word', count: 900 } }, workIds: [p.id], startDate: '2026-03-01' });
    await log(u, p.id, '2026-03-02', 300);
    await log(u, p.id, '2026-03-05', 400);
    const before = await target(u, g.id);
    const dump = async () => (await t.database.pool.query(
      'select goal_id, date, total, entries from progress.goal_days where goal_id = $1 order by date', [g.id])).rows;
    const days = await dump();
    expect(days.length).toBe(2);
    const store = createPgEventStore({ pool: t.database.pool });
    try {
      await rebuildProjections({ pool: t.database.pool, store, projections, log: createLogger('silent'), names: ['progress'] });
    } finally {
      await store.close();
    }
    expect(await dump()).toEqual(days);
    await log(u, p.id, '2026-03-06', 200); // the live projector goes on after the swap
    const after = await target(u, g.id);
    expect(after.pace.total).toBe(before.pace.total + 200);
    expect(after.pace.achieved).toBe(true);
  });
});
