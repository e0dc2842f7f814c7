import { afterAll, beforeAll, expect, test } from 'vitest';
import { leaderboardSummary } from '@inkpace/contracts/api/leaderboard';
import { participant, participation, type Participation } from '@inkpace/contracts/api/leaderboard-member';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import type { Tag } from '@inkpace/contracts/api/tag';
import type { TallyWithWorkAndTags } from '@inkpace/contracts/api/tally';
import { entryCountsForMember } from '@inkpace/contracts/rules/leaderboard-entries';
import { addDays } from '@inkpace/contracts/rules/dates';
import type { MeasureName } from '@inkpace/contracts/rules/measures';
import { createPgEventStore } from '@inkpace/infra/event-store';
import { createLogger } from '@inkpace/infra/log';
import { projections, rebuildProjections } from '@inkpace/projector';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { Fuzz, random } from '@inkpace/test/fuzz';
import { data } from '@inkpace/test/http';
import { BOARDS, createBoard } from '../../../command-api/src/leaderboards/board-http-fixtures.ts';

/**
 * The standings read model, fed change by change, equals a from-scratch computation with the TypeScript rule
 * (contracts/rules/leaderboard-entries.ts) over every live entry, after random sequences of entries logged, edited,
 * moved and deleted, filters and goals changed, board dates, measures and mode changed, members leaving and
 * joining, projects and tags deleted — and after the progress projection is rebuilt from the log.
 */

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const MEASURES: MeasureName[] = ['word', 'page', 'time'];
const TAGS = ['plot', 'edit', 'draft'];

interface Writer { u: SignedUp; projects: number[] }

const subset = <T>(f: Fuzz, list: readonly T[]): T[] => list.filter(() => f.chance(0.4));
const dateNear = (f: Fuzz) => addDays('2026-10-28', f.int(28));

async function liveEntries(w: Writer): Promise<TallyWithWorkAndTags[]> {
  return data(await w.u.client.get<TallyWithWorkAndTags[]>('/api/v1/tally'));
}
async function ownTags(w: Writer): Promise<number[]> {
  return data(await w.u.client.get<Tag[]>('/api/v1/tag')).map((x) => x.id);
}

type Days = Record<string, number>;

/** What the TypeScript rule says each member's days are, from what the API shows. */
async function expected(writers: Writer[], uuid: string): Promise<Map<number, Days>> {
  const board = leaderboardSummary.parse(data(await writers[0]!.u.client.get(`${BOARDS}/${uuid}`)));
  const out = new Map<number, Days>();
  for (const w of writers) {
    const res = await w.u.client.get(`${BOARDS}/${uuid}/me`);
    if (res.status === 404) continue;
    const me: Participation = participation.parse(data(res));
    const days: Days = {};
    for (const e of await liveEntries(w)) {
      const entry = { date: e.date, measure: e.measure, workId: e.workId, tagIds: e.tags.map((x) => x.id) };
      const scope = { startDate: board.startDate, endDate: board.endDate, measures: board.measures, individualGoalMode: board.individualGoalMode };
      if (!entryCountsForMember(entry, scope, { goal: me.goal, workIds: me.workIds, tagIds: me.tagIds })) continue;
      const key = `${e.date}|${e.measure}`;
      days[key] = (days[key] ?? 0) + e.count;
    }
    out.set(me.id, days);
  }
  return out;
}

/** What the read model holds for the members, and what the participants feed sends (summed per day and measure). */
async function actual(writers: Writer[], uuid: string, memberIds: number[]): Promise<{ model: Map<number, Days>; feed: Map<number, Days> }> {
  const rows = await t.database.pool.query<{ member_id: number; date: string; measure: string; total: string }>(
    `select member_id, to_char(date, 'YYYY-MM-DD') as date, measure, total::text from progress.standing_days where member_id = any($1::int[])`, [memberIds]);
  const model = new Map<number, Days>(memberIds.map((id) => [id, {}]));
  for (const r of rows.rows) model.get(r.member_id)![`${r.date}|${r.measure}`] = Number(r.total);
  const feed = new Map<number, Days>();
  for (const p of data(await writers[0]!.u.client.get<unknown[]>(`${BOARDS}/${uuid}/participants`)).map((x) => participant.parse(x))) {
    const days: Days = {};
    for (const x of p.tallies) days[`${x.date}|${x.measure}`] = (days[`${x.date}|${x.measure}`] ?? 0) + x.count;
    feed.set(p.id, days);
  }
  return { model, feed };
}

async function check(writers: Writer[], uuid: string, step: string): Promise<void> {
  const want = await expected(writers, uuid);
  const got = await actual(writers, uuid, [...want.keys()]);
  expect(got.model, step).toEqual(want);
  // The feed lists participants only (spectators have no row there).
  for (const [id, days] of got.feed) expect(days, `${step}: feed of ${id}`).toEqual(want.get(id));
}

