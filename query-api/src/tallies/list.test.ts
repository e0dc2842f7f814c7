import http from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'kysely';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import type { TallyWithWorkAndTags } from '@inkpace/contracts/api/tally';
import { messages } from '@inkpace/contracts/messages';
import { LIST_BUILDS_RETRY_AFTER_S, LIST_BUILDS_WAITING_PER_WRITER } from '@inkpace/contracts/rules/limits';
import { tallyWithWorkAndTagsJson } from '@inkpace/projector/progress';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { data, errorOf } from '@inkpace/test/http';
import { CACHED_LIST_MAX } from './list.ts';

/**
 * GET /tally (issue 27): a long list is streamed rather than aggregated into one jsonb value, with the very bytes
 * the aggregate gave; `limit` and `offset` page through it, and clients that send neither get the whole list.
 */
let t: TestApp;
let u: SignedUp;
let projects: SummarizedProject[];
const LONG = CACHED_LIST_MAX + 1_000;

beforeAll(async () => {
  t = await startTestApp();
  u = await signUpUser(t);
  projects = [];
  for (const title of ['Novel', 'Stories']) projects.push(data(await u.client.post<SummarizedProject>('/api/v1/project', { title, phase: 'drafting' })));
  // A history like a writer's: two projects, several days an entry, notes and tags (some shared, one deleted later).
  const batch = Array.from({ length: LONG }, (_, i) => ({
    date: `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    workId: projects[i % 2]?.id, measure: i % 7 === 0 ? 'time' : 'word', count: 100 + (i % 900),
    note: i % 5 === 0 ? `Note ${i}, with "quotes" and ünïcode` : '', tags: i % 3 === 0 ? ['Draft', 'sprint'] : i % 4 === 0 ? ['zzz'] : [],
  }));
  expect((await u.client.post('/api/v1/tally/batch', batch)).status).toBe(201);
  const zzz = data(await u.client.get<Array<{ id: number; name: string }>>('/api/v1/tag')).find((g) => g.name === 'zzz');
  expect((await u.client.delete(`/api/v1/tag/${zzz?.id}`)).status).toBe(200);
}, 120_000);
afterAll(async () => { await t?.close(); });

/** The list as the single jsonb aggregate built it before streaming, filtered to one project or not. */
async function aggregated(projectId?: number): Promise<string> {
  const res = await sql<{ json: string }>`
    select coalesce(jsonb_agg(${tallyWithWorkAndTagsJson} order by t.date desc, t.id desc), '[]'::jsonb)::text as json
    from progress.tallies t join progress.projects p on p.id = t.project_id
    where t.owner_id = ${u.id} and t.state = 'active' and p.state = 'active' and (${projectId ?? null}::integer is null or t.project_id = ${projectId ?? null})`
    .execute(t.database.db);
  return res.rows[0]?.json ?? '';
}

async function raw(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${t.url}${path}`, { headers: { cookie: u.client.sessionCookie ?? '', ...headers } });
}

describe('the whole list', () => {
  test('a long list is streamed (no Content-Length, sent in chunks) with the bytes the single aggregate gave', async () => {
    const res = await raw('/api/v1/tally', { 'accept-encoding': 'identity' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    const text = await res.text();
    expect(text).toBe(`{"success":true,"data":${await aggregated()}}`);
    expect((JSON.parse(text) as { data: unknown[] }).data).toHaveLength(LONG);
  });

  test('gzipped, and revalidated with its entity tag, as the cached lists are', async () => {
    const plain = await (await raw('/api/v1/tally', { 'accept-encoding': 'identity' })).text();
    const zipped = await raw('/api/v1/tally', { 'accept-encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.text()).toBe(plain); // fetch unzips
    const etag = zipped.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await raw('/api/v1/tally', { 'if-none-match': etag })).status).toBe(304);
  });

  test('a short list (one project) is kept whole in the cache, with the same bytes as before', async () => {
    const id = projects[1]?.id ?? 0;
    const first = await raw(`/api/v1/tally?works[]=${id}`, { 'accept-encoding': 'identity' });
    expect(first.headers.get('content-length')).not.toBeNull();
    expect(await first.text()).toBe(`{"success":true,"data":${await aggregated(id)}}`);
  });
});

describe('pages: limit and offset, which clients of the reference never send', () => {
  const ids = async (path: string) => data(await u.client.get<TallyWithWorkAndTags[]>(path)).map((e) => e.id);

  test('limit and offset cut the same order, filters included', async () => {
    const all = await ids('/api/v1/tally');
    expect(await ids('/api/v1/tally?limit=3')).toEqual(all.slice(0, 3));
    expect(await ids('/api/v1/tally?limit=4&offset=2')).toEqual(all.slice(2, 6));
    expect(await ids(`/api/v1/tally?offset=${LONG - 2}`)).toEqual(all.slice(-2));
    expect(await ids(`/api/v1/tally?offset=${LONG}`)).toEqual([]);
    const stories = await ids(`/api/v1/tally?works[]=${projects[1]?.id}`);
    expect(await ids(`/api/v1/tally?works[]=${projects[1]?.id}&limit=5&offset=5`)).toEqual(stories.slice(5, 10));
    // A page long enough to be streamed is the same slice.
    expect(await ids(`/api/v1/tally?limit=${CACHED_LIST_MAX + 10}&offset=7`)).toEqual(all.slice(7, CACHED_LIST_MAX + 17));
  });

  test('a limit or offset that is not a whole number in range is refused, naming the parameter', async () => {
    const v = messages.validation;
    for (const [query, message] of [['limit=0', v.tallyListLimit], ['limit=abc', v.tallyListLimit], ['limit=1e3', v.tallyListLimit],
      ['limit=250001', v.tallyListLimit], ['offset=-1', v.tallyListOffset], ['offset=1.5', v.tallyListOffset]] as const) {
      expect(errorOf(await u.client.get(`/api/v1/tally?${query}`)), query).toEqual({ status: 400, code: 'VALIDATION_FAILED', message });
    }
  });
});

describe("one writer's lists are built one at a time", () => {
  test('more than the line holds answer 429 with Retry-After; another writer reads meanwhile', async () => {
    const sent = LIST_BUILDS_WAITING_PER_WRITER + 2; // one served, those allowed to wait, one too many
    // Pages long enough to stream, none the same: no cache, no shared build.
    const reads = Array.from({ length: sent }, async (_, i) => {
      const res = await raw(`/api/v1/tally?limit=${CACHED_LIST_MAX + 1}&offset=${i}`, { 'accept-encoding': 'identity' });
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text() };
    });
    const other = await signUpUser(t);
    const first = await Promise.race([
      other.client.get('/api/v1/tally').then((res) => ({ other: res.status })),
      Promise.all(reads).then(() => ({ other: 'after every list' })),
    ]);
    expect(first).toEqual({ other: 200 });
    const answers = await Promise.all(reads);
    expect(answers.map((a) => a.status).sort()).toEqual([...Array.from({ length: sent - 1 }, () => 200), 429]);
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.retryAfter).toBe(String(LIST_BUILDS_RETRY_AFTER_S));
    expect(JSON.parse(refused?.body ?? '{}')).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS', message: messages.errors.listBuildsWaiting } });
  });

  test('tabs asking for the same short list at once share its build, without places in the line', async () => {
    const path = `/api/v1/tally?works[]=${projects[0]?.id}&measure=word`;
    const answers = await Promise.all(Array.from({ length: 10 }, async () => {
      const res = await raw(path, { 'accept-encoding': 'identity' });
      return { status: res.status, body: await res.text() };
    }));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  test("a client that leaves in the middle of a long list gives up its writer's turn", async () => {
    // node:http, whose destroy closes its one connection (an aborted fetch left a second, unused one open, which
    // kept the server from closing until its request timeout).
    await new Promise<void>((resolve, reject) => {
      const req = http.get(`${t.url}/api/v1/tally`, { headers: { cookie: u.client.sessionCookie ?? '' } }, (res) => {
        res.once('data', () => { req.destroy(); resolve(); }); // the first bytes, then gone
      });
      req.on('error', reject);
    });
    const next = await raw(`/api/v1/tally?limit=${CACHED_LIST_MAX + 1}&offset=3`, { 'accept-encoding': 'identity' });
    expect(next.status).toBe(200);
    expect(JSON.parse(await next.text()).data).toHaveLength(LONG - 3 < CACHED_LIST_MAX + 1 ? LONG - 3 : CACHED_LIST_MAX + 1);
  }, 20_000);
});
