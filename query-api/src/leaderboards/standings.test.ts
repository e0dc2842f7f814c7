import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { participant } from '@inkpace/contracts/api/leaderboard-member';
import { standings, type StandingsValue } from '@inkpace/contracts/api/leaderboard-standings';
import { addDays } from '@inkpace/contracts/rules/dates';
import { GOAL_HORIZON_DAYS } from '@inkpace/contracts/rules/goal-horizon';
import { STANDINGS_CHART_DAYS } from '@inkpace/contracts/rules/standings-view';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import type { TallyWithWorkAndTags } from '@inkpace/contracts/api/tally';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { Client, data } from '@inkpace/test/http';
import { BOARDS, createBoard, createTeam, joinBoard } from '../../../command-api/src/leaderboards/board-http-fixtures.ts';

/** A board's standings and participants feed over HTTP: who counts, ranks, par, teams, goals and the public flag. */

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });
beforeEach(() => { t.clock.set(new Date('2026-11-10T12:00:00Z')); });

const newProject = async (u: SignedUp, title = 'Novel') => data(await u.client.post<SummarizedProject>('/api/v1/project', { title, phase: 'drafting' }));
const log = async (u: SignedUp, body: Record<string, unknown>) => {
  const res = await u.client.post<TallyWithWorkAndTags>('/api/v1/tally', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return data(res);
};
const standingsOf = async (client: Client, uuid: string, query = ''): Promise<StandingsValue> => {
  const res = await client.get(`${BOARDS}/${uuid}/standings${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return standings.strict().parse(data(res));
};
const november = { title: 'November', startDate: '2026-11-01', endDate: '2026-11-30', measures: ['word', 'page'], goal: { word: 30_000 } };

describe('standings', () => {
  test('only entries in the board\'s dates and measures, through each member\'s filters, count; ranks, movement and par', async () => {
    const [a, b] = [await signUpUser(t), await signUpUser(t)];
    const board = await createBoard(a, november);
    const [pa, kept, other] = [await newProject(a), await newProject(b, 'Kept'), await newProject(b, 'Other')];
    const bMember = await joinBoard(b, board.uuid, { isParticipant: true, workIds: [kept.id] });
    await log(a, { date: '2026-11-02', workId: pa.id, measure: 'word', count: 1_000 });
    await log(a, { date: '2026-11-10', workId: pa.id, measure: 'word', count: 500 });
    await log(a, { date: '2026-10-31', workId: pa.id, measure: 'word', count: 999 }); // before the board
    await log(a, { date: '2026-11-03', workId: pa.id, measure: 'time', count: 60 }); // not a board measure
    await log(b, { date: '2026-11-05', workId: kept.id, measure: 'word', count: 1_200 });
    await log(b, { date: '2026-11-06', workId: other.id, measure: 'word', count: 5_000 }); // not in B's projects
    await log(b, { date: '2026-11-09', workId: kept.id, measure: 'page', count: 3 });

    const s = await standingsOf(a.client, board.uuid);
    expect(s.today).toBe('2026-11-10');
    expect(s.measure).toBe('word');
    expect(s.measures).toEqual(['word', 'page']);
    // A: 1,500 today and 1,000 yesterday (second yesterday); B: 1,200 (first yesterday). A overtook B today.
    expect(s.rows.map((r) => [r.memberId === bMember.id ? 'b' : 'a', r.progress, r.position, r.movement, r.par, r.vsPar])).toEqual([
      ['a', 1_500, 1, 1, 10_000, -8_500],
      ['b', 1_200, 2, -1, 10_000, -8_800],
    ]);
    expect(s.dates).toHaveLength(30);
    expect(s.parLine?.[9]).toBe(10_000);
    expect(s.people.map((p) => p.memberId).sort()).toEqual(s.rows.map((r) => r.memberId).sort());

    const pages = await standingsOf(b.client, board.uuid, '?measure=page');
    expect(pages.rows.map((r) => [r.progress, r.par])).toEqual([[3, null], [0, null]]); // no page goal: no par; A has none yet

    const feed = data(await b.client.get<unknown[]>(`${BOARDS}/${board.uuid}/participants`)).map((p) => participant.strict().parse(p));
    const counted = (id: number) => feed.find((p) => p.id === id)?.tallies.map((x) => [x.date, x.measure, x.count]);
    expect(counted(bMember.id)).toEqual([['2026-11-05', 'word', 1_200], ['2026-11-09', 'page', 3]]);
    expect(counted(s.rows[0]?.memberId ?? 0)).toEqual([['2026-11-02', 'word', 1_000], ['2026-11-10', 'word', 500]]);
  });

  test('spectators are not ranked; a board\'s teams add up; individual goals rank by percent', async () => {
    const [a, b, c] = [await signUpUser(t), await signUpUser(t), await signUpUser(t)];
    const board = await createBoard(a, { ...november, enableTeams: true, isParticipant: false });
    const red = await createTeam(a, board.uuid, { name: 'Red' });
    expect((await standingsOf(a.client, board.uuid)).notice).toBe('noParticipants');
    const [pb, pc] = [await newProject(b), await newProject(c)];
    await joinBoard(b, board.uuid, { isParticipant: true, teamId: red.id });
    await joinBoard(c, board.uuid, { isParticipant: true, teamId: red.id });
    await log(b, { date: '2026-11-01', workId: pb.id, measure: 'word', count: 100 });
    await log(c, { date: '2026-11-02', workId: pc.id, measure: 'word', count: 250 });
    const s = await standingsOf(a.client, board.uuid);
    expect(s.rows).toHaveLength(2);
    expect(s.teams.map((x) => [x.teamId, x.progress, x.memberIds.length])).toEqual([[red.id, 350, 2]]);
    expect(s.series.map((x) => [x.kind, x.id, x.total.at(-1)])).toEqual([['team', red.id, 350]]);

    const goals = await createBoard(a, { title: 'Own goals', individualGoalMode: true, isParticipant: false });
    await joinBoard(b, goals.uuid, { isParticipant: true, goal: { measure: 'word', count: 1_000 } });
    await joinBoard(c, goals.uuid, { isParticipant: true, goal: { measure: 'word', count: 250 } });
    const own = await standingsOf(b.client, goals.uuid);
    expect(own.measure).toBeNull();
    expect(own.rows.map((r) => [r.progress, r.percent, r.position])).toEqual([[250, 100, 1], [100, 10, 2]]);
    // Par is a percent of each one's goal (no dates: the whole goal, 100 %), as the chart's par line; vs-par in points.
    expect(own.rows.map((r) => [r.par, r.vsPar])).toEqual([[100, 0], [100, -90]]);
    expect(own.parLine?.at(-1)).toBe(100);
  });

  test('a participant is in the standings at 0 from the moment they join, and counts for their team', async () => {
    const [a, b, c] = [await signUpUser(t), await signUpUser(t), await signUpUser(t)];
    const board = await createBoard(a, { ...november, enableTeams: true, isParticipant: false });
    const red = await createTeam(a, board.uuid, { name: 'Red' });
    const bMember = await joinBoard(b, board.uuid, { isParticipant: true, teamId: red.id });
    const cMember = await joinBoard(c, board.uuid, { isParticipant: true, teamId: red.id });

    const before = await standingsOf(a.client, board.uuid);
    expect(before.notice).toBe('noProgress');
    expect(before.rows.map((r) => [r.memberId, r.progress, r.position, r.par, r.vsPar]).sort()).toEqual([
      [bMember.id, 0, 1, 10_000, -10_000], [cMember.id, 0, 1, 10_000, -10_000],
    ].sort());
    expect(before.teams.map((x) => [x.teamId, x.progress, x.memberIds.length])).toEqual([[red.id, 0, 2]]);

    await log(b, { date: '2026-11-03', workId: (await newProject(b)).id, measure: 'word', count: 700 });
    const after = await standingsOf(c.client, board.uuid);
    expect(after.notice).toBeNull();
    expect(after.rows.map((r) => [r.memberId, r.progress, r.position])).toEqual([[bMember.id, 700, 1], [cMember.id, 0, 2]]);
    expect(after.teams.map((x) => [x.progress, [...x.memberIds].sort()])).toEqual([[700, [bMember.id, cMember.id].sort()]]);
    expect(after.series.map((x) => [x.id, x.memberIds.length, x.total.at(-1)])).toEqual([[red.id, 2, 700]]);
  });

  test('every member sees the same standings at the same instant: each participant counts up to their own today', async () => {
    const settings = async (u: SignedUp, timeZone: string) => expect((await u.client.patch('/api/v1/me/settings', { timeZone })).status).toBe(200);
    // 23:30 in UTC on the 10th is 00:30 on the 11th in Berlin.
    t.clock.set(new Date('2026-11-10T23:30:00Z'));
    const [berlin, utc] = [await signUpUser(t), await signUpUser(t)];
    await settings(berlin, 'Europe/Berlin');
    await settings(utc, 'UTC');
    const board = await createBoard(berlin, november);
    const utcMember = await joinBoard(utc, board.uuid, { isParticipant: true });
    const [pb, pu] = [await newProject(berlin), await newProject(utc)];
    await log(berlin, { date: '2026-11-10', workId: pb.id, measure: 'word', count: 1_000 });
    await log(berlin, { date: '2026-11-11', workId: pb.id, measure: 'word', count: 500 }); // her today, just after her midnight
    await log(utc, { date: '2026-11-10', workId: pu.id, measure: 'word', count: 800 });
    await log(utc, { date: '2026-11-11', workId: pu.id, measure: 'word', count: 300 }); // tomorrow for her: not yet

    const rows = (s: StandingsValue) => s.rows.map((r) => [r.memberId === utcMember.id ? 'utc' : 'berlin', r.progress, r.yesterdayProgress, r.par, r.vsPar]);
    const fromBerlin = await standingsOf(berlin.client, board.uuid);
    const fromUtc = await standingsOf(utc.client, board.uuid);
    // Par by the board's dates at each one's own today: day 11 of 30 is 11,000, day 10 is 10,000.
    expect(rows(fromUtc)).toEqual([['berlin', 1_500, 1_000, 11_000, -9_500], ['utc', 800, 0, 10_000, -9_200]]);
    expect(fromBerlin).toEqual(fromUtc);
    // The board's today is its members' latest: the chart's lines run to Berlin's 11th for the writer in UTC too.
    expect(fromUtc.today).toBe('2026-11-11');
    expect(fromUtc.series.map((x) => x.total[10])).toEqual([1_500, 800]);

    // At midnight in UTC, the UTC writer's entry of the 11th counts for everyone, with no write in between.
    t.clock.set(new Date('2026-11-11T00:30:00Z'));
    const later = await standingsOf(berlin.client, board.uuid);
    expect(rows(later)).toEqual([['berlin', 1_500, 1_000, 11_000, -9_500], ['utc', 1_100, 800, 11_000, -9_900]]);
    expect(await standingsOf(utc.client, board.uuid)).toEqual(later);
  });

  test('an open board with an entry dated centuries on stays within a century and a small answer', async () => {
    const [a] = [await signUpUser(t)];
    const board = await createBoard(a, { title: 'Open-ended', measures: ['word'], goal: { word: 1_000 } });
    const p = await newProject(a);
    await log(a, { date: '2026-11-01', workId: p.id, measure: 'word', count: 10 });
    await log(a, { date: '2999-12-31', workId: p.id, measure: 'word', count: 20 });
    const res = await a.client.get(`${BOARDS}/${board.uuid}/standings`);
    expect(res.status).toBe(200);
    const s = standings.strict().parse(data(res));
    expect(s.dates[0]).toBe('2026-11-01');
    expect(s.dates.at(-1)).toBe(addDays('2026-11-01', GOAL_HORIZON_DAYS));
    expect(s.dates.length).toBeLessThanOrEqual(STANDINGS_CHART_DAYS);
    expect(JSON.stringify(res.body).length).toBeLessThan(32_000);
    expect(s.rows.map((r) => r.progress)).toEqual([10]); // the far entry is not yet
  });

  test('the participants feed: members, and any writer when the board is public; strangers get the board\'s 404', async () => {
    const [a, stranger] = [await signUpUser(t), await signUpUser(t)];
    const closed = await createBoard(a, { title: 'Closed' });
    const open = await createBoard(a, { title: 'Open', isPublic: true });
    expect((await stranger.client.get(`${BOARDS}/${closed.uuid}/participants`)).status).toBe(404);
    expect((await stranger.client.get(`${BOARDS}/${closed.uuid}/standings`)).status).toBe(404);
    expect(data(await stranger.client.get<unknown[]>(`${BOARDS}/${open.uuid}/participants`))).toHaveLength(1);
    // The page's data stays for members: isPublic opens only the reference's feed.
    expect((await stranger.client.get(`${BOARDS}/${open.uuid}/standings`)).status).toBe(404);
  });

  test('the answer is cached per version: a new entry changes the version and the standings', async () => {
    const [a] = [await signUpUser(t)];
    const board = await createBoard(a, november);
    const p = await newProject(a);
    await log(a, { date: '2026-11-01', workId: p.id, measure: 'word', count: 10 });
    const before = await standingsOf(a.client, board.uuid);
    expect((await standingsOf(a.client, board.uuid)).version).toBe(before.version);
    await log(a, { date: '2026-11-02', workId: p.id, measure: 'word', count: 5 });
    const after = await standingsOf(a.client, board.uuid);
    expect(after.version).not.toBe(before.version);
    expect(after.rows[0]?.progress).toBe(15);
    // A renamed participant shows at once, though no entry changed.
    data(await a.client.patch(`${BOARDS}/${board.uuid}/me`, { displayName: 'Renamed' }));
    expect((await standingsOf(a.client, board.uuid)).people[0]?.displayName).toBe('Renamed');
  });
});
