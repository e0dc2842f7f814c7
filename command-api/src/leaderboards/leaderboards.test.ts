import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { leaderboard, leaderboardSummary } from '@inkpace/contracts/api/leaderboard';
import { leaderboardMember, participation, team } from '@inkpace/contracts/api/leaderboard-member';
import { messages } from '@inkpace/contracts/messages';
import { createPgEventStore } from '@inkpace/infra/event-store';
import { createLogger } from '@inkpace/infra/log';
import { projections, rebuildProjections } from '@inkpace/projector';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser } from '@inkpace/test/accounts';
import { data, errorOf } from '@inkpace/test/http';
import { BOARDS, boardWithRoles, createBoard, createTeam, getBoard, joinBoard, listMembers, listTeams } from './board-http-fixtures.ts';

/** Leaderboards over HTTP: the reference shapes, joining and leaving, sole-owner rules, PATCH, stars, a rebuild. */

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const e = messages.errors;
const v = messages.validation;

describe('leaderboards', () => {
  test('create answers the board; get and list answer summaries with the creator as an owner who takes part', async () => {
    const u = await signUpUser(t);
    const board = await createBoard(u, { description: 'Go', measures: ['word', 'time'], goal: { word: 50_000 }, startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(board).toMatchObject({ title: 'November sprint', description: 'Go', state: 'active', ownerId: u.id, measures: ['word', 'time'],
      goal: { word: 50_000 }, isJoinable: true, isPublic: false, starred: false, enableTeams: false });
    const summary = await getBoard(u.client, board.uuid);
    expect(summary).toEqual({ ...board, teams: [], members: [expect.objectContaining({ userUuid: u.uuid, isOwner: true, isParticipant: true, teamId: null })] });
    expect(summary.members[0]?.displayName).toBe(u.username);
    const list = z.array(leaderboardSummary.strict()).parse(data(await u.client.get(BOARDS)));
    expect(list).toEqual([summary]);
    expect(participation.strict().parse(data(await u.client.get(`${BOARDS}/${board.uuid}/me`))))
      .toEqual({ id: summary.members[0]?.id, isParticipant: true, displayName: '', color: '', goal: null, teamId: null, workIds: [], tagIds: [] });
    // Individual-goal mode keeps no measures, goal or fundraiser; the creator may choose to spectate.
    const solo = await createBoard(u, { individualGoalMode: true, fundraiserMode: true, goal: { word: 5 }, isParticipant: false });
    expect(solo).toMatchObject({ measures: [], goal: {}, fundraiserMode: false });
    expect((await getBoard(u.client, solo.uuid)).members[0]).toMatchObject({ isOwner: true, isParticipant: false });
    expect(errorOf(await u.client.post(BOARDS, { title: 'x', measures: [] }))).toMatchObject({ status: 400, message: v.leaderboardMeasures });
  });

  test('anyone signed in joins by code as participant or spectator; twice is ALREADY_JOINED; a closed board CANNOT_JOIN', async () => {
    const { owner, participant, spectator, stranger, board, red } = await boardWithRoles(t);
    const byCode = leaderboardSummary.strict().parse(data(await stranger.client.get(`${BOARDS}/joincode/${board.uuid}`)));
    expect(byCode.members.map((m) => m.isOwner)).toEqual([true, false, false]);
    expect(byCode.teams).toEqual([red]);
    const joined = await joinBoard(stranger, board.uuid, { isParticipant: true, displayName: 'Racer', color: 'blue', teamId: red.id });
    expect(joined).toMatchObject({ isParticipant: true, isOwner: false, displayName: 'Racer', color: 'blue', teamId: red.id, userId: stranger.id, boardId: board.id, starred: false });
    // Owners first, then participants, then spectators, by name within each.
    const members = await listMembers(owner.client, board.uuid);
    expect(members.map((m) => m.displayName)).toEqual([owner.username, ...[participant.username, 'Racer'].sort((a, b) => a.localeCompare(b)), spectator.username]);
    expect(errorOf(await stranger.client.post(`${BOARDS}/${board.uuid}/me`, { isParticipant: false }))).toMatchObject({ status: 409, code: 'ALREADY_JOINED', message: e.leaderboardAlreadyJoined });
    data(await owner.client.patch(`${BOARDS}/${board.uuid}`, { isJoinable: false }));
    const late = await signUpUser(t);
    expect(errorOf(await late.client.get(`${BOARDS}/joincode/${board.uuid}`))).toMatchObject({ status: 409, code: 'CANNOT_JOIN', message: e.leaderboardNotJoinable });
    expect(errorOf(await late.client.post(`${BOARDS}/${board.uuid}/me`, { isParticipant: true }))).toMatchObject({ status: 409, code: 'CANNOT_JOIN' });
    // A member still finds their own board by its code; an unknown code is a 404.
    expect(data(await participant.client.get(`${BOARDS}/joincode/${board.uuid}`))).toMatchObject({ uuid: board.uuid });
    expect(errorOf(await late.client.get(`${BOARDS}/joincode/${crypto.randomUUID()}`))).toMatchObject({ status: 404 });
    expect(errorOf(await late.client.get(`${BOARDS}/${board.uuid}`))).toMatchObject({ status: 404, message: e.leaderboardNotFound(board.uuid) });
  });

  test('members leave (and may re-join as a fresh member); the sole owner can neither leave, be kicked nor be demoted', async () => {
    const { owner, participant, board, participantMember } = await boardWithRoles(t);
    const ownerMember = (await getBoard(owner.client, board.uuid)).members[0];
    const left = leaderboardMember.strict().parse(data(await participant.client.delete(`${BOARDS}/${board.uuid}/me`)));
    expect(left.id).toBe(participantMember.id);
    expect(errorOf(await participant.client.get(`${BOARDS}/${board.uuid}`))).toMatchObject({ status: 404 });
    expect(data(await participant.client.get(BOARDS))).toEqual([]);
    const again = await joinBoard(participant, board.uuid);
    expect(again.id).not.toBe(participantMember.id);
    expect(again.teamId).toBeNull();

    const only = (res: Awaited<ReturnType<typeof owner.client.get>>, message: string) => expect(errorOf(res)).toMatchObject({ status: 409, code: 'ONLY_OWNER', message });
    only(await owner.client.delete(`${BOARDS}/${board.uuid}/me`), e.onlyOwnerLeave);
    only(await owner.client.delete(`${BOARDS}/${board.uuid}/members/${ownerMember?.id}`), e.onlyOwnerKick);
    only(await owner.client.patch(`${BOARDS}/${board.uuid}/members/${ownerMember?.id}`, { isOwner: false }), e.onlyOwnerDemote);
    // With a second owner, the first may step down and leave.
    expect(data(await owner.client.patch(`${BOARDS}/${board.uuid}/members/${again.id}`, { isOwner: true }))).toMatchObject({ id: again.id, isOwner: true });
    expect(data(await owner.client.patch(`${BOARDS}/${board.uuid}/members/${ownerMember?.id}`, { isOwner: false }))).toMatchObject({ isOwner: false });
    data(await owner.client.delete(`${BOARDS}/${board.uuid}/me`));
    expect((await getBoard(participant.client, board.uuid)).members.map((m) => m.id)).toEqual([again.id, expect.any(Number)]);
  });

  test("a team of another board is refused everywhere: joining, one's participation, an owner's assignment, the team routes", async () => {
    const { owner, participant, board, participantMember } = await boardWithRoles(t);
    const other = await createBoard(owner, { enableTeams: true });
    const foreign = await createTeam(owner, other.uuid, { name: 'Elsewhere' });
    const writer = await signUpUser(t);
    expect(errorOf(await writer.client.post(`${BOARDS}/${board.uuid}/me`, { isParticipant: true, teamId: foreign.id }))).toMatchObject({ status: 400, message: v.memberTeam });
    expect(errorOf(await participant.client.patch(`${BOARDS}/${board.uuid}/me`, { teamId: foreign.id }))).toMatchObject({ status: 400, message: v.memberTeam });
    expect(errorOf(await owner.client.patch(`${BOARDS}/${board.uuid}/members/${participantMember.id}`, { teamId: foreign.id }))).toMatchObject({ status: 400 });
    for (const res of [
      await owner.client.get(`${BOARDS}/${board.uuid}/teams/${foreign.id}`),
      await owner.client.patch(`${BOARDS}/${board.uuid}/teams/${foreign.id}`, { name: 'Mine' }),
      await owner.client.delete(`${BOARDS}/${board.uuid}/teams/${foreign.id}`),
    ]) expect(errorOf(res)).toMatchObject({ status: 404, message: e.teamNotFound });
    expect(await listTeams(owner.client, other.uuid)).toEqual([foreign]);
    expect((await listMembers(owner.client, board.uuid)).find((m) => m.id === participantMember.id)?.teamId).toBe(participantMember.teamId);
  });

  test('PATCH changes only the fields sent: the board, one’s participation, a team', async () => {
    const { owner, participant, board, red } = await boardWithRoles(t);
    const before = await getBoard(owner.client, board.uuid);
    const edited = leaderboard.strict().parse(data(await owner.client.patch(`${BOARDS}/${board.uuid}`, { title: 'Renamed' })));
    const { teams: _teams, members: _members, ...raw } = before;
    expect(edited).toEqual({ ...raw, title: 'Renamed', updatedAt: edited.updatedAt });
    expect(errorOf(await owner.client.patch(`${BOARDS}/${board.uuid}`, { measures: [] }))).toMatchObject({ status: 400, message: v.leaderboardMeasures });
    const mine = data(await participant.client.patch(`${BOARDS}/${board.uuid}/me`, { displayName: 'Quill' }));
    expect(mine).toMatchObject({ displayName: 'Quill', teamId: red.id, isParticipant: true });
    const renamed = team.strict().parse(data(await owner.client.patch(`${BOARDS}/${board.uuid}/teams/${red.id}`, { color: 'red' })));
    expect(renamed).toEqual({ ...red, color: 'red', updatedAt: renamed.updatedAt });
    const deleted = data(await owner.client.delete(`${BOARDS}/${board.uuid}/teams/${red.id}`));
    expect(deleted).toMatchObject({ id: red.id });
    expect((await getBoard(owner.client, board.uuid)).members.every((m) => m.teamId === null)).toBe(true);
    expect(leaderboard.strict().parse(data(await owner.client.delete(`${BOARDS}/${board.uuid}`)))).toMatchObject({ state: 'deleted', title: 'Renamed' });
    expect(errorOf(await owner.client.get(`${BOARDS}/${board.uuid}`))).toMatchObject({ status: 404 });
    expect(data(await participant.client.get(BOARDS))).toEqual([]);
  });

  test('a star is per member; the list puts starred boards first', async () => {
    const { owner, participant, board } = await boardWithRoles(t);
    const second = await createBoard(owner, { title: 'A later board' });
    expect(data(await owner.client.patch(`${BOARDS}/${board.uuid}/star`, { starred: true }))).toEqual({ starred: true });
    expect((await getBoard(owner.client, board.uuid)).starred).toBe(true);
    expect((await getBoard(participant.client, board.uuid)).starred).toBe(false);
    expect(data(await owner.client.get<Array<{ uuid: string }>>(BOARDS)).map((b) => b.uuid)).toEqual([board.uuid, second.uuid]);
    expect(data(await owner.client.patch(`${BOARDS}/${board.uuid}`, { starred: false }))).toMatchObject({ starred: false });
    expect(data(await owner.client.get<Array<{ uuid: string }>>(BOARDS)).map((b) => b.uuid)).toEqual([second.uuid, board.uuid]);
  });

  test('rebuilding the leaderboards read model from the log yields exactly the live rows', async () => {
    const { owner, participant, board, red } = await boardWithRoles(t);
    await createTeam(owner, board.uuid, { name: 'Blue', color: 'blue' });
    data(await participant.client.patch(`${BOARDS}/${board.uuid}/me`, { color: 'green' }));
    data(await owner.client.delete(`${BOARDS}/${board.uuid}/teams/${red.id}`));
    data(await owner.client.patch(`${BOARDS}/${board.uuid}/star`, { starred: true }));
    const dump = async () => Promise.all(['boards', 'members', 'teams'].map(async (name) =>
      (await t.database.pool.query(`select * from leaderboards.${name} order by id`)).rows));
    const live = await dump();
    const store = createPgEventStore({ pool: t.database.pool });
    try {
      await rebuildProjections({ pool: t.database.pool, store, projections, log: createLogger('silent'), names: ['leaderboards'] });
    } finally {
      await store.close();
    }
    expect(await dump()).toEqual(live);
    await createTeam(owner, board.uuid, { name: 'After the rebuild' });
  });
});