test.each([1, 2, 3])('random sequence %i: read model = from-scratch computation, also after a rebuild', async (seed) => {
  t.clock.set(new Date('2026-11-15T12:00:00Z'));
  const f = new Fuzz(random(seed * 7919));
  const writers: Writer[] = [];
  for (let i = 0; i < 3; i++) {
    const u = await signUpUser(t);
    const projects = [];
    for (const title of ['One', 'Two', 'Three']) projects.push(data(await u.client.post<SummarizedProject>('/api/v1/project', { title, phase: 'drafting' })).id);
    writers.push({ u, projects });
  }
  const [owner] = writers as [Writer];
  const board = await createBoard(owner.u, { title: 'Model', startDate: '2026-11-01', endDate: '2026-11-20', measures: ['word', 'page'] });
  const joined = new Set<Writer>([owner]);
  const join = async (w: Writer) => {
    const goal = f.chance(0.7) ? { measure: f.pick(MEASURES), count: 100 } : null;
    const res = await w.u.client.post(`${BOARDS}/${board.uuid}/me`, {
      isParticipant: f.chance(0.8), goal, workIds: subset(f, w.projects), tagIds: subset(f, await ownTags(w)),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    joined.add(w);
  };
  for (const w of writers.slice(1)) await join(w);

  for (let step = 0; step < 60; step++) {
    const w = f.pick(writers);
    const roll = f.next();
    const entries = roll < 0.5 ? [] : await liveEntries(w);
    const entry = entries.length > 0 ? f.pick(entries) : null;
    if (roll < 0.5 || !entry) {
      const res = await w.u.client.post('/api/v1/tally', {
        date: dateNear(f), workId: f.pick(w.projects), measure: f.pick(MEASURES), count: f.int(320) - 20, tags: subset(f, TAGS),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    } else if (roll < 0.62) {
      const patch: Record<string, unknown> = {};
      if (f.chance(0.5)) patch.date = dateNear(f);
      if (f.chance(0.4)) patch.workId = f.pick(w.projects);
      if (f.chance(0.4)) patch.measure = f.pick(MEASURES);
      if (f.chance(0.5)) patch.count = f.int(300);
      if (f.chance(0.4)) patch.tags = subset(f, TAGS);
      data(await w.u.client.patch(`/api/v1/tally/${entry.id}`, patch));
    } else if (roll < 0.7) {
      data(await w.u.client.delete(`/api/v1/tally/${entry.id}`));
    } else if (roll < 0.78 && joined.has(w)) {
      const patch = f.chance(0.5) ? { workIds: subset(f, w.projects), tagIds: subset(f, await ownTags(w)) } : { goal: f.chance(0.8) ? { measure: f.pick(MEASURES), count: 50 } : null };
      data(await w.u.client.patch(`${BOARDS}/${board.uuid}/me`, patch));
    } else if (roll < 0.84) {
      const start = f.chance(0.3) ? null : dateNear(f);
      const end = f.chance(0.3) ? null : addDays(start ?? '2026-11-01', f.int(20));
      const patch = f.chance(0.2)
        ? { individualGoalMode: true }
        : { individualGoalMode: false, startDate: start, endDate: end, measures: [f.pick(MEASURES), ...subset(f, MEASURES)] };
      data(await owner.u.client.patch(`${BOARDS}/${board.uuid}`, patch));
    } else if (roll < 0.9 && w !== owner) {
      if (joined.has(w)) {
        data(await w.u.client.delete(`${BOARDS}/${board.uuid}/me`));
        joined.delete(w);
      } else await join(w);
    } else if (roll < 0.95 && w.projects.length > 1) {
      const gone = f.pick(w.projects);
      data(await w.u.client.delete(`/api/v1/project/${gone}`));
      w.projects = w.projects.filter((id) => id !== gone);
    } else {
      const tags = await ownTags(w);
      if (tags.length > 0) data(await w.u.client.delete(`/api/v1/tag/${f.pick(tags)}`));
    }
    if (step % 15 === 14) await check(writers, board.uuid, `seed ${seed}, step ${step}`);
  }
  await check(writers, board.uuid, `seed ${seed}, end`);

  const dump = async () => (await t.database.pool.query('select * from progress.standing_days order by member_id, date, measure')).rows;
  const live = await dump();
  const store = createPgEventStore({ pool: t.database.pool });
  try {
    await rebuildProjections({ pool: t.database.pool, store, projections, log: createLogger('silent'), names: ['progress'] });
  } finally {
    await store.close();
  }
  expect(await dump()).toEqual(live);
  await check(writers, board.uuid, `seed ${seed}, after the rebuild`);
});
