import { expectStatus, stringField } from './client.ts';
import type { BenchContext, ScenarioGroup } from './context.ts';
import { load, loadRows } from './http-load.ts';
import { since } from './stats.ts';
import type { Row } from './table.ts';

/** The seeded writer of issue 4: 20 projects, 20,000 entries over 5 years (90 % words, 10 % time, 20 % notes), 5 tags. */
const PROJECTS = 20;
const ENTRIES = 20_000;
const YEARS = 5;
const TAGS = ['draft', 'revision', 'sprint', 'morning', 'research'];
const PASSWORD = 'bench-password-1234';

/** A small deterministic generator, so every run seeds the same history. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0;
    return s / 2 ** 32;
  };
}

function isoDate(day: number): string {
  return new Date(Date.UTC(2021, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
}

function entries(projectIds: readonly number[]): unknown[] {
  const next = random(42);
  return Array.from({ length: ENTRIES }, () => {
    const words = next() < 0.9;
    const tagged = next() < 0.3;
    return {
      date: isoDate(Math.floor(next() * 365 * YEARS)),
      workId: projectIds[Math.floor(next() * projectIds.length)],
      measure: words ? 'word' : 'time',
      count: words ? 100 + Math.floor(next() * 2000) : 15 + Math.floor(next() * 120),
      note: next() < 0.2 ? 'A note about how the session went, a line or two.' : '',
      tags: tagged ? [TAGS[Math.floor(next() * TAGS.length)]] : [],
    };
  });
}

interface Writer {
  cookie: string;
  token: string;
  projectIds: number[];
}

async function seedWriter(url: string): Promise<Writer> {
  const username = `w${Date.now().toString(36)}`;
  await expectStatus(url, 'POST', '/api/auth/signup', 201, { body: { username, email: `${username}@bench.example.com`, password: PASSWORD } });
  const login = await expectStatus(url, 'POST', '/api/auth/login', 200, { body: { username, password: PASSWORD } });
  const cookie = login.cookies.find((c) => c.startsWith('inkpace_session=')) ?? '';
  const key = await expectStatus(url, 'POST', '/api/v1/api-key', 201, { cookie, body: { name: 'bench', expiresAt: null } });
  const token = stringField(key.data, 'token');
  for (const name of TAGS) await expectStatus(url, 'POST', '/api/v1/tag', 201, { token, body: { name } });
  const projectIds: number[] = [];
  for (let i = 0; i < PROJECTS; i++) {
    const res = await expectStatus(url, 'POST', '/api/v1/project', 201, { token, body: { title: `Project ${i + 1}`, phase: 'drafting' } });
    projectIds.push((res.data as { id: number }).id);
  }
  return { cookie, token, projectIds };
}

/** What the project page downloads: the project, its day totals and its entries (never the whole history). */
async function projectPageBytes(url: string, w: Writer, id: number): Promise<number> {
  let bytes = 0;
  for (const path of [`/api/v1/project/${id}`, `/api/v1/stats/days?works[]=${id}`, `/api/v1/tally?works[]=${id}`]) {
    const res = await fetch(`${url}${path}`, { headers: { cookie: w.cookie, 'accept-encoding': 'gzip, br' } });
    const body = await res.arrayBuffer(); // fetch unzips; the bytes on the wire are in Content-Length
    bytes += Number(res.headers.get('content-length') ?? body.byteLength);
  }
  return bytes;
}

export const progressScenarios: ScenarioGroup = {
  name: 'progress',
  async run(ctx: BenchContext): Promise<Row[]> {
    const { url } = ctx.instance;
    const seconds = ctx.seconds;
    ctx.progress(`seeding a writer: ${PROJECTS} projects, ${TAGS.length} tags`);
    const w = await seedWriter(url);
    const auth = { authorization: `Bearer ${w.token}` };

    ctx.progress(`POST /api/v1/tally/batch with ${ENTRIES} entries`);
    const t0 = performance.now();
    await expectStatus(url, 'POST', '/api/v1/tally/batch', 201, { token: w.token, body: entries(w.projectIds) });
    const rows: Row[] = [{
      scenario: `batch import (${ENTRIES.toLocaleString('en-US')} entries, one request)`, figure: 'time to answer, projections applied',
      value: since(t0) / 1000, unit: 's', target: { atMost: 2.48 }, reference: 'established tracker: 24.8 s',
    }];

    const id = w.projectIds[0] ?? 0;
    const reads: Array<[string, string, number, number]> = [
      ['GET /api/v1/project', '/api/v1/project', 4.2, 50],
      [`GET /api/v1/tally?works[]=<id> (~${Math.round(ENTRIES / PROJECTS)} entries)`, `/api/v1/tally?works[]=${id}`, 31, 50],
      ['GET /api/v1/stats/days', '/api/v1/stats/days', 38.7, 50],
    ];
    for (const [scenario, path, reference, factor] of reads) {
      ctx.progress(`${scenario} for ${seconds} s`);
      const r = await load({ url, path, headers: auth, seconds });
      rows.push(...loadRows(scenario, r, { target: { atLeast: reference * factor }, reference: `established tracker: ${reference} req/s; ratio ${(r.requestsPerSecond / reference).toFixed(0)}x` }));
    }

    // ~650 KB per answer without compression: that run measures loopback bandwidth as much as the server. Browsers
    // and most HTTP clients offer gzip, which the cache keeps ready.
    const listPath = `/api/v1/tally?works[]=${id}`;
    ctx.progress(`GET ${listPath} with gzip for ${seconds} s`);
    const gzipped = await load({ url, path: listPath, headers: { ...auth, 'accept-encoding': 'gzip' }, seconds });
    rows.push(...loadRows('GET /api/v1/tally?works[]=<id>, client accepts gzip', gzipped, {
      reference: `established tracker: 31 req/s; ratio ${(gzipped.requestsPerSecond / 31).toFixed(0)}x`,
    }));

    ctx.progress(`POST /api/v1/tally for ${seconds} s`);
    const body = JSON.stringify({ date: '2025-06-01', workId: w.projectIds[1], measure: 'word', count: 250, note: 'bench', tags: ['sprint'] });
    const write = await load({ url, path: '/api/v1/tally', method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body, seconds });
    rows.push(...loadRows('POST /api/v1/tally', write, {
      target: { atLeast: 860 }, reference: `established tracker: 86 req/s; ratio ${(write.requestsPerSecond / 86).toFixed(0)}x; p99 target < 25 ms`,
    }));

    rows.push({
      scenario: 'project page data (project, its days, its entries)', figure: 'bytes on the wire (browser offers gzip)',
      value: (await projectPageBytes(url, w, id)) / 1024, unit: 'KiB',
    });
    return rows;
  },
};
