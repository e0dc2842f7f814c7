import { expectStatus } from './client.ts';
import { entriesFor, ENTRIES, PROJECTS, seedWriter, TAGS, type Writer } from './seed.ts';
import type { BenchContext, ScenarioGroup } from './context.ts';
import { load, loadRows } from './http-load.ts';
import { since } from './stats.ts';
import { transactions } from './pg-stats.ts';
import type { Row } from './table.ts';
import { readYourWritesFloor } from './write-floor.ts';

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

const WARM_UP_SECONDS = 3;

export const progressScenarios: ScenarioGroup = {
  name: 'progress',
  async run(ctx: BenchContext): Promise<Row[]> {
    const { url } = ctx.instance;
    const seconds = ctx.seconds;
    ctx.progress(`seeding a writer: ${PROJECTS} projects, ${TAGS.length} tags`);
    const w = await seedWriter(url, 'w');
    const auth = { authorization: `Bearer ${w.token}` };

    ctx.progress(`POST /api/v1/tally/batch with ${ENTRIES} entries`);
    const t0 = performance.now();
    await expectStatus(url, 'POST', '/api/v1/tally/batch', 201, { token: w.token, body: entriesFor(w.projectIds, ENTRIES, 42) });
    const rows: Row[] = [{
      scenario: `batch import (${ENTRIES.toLocaleString('en-US')} entries, one request)`, figure: 'time to answer, projections applied',
      value: since(t0) / 1000, unit: 's', target: { atMost: 2.48 }, reference: 'established tracker: 24.8 s',
    }];

    // The same 20,000 entries for another writer, sent as an importer that pages would send them.
    const paged = await seedWriter(url, 'p');
    const pagedEntries = entriesFor(paged.projectIds, ENTRIES, 42);
    ctx.progress(`POST /api/v1/tally/batch: ${ENTRIES} entries as 40 batches of 500`);
    const t1 = performance.now();
    for (let at = 0; at < ENTRIES; at += 500) {
      await expectStatus(url, 'POST', '/api/v1/tally/batch', 201, { token: paged.token, body: pagedEntries.slice(at, at + 500) });
    }
    rows.push({
      scenario: `batch import (${ENTRIES.toLocaleString('en-US')} entries, 40 requests of 500)`, figure: 'time to answer all, projections applied',
      value: since(t1) / 1000, unit: 's', target: { atMost: 2.5 },
    });

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
    const post = { url, path: '/api/v1/tally', method: 'POST' as const, headers: { ...auth, 'content-type': 'application/json' }, body };
    // Steady state is measured, as a server runs for days: its first seconds on this path run unoptimised code, and
    // each pooled connection prepares the path's statements on its third use. The warm-up's own figure is reported.
    const warmUp = await load({ ...post, seconds: WARM_UP_SECONDS });
    rows.push({
      scenario: `POST /api/v1/tally, first ${WARM_UP_SECONDS} s (warm-up, cold path)`, figure: 'throughput (10 connections)',
      value: warmUp.requestsPerSecond, unit: 'req/s',
    });
    const before = await transactions(ctx.instance.databaseUrl);
    const write = await load({ ...post, seconds });
    const committed = (await transactions(ctx.instance.databaseUrl)) - before;
    rows.push(...loadRows('POST /api/v1/tally', write, {
      target: { atLeast: 1_100 }, reference: `established tracker: 86 req/s; ratio ${(write.requestsPerSecond / 86).toFixed(0)}x; p99 target ≤ 20 ms`,
    }));
    rows.push({
      scenario: 'POST /api/v1/tally', figure: 'PostgreSQL transactions per request (all processes)', value: write.total > 0 ? committed / write.total : null, unit: 'tx',
      reference: 'each autocommit statement is one; a projector batch is one for several entries',
    });
    const me = (await expectStatus(url, 'GET', '/api/v1/me', 200, { cookie: w.cookie })).data as { id: number; uuid: string };
    rows.push(...(await readYourWritesFloor(ctx, { id: me.id, uuid: me.uuid, projectId: w.projectIds[1] ?? id })));

    rows.push({
      scenario: 'project page data (project, its days, its entries)', figure: 'bytes on the wire (browser offers gzip)',
      value: (await projectPageBytes(url, w, id)) / 1024, unit: 'KiB',
    });
    return rows;
  },
};
