import { createPgEventStore } from '@inkpace/infra/event-store';
import { expect } from 'vitest';
import { leaderboard, leaderboardSummary, type Leaderboard, type LeaderboardSummary } from '@inkpace/contracts/api/leaderboard';
import { leaderboardMember, membership, team, type LeaderboardMember, type Membership, type Team } from '@inkpace/contracts/api/leaderboard-member';
import type { TestApp } from '@inkpace/test/app';
import { signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { data, type Client } from '@inkpace/test/http';

/** Leaderboards over HTTP for the feature tests: calls that must succeed, parsed strictly with the contracts' schemas. */

export const BOARDS = '/api/v1/leaderboard';

export async function createBoard(u: SignedUp, body: Record<string, unknown> = {}): Promise<Leaderboard> {
  const res = await u.client.post(BOARDS, { title: 'November sprint', isJoinable: true, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return leaderboard.strict().parse(data(res));
}

export async function joinBoard(u: SignedUp, uuid: string, body: Record<string, unknown> = { isParticipant: true }): Promise<LeaderboardMember> {
  const res = await u.client.post(`${BOARDS}/${uuid}/me`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return leaderboardMember.strict().parse(data(res));
}

export async function createTeam(u: SignedUp, uuid: string, body: Record<string, unknown> = { name: 'Red' }): Promise<Team> {
  const res = await u.client.post(`${BOARDS}/${uuid}/teams`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return team.strict().parse(data(res));
}

export const getBoard = async (client: Client, uuid: string): Promise<LeaderboardSummary> =>
  leaderboardSummary.strict().parse(data(await client.get(`${BOARDS}/${uuid}`)));
export const listMembers = async (client: Client, uuid: string): Promise<Membership[]> =>
  data(await client.get<unknown[]>(`${BOARDS}/${uuid}/members`)).map((m) => membership.strict().parse(m));
export const listTeams = async (client: Client, uuid: string): Promise<Team[]> =>
  data(await client.get<unknown[]>(`${BOARDS}/${uuid}/teams`)).map((x) => team.strict().parse(x));

/** Everything an owner sees of a board, and how many events its stream holds: what a refusal must leave as it was. */
export async function boardSnapshot(t: TestApp, owner: SignedUp, uuid: string) {
  return {
    board: await getBoard(owner.client, uuid), members: await listMembers(owner.client, uuid), teams: await listTeams(owner.client, uuid),
    events: await streamEvents(t, uuid),
  };
}

/** How many events the board's stream holds. */
export async function streamEvents(t: TestApp, uuid: string): Promise<number> {
  const store = createPgEventStore({ pool: t.database.pool });
  try {
    return (await store.readStream(`leaderboard-${uuid}`)).length;
  } finally {
    await store.close();
  }
}

/** A joinable board with an owner, a participant on a team, a spectator, and a writer who is on no board. */
export async function boardWithRoles(t: TestApp) {
  const [owner, participant, spectator, stranger] = await Promise.all([signUpUser(t), signUpUser(t), signUpUser(t), signUpUser(t)]);
  const board = await createBoard(owner, { enableTeams: true });
  const red = await createTeam(owner, board.uuid);
  const participantMember = await joinBoard(participant, board.uuid, { isParticipant: true, teamId: red.id });
  const spectatorMember = await joinBoard(spectator, board.uuid, { isParticipant: false });
  return { owner, participant, spectator, stranger, board, red, participantMember, spectatorMember };
}
