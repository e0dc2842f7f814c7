import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { adminUserStats, dailyCount, weeklyCount } from '@inkpace/contracts/api/admin';
import { z } from 'zod';
import { createPgEventStore } from '@inkpace/infra/event-store';
import { createLogger } from '@inkpace/infra/log';
import { projections, rebuildProjections } from '@inkpace/projector';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { makeAdmin, signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { data } from '@inkpace/test/http';

/**
 * The log of a small site around New Year 2020/21, stored with the times it happened (the event store stamps events
 * with the database's clock, so a history in the past is written straight into the log), then read over HTTP.
 * 2020-12-28 is the Monday of 2020-W53, which runs to Sunday 2021-01-03: a calendar year + week number would split it.
 */
let t: TestApp;
let admin: SignedUp;

type Actor = { type: 'user' | 'admin'; id: string } | { type: 'system' } | { type: 'anonymous' };
const people = { E: 910001, A: 910002, B: 910003, C: 910004, D: 910005 } as const;
type Person = keyof typeof people;
const uuids = Object.fromEntries(Object.keys(people).map((p) => [p, randomUUID()])) as Record<Person, string>;
const tag = Math.floor(Math.random() * 1e6);
const as = (p: Person, type: 'user' | 'admin' = 'user'): Actor => ({ type, id: uuids[p] });

const log: Array<{ stream: string; type: string; data: Record<string, unknown>; actor: Actor; at: string }> = [];
const signUp = (p: Person, at: string) => log.push({ stream: `user-${uuids[p]}`, type: 'UserSignedUp', actor: as(p), at, data: {
  id: people[p], uuid: uuids[p], username: `ny${tag}${p}`, displayName: `ny${tag}${p}`, email: `${p}@example.com`, passwordHash: 'not-a-real-hash',
} });
const verify = (p: Person, at: string) => log.push({ stream: `user-${uuids[p]}`, type: 'EmailVerified', actor: as(p), at, data: { email: `${p}@example.com`, requestId: null } });
const login = (p: Person, at: string) => log.push({ stream: `session-${randomUUID()}`, type: 'SessionStarted', actor: as(p), at, data: {
  sessionId: randomUUID(), userId: people[p], userUuid: uuids[p], tokenHash: `hash-${randomUUID()}`,
} });
const setState = (p: Person, state: string, actor: Actor, at: string) =>
  log.push({ stream: `user-${uuids[p]}`, type: 'AccountStateChanged', actor, at, data: { state, reason: 'test' } });

signUp('E', '2020-12-10T09:00:00Z'); verify('E', '2020-12-10T12:00:00Z');
signUp('A', '2020-12-30T10:00:00Z'); verify('A', '2020-12-30T11:00:00Z');
login('A', '2020-12-31T08:00:00Z'); login('A', '2020-12-31T20:00:00Z'); // twice the same day: one person
signUp('B', '2020-12-31T23:30:00Z');
login('B', '2021-01-01T01:00:00Z'); verify('B', '2021-01-01T02:00:00Z');
signUp('C', '2021-01-02T00:10:00Z');
setState('C', 'suspended', { type: 'system' }, '2021-01-02T05:00:00Z'); // the system is never an active user
log.push({ stream: `resetrequest-${randomUUID()}`, type: 'PasswordResetAsked', actor: { type: 'anonymous' }, at: '2021-01-02T06:00:00Z',
  data: { requestId: randomUUID(), username: `nobody${tag}` } }); // nor is a visitor
login('A', '2021-01-03T12:00:00Z'); // Sunday: still 2020-W53
signUp('D', '2021-01-04T09:00:00Z'); setState('D', 'deleted', as('D'), '2021-01-04T10:00:00Z');
setState('C', 'active', as('A', 'admin'), '2021-01-05T10:00:00Z'); // an admin is a person

beforeAll(async () => {
  t = await startTestApp();
  admin = await signUpUser(t);
  await makeAdmin(t, admin.username, admin.client);
  t.clock.set(new Date('2021-01-05T12:00:00Z'));
  const revisions = new Map<string, number>();
  const values: unknown[] = [];
  const rows = log.map((e, i) => {
    const revision = revisions.get(e.stream) ?? 0;
    revisions.set(e.stream, revision + 1);
    values.push(e.stream, revision, e.type, JSON.stringify(e.data), JSON.stringify({ actor: e.actor, correlationId: `seed-${i}`, schemaVersion: 1 }), e.at);
    const n = i * 6;
    return `($${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}::jsonb, $${n + 5}::jsonb, $${n + 6}::timestamptz)`;
  });
  await t.database.pool.query(`insert into events (stream_id, stream_revision, type, data, metadata, created_at) values ${rows.join(', ')}`, values);
});
afterAll(async () => { await t?.close(); });

/** Only the seeded past: the admin's own sign-up happened today, years later. */
const seeded = <T extends { date?: string; weekStart?: string }>(items: T[]) => items.filter((i) => (i.date ?? i.weekStart ?? '') < '2026-01-01');
const series = async <S extends z.ZodType>(path: string, item: S) => seeded(z.array(item).parse(data(await admin.client.get(`/api/admin/stats/${path}`))) as Array<z.infer<S> & { date?: string }>);

test('daily and weekly active users count people once per UTC day and ISO week, never the system or visitors', async () => {
  await expect.poll(async () => (await series('daily-active-users', dailyCount)).at(-1), { timeout: 15_000 }).toEqual({ date: '2021-01-05', count: 1 });
  expect(await series('daily-active-users', dailyCount)).toEqual([
    { date: '2020-12-10', count: 1 }, { date: '2020-12-30', count: 1 }, { date: '2020-12-31', count: 2 }, { date: '2021-01-01', count: 1 },
    { date: '2021-01-02', count: 1 }, { date: '2021-01-03', count: 1 }, { date: '2021-01-04', count: 1 }, { date: '2021-01-05', count: 1 },
  ]);
  expect(await series('weekly-active-users', weeklyCount)).toEqual([
    { weekStart: '2020-12-07', count: 1 }, { weekStart: '2020-12-28', count: 3 }, { weekStart: '2021-01-04', count: 2 },
  ]);
});

test('daily and weekly sign-ups', async () => {
  await expect.poll(async () => (await series('daily-signups', dailyCount)).length, { timeout: 15_000 }).toBe(5);
  expect(await series('daily-signups', dailyCount)).toEqual([
    { date: '2020-12-10', count: 1 }, { date: '2020-12-30', count: 1 }, { date: '2020-12-31', count: 1 }, { date: '2021-01-02', count: 1 }, { date: '2021-01-04', count: 1 },
  ]);
  expect(await series('weekly-signups', weeklyCount)).toEqual([
    { weekStart: '2020-12-07', count: 1 }, { weekStart: '2020-12-28', count: 3 }, { weekStart: '2021-01-04', count: 1 },
  ]);
});

test('user counts on 2021-01-05: active, verified among them, and signed up in the last 30 and 7 days', async () => {
  // Active: E, A, B, C (suspended, then activated) and today's admin; D deleted themselves. Verified: E, A, B.
  // Last 30 days (from 2020-12-07): E, A, B, C; last 7 (from 2020-12-30): A, B, C. The admin signs up years "later".
  const expected = { active: 5, verified: 3, signedUpLast30Days: 4, signedUpLast7Days: 3 };
  await expect.poll(async () => adminUserStats.parse(data(await admin.client.get('/api/admin/stats/user-stats'))), { timeout: 15_000 }).toEqual(expected);
});

test('a rebuild of the series from the log gives the same rows', async () => {
  await expect.poll(async () => (await series('daily-signups', dailyCount)).length, { timeout: 15_000 }).toBe(5);
  const dump = async () => Promise.all(['people', 'daily_active', 'weekly_active', 'days', 'weeks'].map(async (table) =>
    (await t.database.pool.query(`select * from activity.${table} order by 1, 2`)).rows));
  const live = await dump();
  const store = createPgEventStore({ pool: t.database.pool });
  try {
    await rebuildProjections({ pool: t.database.pool, store, projections, log: createLogger('silent'), names: ['activity'] });
  } finally {
    await store.close();
  }
  expect(await dump()).toEqual(live);
});
