import pg from 'pg';
import { expectStatus } from './client.ts';
import type { BenchContext, ScenarioGroup } from './context.ts';
import { bigReadRows } from './big-read.ts';
import { load, loadRows } from './http-load.ts';
import { entriesFor, seedWriter } from './seed.ts';
import { since } from './stats.ts';
import type { Row } from './table.ts';

/**
 * A writer with a long history: 200,000 entries imported in batches of 2,000 (BENCH_HISTORY sets the total). Does
 * each 20,000 cost the same as the first (the batch path must not slow down as history grows)? Do reads and a POST
 * stay as fast as on a small history? And how does PostgreSQL run the hot queries at that size (EXPLAIN)?
 */
const TOTAL = Number(process.env.BENCH_HISTORY ?? 200_000);
const BATCH = 2_000;
const STEP = 20_000;

/** The statements behind the hot paths, as the app runs them, with the seeded writer's ids filled in. */
function hotQueries(owner: number, project: number): Array<[string, string]> {
  return [
    ['entries of one project (GET /tally?works[]=)', `select count(*) from progress.tallies t join progress.projects p on p.id = t.project_id
      where t.owner_id = ${owner} and t.state = 'active' and p.state = 'active' and t.project_id = any(array[${project}])`],
    ['a month of entries (GET /tally?startDate&endDate)', `select t.id from progress.tallies t join progress.projects p on p.id = t.project_id
      where t.owner_id = ${owner} and t.state = 'active' and p.state = 'active' and t.date >= '2023-03-01' and t.date <= '2023-03-31'
      order by t.date desc, t.id desc`],
    ['day totals (GET /stats/days)', `select s.date, s.measure, sum(s.total) from progress.daily_stats s join progress.projects p on p.id = s.project_id
      where s.owner_id = ${owner} and p.state = 'active' group by s.date, s.measure`],
    ['a set total\'s total so far', `select coalesce(sum(total), 0) from progress.daily_stats
      where project_id = ${project} and measure = 'word' and date <= '2024-06-01'`],
    ['the writer\'s volumes (every write)', `select measure, volume from progress.writer_volumes where owner_id = ${owner}`],
  ];
}

async function explainRows(databaseUrl: string, owner: number, project: number): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const rows: Row[] = [];
  try {
    for (const [name, text] of hotQueries(owner, project)) {
      const res = await client.query<{ 'QUERY PLAN': Array<{ Plan: { 'Node Type': string; 'Index Name'?: string; Plans?: unknown[] }; 'Execution Time': number }> }>(
        `explain (analyze, format json) ${text}`);
      const plan = res.rows[0]?.['QUERY PLAN'][0];
      const scans = JSON.stringify(plan?.Plan).match(/"(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)"(,"Parent Relationship":"[A-Za-z]+")?[^}]*?"(Relation Name|Index Name)":"([a-z_]+)"/g) ?? [];
      rows.push({
        scenario: `EXPLAIN at ${TOTAL.toLocaleString('en-US')} entries: ${name}`, figure: 'execution time',
        value: plan?.['Execution Time'] ?? null, unit: 'ms',
        reference: scans.map((s) => s.replace(/"Parent Relationship":"[A-Za-z]+",?/, '').replace(/[{}"]/g, '').replace(/,.*:/, ' ')).join('; ').slice(0, 160),
      });
    }
  } finally {
    await client.end();
  }
  return rows;
}

export const historyScenarios: ScenarioGroup = {
  name: 'history',
  optIn: true,
  async run(ctx: BenchContext): Promise<Row[]> {
    const { url } = ctx.instance;
    const w = await seedWriter(url, 'h');
    const all = entriesFor(w.projectIds, TOTAL, 7);
    const rows: Row[] = [];
    let first: number | null = null;
    for (let done = 0; done < TOTAL; done += STEP) {
      const t0 = performance.now();
      for (let at = done; at < Math.min(done + STEP, TOTAL); at += BATCH) {
        await expectStatus(url, 'POST', '/api/v1/tally/batch', 201, { token: w.token, body: all.slice(at, at + BATCH) });
      }
      const seconds = since(t0) / 1000;
      first ??= seconds;
      ctx.progress(`history: ${(done + STEP).toLocaleString('en-US')} entries, last ${STEP} in ${seconds.toFixed(2)} s`);
      rows.push({
        scenario: `history: batches of ${BATCH.toLocaleString('en-US')}`, figure: `entries ${(done + 1).toLocaleString('en-US')}–${(done + STEP).toLocaleString('en-US')}`,
        value: seconds, unit: 's', target: { atMost: first * 1.5 }, reference: 'aim: no slower than 1.5× the first 20,000',
      });
    }
    const auth = { authorization: `Bearer ${w.token}` };
    const id = w.projectIds[0] ?? 0;
    // What a script that reads its whole history gets (issue 27: 57 s and 128 MB at 200,000 entries before streaming).
    ctx.progress('history: GET /api/v1/tally, the whole history');
    rows.push(...(await bigReadRows(ctx.instance, `at ${TOTAL.toLocaleString('en-US')} entries: GET /api/v1/tally (whole history)`, '/api/v1/tally',
      { ...auth, 'accept-encoding': 'identity' })));
    const reads: Array<[string, string]> = [
      ['GET /api/v1/project', '/api/v1/project'],
      ['GET /api/v1/stats/days', '/api/v1/stats/days'],
      ['GET /api/v1/tally, one month', '/api/v1/tally?startDate=2023-03-01&endDate=2023-03-31'],
    ];
    for (const [scenario, path] of reads) {
      const r = await load({ url, path, headers: auth, seconds: ctx.seconds });
      rows.push(...loadRows(`at ${TOTAL.toLocaleString('en-US')} entries: ${scenario}`, r));
    }
    const body = JSON.stringify({ date: '2025-06-01', workId: w.projectIds[1], measure: 'word', count: 250, note: 'bench', tags: ['sprint'] });
    const write = await load({ url, path: '/api/v1/tally', method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body, seconds: ctx.seconds });
    rows.push(...loadRows(`at ${TOTAL.toLocaleString('en-US')} entries: POST /api/v1/tally`, write));
    const me = await expectStatus(url, 'GET', '/api/v1/me', 200, { cookie: w.cookie });
    rows.push(...(await explainRows(ctx.instance.databaseUrl, (me.data as { id: number }).id, id)));
    return rows;
  },
};
