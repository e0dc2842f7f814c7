import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { Client, data } from '@inkpace/test/http';
import { BOARDS, boardSnapshot, boardWithRoles, streamEvents } from './board-http-fixtures.ts';

/**
 * The permission matrix of every leaderboard write route (and every read of one board) × {owner, participant, spectator, non-member, a
 * non-member's API key, anonymous}: the status each gets, and that every refusal leaves the board exactly as it was
 * (read back as its owner, with the count of its stream's events).
 */

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

type Fixture = Awaited<ReturnType<typeof boardWithRoles>>;
const ROLES = ['owner', 'participant', 'spectator', 'nonMember', 'nonMemberKey', 'anonymous'] as const;
type Role = (typeof ROLES)[number];

interface WriteRoute {
  method: 'POST' | 'PATCH' | 'DELETE';
  path: (f: Fixture) => string;
  body?: Record<string, unknown>;
  /** The status each role gets, in ROLES order. */
  statuses: [number, number, number, number, number, number];
}

const board = (f: Fixture) => `${BOARDS}/${f.board.uuid}`;
const ownersOnly = (success: number): WriteRoute['statuses'] => [success, 403, 403, 404, 404, 401];
const membersToo = (success: number): WriteRoute['statuses'] => [success, success, success, 404, 404, 401];

const writeRoutes: Record<string, WriteRoute> = {
  'POST /leaderboard': { method: 'POST', path: () => BOARDS, body: { title: 'Another' }, statuses: [201, 201, 201, 201, 201, 401] },
  'PATCH /{uuid}': { method: 'PATCH', path: board, body: { title: 'Taken over', isJoinable: false }, statuses: ownersOnly(200) },
  'DELETE /{uuid}': { method: 'DELETE', path: board, statuses: ownersOnly(200) },
  'PATCH /{uuid}/star': { method: 'PATCH', path: (f) => `${board(f)}/star`, body: { starred: true }, statuses: membersToo(200) },
  'POST /{uuid}/me': { method: 'POST', path: (f) => `${board(f)}/me`, body: { isParticipant: true }, statuses: [409, 409, 409, 201, 201, 401] },
  'PATCH /{uuid}/me': { method: 'PATCH', path: (f) => `${board(f)}/me`, body: { displayName: 'Intruder' }, statuses: membersToo(200) },
  // The owner is the sole owner: ONLY_OWNER.
  'DELETE /{uuid}/me': { method: 'DELETE', path: (f) => `${board(f)}/me`, statuses: [409, 200, 200, 404, 404, 401] },
  'PATCH /{uuid}/members/{id}': {
    method: 'PATCH', path: (f) => `${board(f)}/members/${f.participantMember.id}`, body: { isOwner: true, teamId: null }, statuses: ownersOnly(200),
  },
  'DELETE /{uuid}/members/{id}': { method: 'DELETE', path: (f) => `${board(f)}/members/${f.participantMember.id}`, statuses: ownersOnly(200) },
  'POST /{uuid}/teams': { method: 'POST', path: (f) => `${board(f)}/teams`, body: { name: 'Blue' }, statuses: ownersOnly(201) },
  'PATCH /{uuid}/teams/{id}': { method: 'PATCH', path: (f) => `${board(f)}/teams/${f.red.id}`, body: { name: 'Taken' }, statuses: ownersOnly(200) },
  'DELETE /{uuid}/teams/{id}': { method: 'DELETE', path: (f) => `${board(f)}/teams/${f.red.id}`, statuses: ownersOnly(200) },
};

/** The client each role calls with; the API key is the non-member's own, so it is as much a stranger as they are. */
async function clientOf(f: Fixture, role: Role): Promise<Client> {
  switch (role) {
    case 'owner': return f.owner.client;
    case 'participant': return f.participant.client;
    case 'spectator': return f.spectator.client;
    case 'nonMember': return f.stranger.client;
    case 'nonMemberKey': {
      const key = data(await f.stranger.client.post<{ token: string }>('/api/v1/api-key', { name: 'script', expiresAt: null }));
      return new Client(t.url).withBearer(key.token);
    }
    case 'anonymous': return new Client(t.url);
  }
}

const cases = Object.entries(writeRoutes).flatMap(([name, route]) => ROLES.map((role, i) => ({ name, route, role, status: route.statuses[i] ?? 0 })));
const send = async (f: Fixture, c: (typeof cases)[number]) =>
  (await clientOf(f, c.role)).request(c.route.method, c.route.path(f), c.route.body);

describe('leaderboard permission matrix', () => {
  let shared: Fixture;
  beforeAll(async () => { shared = await boardWithRoles(t); });

  test.each(cases.filter((c) => c.status >= 400))('$name as $role is refused with $status and changes nothing', async (c) => {
    const before = await boardSnapshot(t, shared.owner, shared.board.uuid);
    const res = await send(shared, c);
    expect(res.status, JSON.stringify(res.body)).toBe(c.status);
    expect(await boardSnapshot(t, shared.owner, shared.board.uuid)).toEqual(before);
  });

  test.each(cases.filter((c) => c.status < 400))('$name as $role is allowed ($status)', async (c) => {
    const f = await boardWithRoles(t);
    const before = await streamEvents(t, f.board.uuid);
    const res = await send(f, c);
    expect(res.status, JSON.stringify(res.body)).toBe(c.status);
    // Every allowed write on the board lands on its stream (creating a board writes a stream of its own).
    const after = await streamEvents(t, f.board.uuid);
    if (c.name === 'POST /leaderboard') expect(after).toBe(before);
    else expect(after).toBeGreaterThan(before);
  });

  const reads = [
    (f: Fixture) => board(f), (f: Fixture) => `${board(f)}/me`, (f: Fixture) => `${board(f)}/members`, (f: Fixture) => `${board(f)}/teams`,
    (f: Fixture) => `${board(f)}/teams/${f.red.id}`, (f: Fixture) => `${board(f)}/participants`, (f: Fixture) => `${board(f)}/standings`,
  ];
  test.each(ROLES.map((role, i) => ({ role, status: [200, 200, 200, 404, 404, 401][i] })))('every read of a board as $role answers $status', async ({ role, status }) => {
    const client = await clientOf(shared, role);
    for (const path of reads) expect((await client.get(path(shared))).status, path(shared)).toBe(status);
  });
});
