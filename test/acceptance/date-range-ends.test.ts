import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GoalProgress } from '@inkpace/contracts/api/goal-progress';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import type { LifetimeStats } from '@inkpace/contracts/api/stats';
import { messages } from '@inkpace/contracts/messages';
import { EARLIEST_DATE, LATEST_DATE, addDays } from '@inkpace/contracts/rules/dates';
import { GOAL_HORIZON_DAYS } from '@inkpace/contracts/rules/goal-horizon';
import { createPgEventStore } from '@inkpace/infra/event-store';
import { startTestApp, type TestApp } from '../support/app.ts';
import { signUpUser, type SignedUp } from '../support/accounts.ts';
import { data, errorOf } from '../support/http.ts';

/**
 * Issue 27 #10/#11: one entry dated 9999-01-01 made GET /stats/lifetime loop forever (the calendar's last week ran
 * past 9999-12-31) and one dated 9999-12-31 made an open-ended target's progress millions of days long. Dates are
 * accepted from EARLIEST_DATE to LATEST_DATE, every page's data answers at both ends, and what an older version may
 * have stored beyond them answers too.
 */
let t: TestApp;
let u: SignedUp;
let project: SummarizedProject;
beforeAll(async () => {
  t = await startTestApp();
  u = await signUpUser(t);
  project = data(await u.client.post<SummarizedProject>('/api/v1/project', { title: 'Novel', phase: 'drafting' }));
});
afterAll(async () => { await t?.close(); });

const entry = (date: string) => ({ date, workId: project.id, measure: 'word', count: 100 });
const eventCount = async () => Number((await t.database.pool.query('select count(*) as n from events')).rows[0]?.n);
const outOfRange = { status: 400, code: 'VALIDATION_FAILED', message: messages.validation.dateOutOfRange };

/** Every page's data of the writer: each must answer 200 (`data` fails on anything else). */
async function everyPage(goalIds: number[]): Promise<{ lifetime: LifetimeStats; progress: GoalProgress[] }> {
  const pages = ['/api/v1/stats/days', '/api/v1/dashboard', `/api/v1/project/${project.id}`, '/api/v1/project', '/api/v1/tally',
    `/api/v1/stats/days?works=${project.id}`, '/api/v1/goal'];
  const answers = await Promise.all(pages.map(async (path) => ({ path, status: (await u.client.get(path)).status })));
  expect(answers).toEqual(pages.map((path) => ({ path, status: 200 })));
  const lifetime = data(await u.client.get<LifetimeStats>('/api/v1/stats/lifetime'));
  const progress = await Promise.all(goalIds.map(async (id) => data(await u.client.get<GoalProgress>(`/api/v1/goal/${id}/progress`))));
  return { lifetime, progress };
}

describe('dates outside the accepted range are refused with a clear 400, writing nothing', () => {
  test.each(['9999-01-01', '3000-01-01', '1899-12-31', '1000-01-01'])('%s', async (date) => {
    const before = await eventCount();
    expect(errorOf(await u.client.post('/api/v1/tally', entry(date)))).toEqual(outOfRange);
    expect(errorOf(await u.client.post('/api/v1/tally/batch', [entry('2026-01-01'), entry(date)]))).toEqual(outOfRange);
    const target = { title: 'T', type: 'target', parameters: { threshold: { measure: 'word', count: 10 } } };
    expect(errorOf(await u.client.post('/api/v1/goal', { ...target, startDate: date, endDate: null }))).toEqual(outOfRange);
    const board = { title: 'B', description: '', startDate: null, endDate: date, measures: ['word'], goal: {}, enableTeams: false, individualGoalMode: false, fundraiserMode: false, isJoinable: false, isPublic: false };
    expect(errorOf(await u.client.post('/api/v1/leaderboard', board))).toEqual(outOfRange);
    expect(errorOf(await u.client.get(`/api/v1/tally?startDate=${date}`))).toEqual(outOfRange);
    expect(await eventCount()).toBe(before);
  });
});

