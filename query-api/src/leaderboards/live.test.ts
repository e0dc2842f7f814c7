import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LIVE_EVENTS } from '@inkpace/contracts/api/leaderboard-standings';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import { messages } from '@inkpace/contracts/messages';
import { LIVE_STREAMS_PER_WRITER, LIVE_STREAM_RETRY_AFTER_S } from '@inkpace/contracts/rules/limits';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { Client, data } from '@inkpace/test/http';
import { Stream } from '@inkpace/test/event-stream';
import { BOARDS, createBoard, joinBoard } from '../../../command-api/src/leaderboards/board-http-fixtures.ts';

/**
 * The live stream of a board over real HTTP: members get the board's version now and each version it moves to;
 * others get the refusals of any route; a second query-only process (same database) hears of changes too.
 */

let t: TestApp;
let second: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  second = await startTestApp({ database: t.database, roles: ['query'] });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const live = (uuid: string) => `${BOARDS}/${uuid}/live`;

describe('the live board stream', () => {
  let owner: SignedUp;
  let writer: SignedUp;
  let uuid: string;
  let project: SummarizedProject;
  beforeAll(async () => {
    [owner, writer] = [await signUpUser(t), await signUpUser(t)];
    uuid = (await createBoard(owner, { title: 'Live' })).uuid;
    await joinBoard(writer, uuid);
    project = data(await writer.client.post<SummarizedProject>('/api/v1/project', { title: 'Novel', phase: 'drafting' }));
  });

  test('a member hears of another member\'s entry, on this process and on a second query process, without asking', async () => {
    const here = new Stream(t.url, live(uuid), owner.client.sessionCookie);
    const there = new Stream(second.url, live(uuid), owner.client.sessionCookie);
    try {
      expect((await here.opened).headers.get('content-type')).toMatch(/^text\/event-stream/);
      const [first] = await here.waitFor(1);
      await there.waitFor(1);
      const sent = Date.now();
      const res = await writer.client.post('/api/v1/tally', { date: t.clock.now().toISOString().slice(0, 10), workId: project.id, measure: 'word', count: 10 });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const versions = await here.waitFor(2);
      expect(Date.now() - sent).toBeLessThan(2_000);
      expect(versions[1]).toBeDefined();
      expect(versions[1]).not.toBe(first);
      // What the stream says is what the standings answer carries.
      const standings = data(await owner.client.get<{ version: string }>(`${BOARDS}/${uuid}/standings`));
      expect(standings.version).toBe(versions.at(-1));
      expect((await there.waitFor(2)).at(-1)).toBe(versions.at(-1));
    } finally {
      here.close();
      there.close();
    }
  });

  test('a roster change (a new name) is heard too', async () => {
    const stream = new Stream(t.url, live(uuid), owner.client.sessionCookie);
    try {
      await stream.waitFor(1);
      data(await writer.client.patch(`${BOARDS}/${uuid}/me`, { displayName: 'Quick Fox' }));
      expect((await stream.waitFor(2)).length).toBeGreaterThanOrEqual(2);
    } finally {
      stream.close();
    }
  });

  test('a kicked member is told on their stream, which then ends; the members who stay hear the new version', async () => {
    const kicked = await signUpUser(t);
    const member = await joinBoard(kicked, uuid);
    const theirs = new Stream(t.url, live(uuid), kicked.client.sessionCookie);
    const owners = new Stream(t.url, live(uuid), owner.client.sessionCookie);
    try {
      await theirs.waitFor(1);
      await owners.waitFor(1);
      const res = await owner.client.delete(`${BOARDS}/${uuid}/members/${member.id}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(await theirs.waitForEnd()).toBe(true);
      // The join's own announcement may reach the stream after its first snapshot (one more 'standings'): what
      // matters is that the stream's last word is the removal and nothing but standings came before it.
      expect(theirs.events.at(-1)).toBe(LIVE_EVENTS.removed);
      expect(new Set(theirs.events.slice(0, -1))).toEqual(new Set(['standings']));
      expect((await owners.waitFor(2)).length).toBe(2);
      expect(owners.ended).toBe(false);
      // Coming back is refused like any route of a board they are not on.
      expect((await kicked.client.get(live(uuid))).status).toBe(404);
    } finally {
      theirs.close();
      owners.close();
    }
  });

  test('strangers get the 404 of an unknown board, the signed-out a 401, a bad uuid a 400: as JSON, never a stream', async () => {
    const stranger = await signUpUser(t);
    const cases: Array<[Client, string, number]> = [
      [stranger.client, live(uuid), 404],
      [new Client(t.url), live(uuid), 401],
      [owner.client, `${BOARDS}/not-a-uuid/live`, 400],
    ];
    for (const [client, path, status] of cases) {
      const res = await client.get(path);
      expect(res.status, path).toBe(status);
      expect(res.body.success).toBe(false);
    }
  });

  test(`a writer has at most LIVE_STREAMS_PER_WRITER streams open, over sessions and keys; the next is a 429, until one closes`, async () => {
    const key = data(await writer.client.post<{ token: string }>('/api/v1/api-key', { name: 'streams', expiresAt: null }));
    const streams = Array.from({ length: LIVE_STREAMS_PER_WRITER }, (_, i) => (i % 2
      ? new Stream(t.url, live(uuid), writer.client.sessionCookie)
      : new Stream(t.url, live(uuid), null, { authorization: `Bearer ${key.token}` })));
    try {
      for (const stream of streams) expect((await stream.waitFor(1)).length).toBe(1);
      for (const refused of [await writer.client.get(live(uuid)), await new Client(t.url).withBearer(key.token).get(live(uuid))]) {
        expect(refused.status).toBe(429);
        expect(refused.headers.get('retry-after')).toBe(String(LIVE_STREAM_RETRY_AFTER_S));
        expect(refused.body).toEqual({ success: false, error: { code: 'TOO_MANY_REQUESTS', message: messages.errors.tooManyStreams } });
      }
      // Another member is not affected.
      const other = new Stream(t.url, live(uuid), owner.client.sessionCookie);
      expect((await other.waitFor(1)).length).toBe(1);
      other.close();
      // Closing a stream gives its place back (as soon as the server sees the connection go).
      streams.shift()?.close();
      await expect.poll(async () => {
        const again = new Stream(t.url, live(uuid), writer.client.sessionCookie);
        const status = (await again.opened).status;
        if (status === 200) streams.push(again);
        else again.close();
        return status;
      }, { timeout: 5_000 }).toBe(200);
      expect((await writer.client.get(live(uuid))).status).toBe(429);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
