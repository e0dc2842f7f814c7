import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Participant } from '@inkpace/contracts/api/leaderboard-member';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import { createDb } from '@inkpace/infra/db';
import { boardMembers, effectiveName } from '@inkpace/projector/leaderboards';
import { countedEntries } from '@inkpace/projector/progress';
import type { ReadModels } from '@inkpace/projector/read-models';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { data } from '@inkpace/test/http';
import { BOARDS, createBoard, joinBoard } from '../../../command-api/src/leaderboards/board-http-fixtures.ts';
import { BUILT_WHOLE_MAX } from './participants.ts';

/**
 * The participants feed (every counted entry of every participant) grows with the participants' histories (issue
 * 27): a long one is streamed a few participants at a time, with the bytes the whole list had, and kept for the
 * next readers when it fits the cache.
 */
let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const year = { title: 'Year', startDate: '2026-01-01', endDate: '2026-12-31', measures: ['word'], goal: { word: 1_000_000 } };
const newProject = async (u: SignedUp) => data(await u.client.post<SummarizedProject>('/api/v1/project', { title: 'Saga', phase: 'drafting' }));
const entries = (n: number, workId: number) => Array.from({ length: n }, (_, i) => ({
  date: `2026-${String(1 + (i % 10)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`, workId, measure: 'word', count: 1 + i,
}));

/** The feed as it was built before streaming: every participant and their counted entries, JSON.stringify'd whole. */
async function builtWhole(boardId: number): Promise<string> {
  const db = createDb<ReadModels>(t.database.pool);
  const participants = (await boardMembers(db, boardId)).filter((m) => m.is_participant);
  const counted = await countedEntries(db, participants.map((m) => m.id));
  return JSON.stringify(participants.map((m): Participant => ({
    id: m.id, uuid: m.uuid, goal: m.goal, avatar: m.avatar, displayName: effectiveName(m), color: m.color, teamId: m.team_id,
    tallies: counted.get(m.id) ?? [],
  })));
}

const feed = (u: SignedUp, uuid: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}${BOARDS}/${uuid}/participants`, { headers: { cookie: u.client.sessionCookie ?? '', 'accept-encoding': 'identity', ...headers } });

test('a long feed is streamed with the bytes of the whole list, then answered from the cache', async () => {
  const [a, b] = [await signUpUser(t), await signUpUser(t)];
  const board = await createBoard(a, year);
  await joinBoard(b, board.uuid, { isParticipant: true });
  expect((await a.client.post('/api/v1/tally/batch', entries(BUILT_WHOLE_MAX + 500, (await newProject(a)).id))).status).toBe(201);
  expect((await b.client.post('/api/v1/tally/batch', entries(20, (await newProject(b)).id))).status).toBe(201);
  const expected = `{"success":true,"data":${await builtWhole(board.id)}}`;

  const first = await feed(b, board.uuid);
  expect(first.headers.get('content-length')).toBeNull();
  expect(first.headers.get('transfer-encoding')).toBe('chunked');
  expect(await first.text()).toBe(expected);
  const again = await feed(a, board.uuid);
  expect(again.headers.get('content-length')).toBe(String(Buffer.byteLength(expected)));
  expect(await again.text()).toBe(expected);
  expect((await feed(a, board.uuid, { 'if-none-match': again.headers.get('etag') ?? '' })).status).toBe(304);
});

test('a short feed is built whole, as before', async () => {
  const a = await signUpUser(t);
  const board = await createBoard(a, year);
  expect((await a.client.post('/api/v1/tally/batch', entries(30, (await newProject(a)).id))).status).toBe(201);
  const res = await feed(a, board.uuid);
  expect(res.headers.get('content-length')).not.toBeNull();
  expect(await res.text()).toBe(`{"success":true,"data":${await builtWhole(board.id)}}`);
});