describe('at both ends of the accepted range every page answers, and no series outgrows the horizon', () => {
  test('entries on the first and last accepted dates, goals open-ended and spanning the whole range', async () => {
    for (const date of [EARLIEST_DATE, LATEST_DATE, addDays(LATEST_DATE, -3)]) expect((await u.client.post('/api/v1/tally', entry(date))).status).toBe(201);
    const threshold = { measure: 'word', count: 1_000 };
    const goals = await Promise.all([
      { title: 'Open', type: 'target', parameters: { threshold } },
      { title: 'Whole range', type: 'target', parameters: { threshold }, startDate: EARLIEST_DATE, endDate: LATEST_DATE },
      { title: 'Daily', type: 'habit', parameters: { cadence: { unit: 'day', period: 1 }, threshold: null }, startDate: EARLIEST_DATE },
    ].map(async (body) => data(await u.client.post<{ id: number }>('/api/v1/goal', body)).id));

    const board = { title: 'Whole range', description: '', measures: ['word'], goal: {}, enableTeams: false, individualGoalMode: false, fundraiserMode: false, isJoinable: false, isPublic: false, isParticipant: true };
    for (const dates of [{ startDate: null, endDate: null }, { startDate: EARLIEST_DATE, endDate: LATEST_DATE }]) {
      const { uuid } = data(await u.client.post<{ uuid: string }>('/api/v1/leaderboard', { ...board, ...dates }));
      const standings = data(await u.client.get(`/api/v1/leaderboard/${uuid}/standings`));
      expect(JSON.stringify(standings).length).toBeLessThan(200_000);
    }

    const { lifetime, progress } = await everyPage(goals);
    expect(lifetime.years.map((y) => y.year)).toEqual([Number(LATEST_DATE.slice(0, 4)), Number(EARLIEST_DATE.slice(0, 4))]);
    for (const goal of progress) {
      if (goal.kind === 'target') expect(goal.series.dates.length).toBeLessThanOrEqual(GOAL_HORIZON_DAYS + 1);
    }
  });
});

describe('an entry an older version stored far outside the range', () => {
  test('dated 9999-01-01 and 9999-12-31: lifetime stats, the dashboard and goal pages still answer', async () => {
    const store = createPgEventStore({ pool: t.database.pool });
    const ids = await t.database.pool.query<{ id: string }>("select nextval('tally_ids') as id from generate_series(1, 2)");
    for (const [i, date] of ['9999-01-01', '9999-12-31'].entries()) {
      const uuid = randomUUID();
      const id = Number(ids.rows[i]?.id);
      await store.append(`tally-${uuid}`, [{
        type: 'TallyLogged',
        data: { id, uuid, ownerId: u.id, requestedTotal: null, projectId: project.id, date, measure: 'word', count: 5, note: '', tagIds: [] },
        metadata: { actor: { type: 'system' }, schemaVersion: 1 },
      }], { expectedRevision: 'no_stream' });
    }
    // The entries are applied (the writer's own list shows them) before the pages are read.
    const deadline = Date.now() + 15_000;
    while (!data(await u.client.get<Array<{ date: string }>>('/api/v1/tally')).some((e) => e.date === '9999-12-31')) {
      if (Date.now() > deadline) throw new Error('the stored entries were not applied');
      await new Promise((r) => setTimeout(r, 50));
    }
    const open = data(await u.client.post<{ id: number }>('/api/v1/goal', { title: 'Open 2', type: 'target', parameters: { threshold: { measure: 'word', count: 5 } } })).id;
    const { lifetime, progress } = await everyPage([open]);
    expect(lifetime.years[0]?.year).toBe(9999);
    expect(progress[0]?.kind === 'target' && progress[0].series.dates.length).toBeLessThanOrEqual(GOAL_HORIZON_DAYS + 1);
  });
});
