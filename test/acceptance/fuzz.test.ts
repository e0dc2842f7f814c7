import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { routeTables } from '@inkpace/contracts/api/index';
import type { RouteDef } from '@inkpace/contracts/api/route';
import type { Leaderboard } from '@inkpace/contracts/api/leaderboard';
import type { LeaderboardMember, Team } from '@inkpace/contracts/api/leaderboard-member';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import type { Tag } from '@inkpace/contracts/api/tag';
import type { TallyWithWorkAndTags } from '@inkpace/contracts/api/tally';
import { startTestApp, type TestApp } from '../support/app.ts';
import { makeAdmin, signUpUser, type SignedUp } from '../support/accounts.ts';
import { data } from '../support/http.ts';
import { bodyText, Fuzz, mutatedBody, pathFor, queryFor, random, type JsonSchema } from '../support/fuzz.ts';

/**
 * Every route of the API, fed random hostile input (strings with NUL, surrogates, right-to-left text and 1 MB;
 * numbers past every bound; broken shapes): no answer may be a 5xx, and no refused request may have appended
 * anything. FUZZ_SEED replays a run; FUZZ_CASES sets the requests per route.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const CASES = Number(process.env.FUZZ_CASES ?? 40);
const ONE_MB = 'a'.repeat(1_000_000);

let t: TestApp;
let admin: SignedUp;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signUpUser(t);
  await makeAdmin(t, admin.username, admin.client);
}, 60_000);
afterAll(async () => { await t?.close(); });

const headOfLog = async () => (await t.database.pool.query<{ head: string | null }>('select max(global_position)::text as head from events')).rows[0]?.head;

interface Subject {
  user: SignedUp;
  ids: number[];
  uuids: string[];
  fillers: Record<string, unknown>;
}

/** A writer with a project, an entry, a tag, a key and a leaderboard (with a team and another member), whose ids the fuzzer mixes into its requests. */
async function subject(asAdmin: boolean): Promise<Subject> {
  const user = asAdmin ? admin : await signUpUser(t);
  const project = data(await user.client.post<SummarizedProject>('/api/v1/project', { title: 'Fuzzed', phase: 'drafting' }));
  const entry = data(await user.client.post<TallyWithWorkAndTags>('/api/v1/tally', { date: '2026-03-01', workId: project.id, measure: 'word', count: 5, tags: ['t'] }));
  const tag = data(await user.client.get<Tag[]>('/api/v1/tag'))[0];
  const board = data(await user.client.post<Leaderboard>('/api/v1/leaderboard', { title: 'Fuzzed', isJoinable: true, enableTeams: true }));
  const team = data(await user.client.post<Team>(`/api/v1/leaderboard/${board.uuid}/teams`, { name: 'Fuzzed' }));
  const member = data(await (await signUpUser(t)).client.post<LeaderboardMember>(`/api/v1/leaderboard/${board.uuid}/me`, { isParticipant: true }));
  return {
    user,
    ids: [project.id, entry.id, tag?.id ?? 1, team.id, member.id, 1, 2],
    uuids: [board.uuid],
    fillers: { workId: project.id, date: '2026-03-01', measure: 'word', phase: 'drafting', color: 'default' },
  };
}

const routes: Array<[string, RouteDef]> = Object.entries(routeTables).flatMap(([tag, table]) => Object.entries(table).map(([name, def]) => [`${tag} ${name}`, def] as [string, RouteDef]));

test.each(routes)('%s: no 5xx, no partial writes', { timeout: 120_000 }, async (label, def) => {
  const f = new Fuzz(random(SEED + label.length * 7919 + label.charCodeAt(0)));
  const s = await subject(def.access === 'admin');
  const bodySchema = def.body ? (z.toJSONSchema(def.body, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : undefined;
  const queryNames = def.query ? Object.keys((z.toJSONSchema(def.query, { io: 'input', unrepresentable: 'any' }) as JsonSchema).properties ?? {}) : [];
  const failures: string[] = [];
  for (let i = 0; i < CASES; i++) {
    const path = pathFor(f, def.path, s.ids, s.uuids) + (def.method === 'GET' ? queryFor(f, queryNames) : '');
    let text: string | undefined;
    if (def.method !== 'GET') {
      // The first case puts a 1 MB string in the first field; the rest are random.
      const firstField = Object.keys(bodySchema?.properties ?? bodySchema?.items?.properties ?? { value: 0 })[0] ?? 'value';
      text = i === 0 ? JSON.stringify({ [firstField]: ONE_MB }) : bodyText(mutatedBody(f, bodySchema, s.fillers as Record<string, null>));
    }
    const before = await headOfLog();
    const res = await fetch(t.url + path, {
      method: def.method,
      headers: { ...(text === undefined ? {} : { 'content-type': 'application/json' }), cookie: s.user.client.sessionCookie ?? '' },
      body: text,
    });
    const status = res.status;
    await res.arrayBuffer();
    const after = await headOfLog();
    const shown = `${def.method} ${path.slice(0, 120)} ${text === undefined ? '' : text.slice(0, 200)}`;
    if (status >= 500) failures.push(`${status} for ${shown}`);
    if (status >= 400 && before !== after) failures.push(`${status} but the log grew (${before} → ${after}) for ${shown}`);
  }
  expect(failures, `seed ${SEED} (FUZZ_SEED=${SEED} replays it)`).toEqual([]);
});
