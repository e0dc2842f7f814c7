import type { BenchContext, ScenarioGroup } from './context.ts';
import { entriesFor, seedWriter, type Writer } from './seed.ts';
import { percentile, since, sleep } from './stats.ts';
import type { Row } from './table.ts';

/**
 * Does one writer's import slow everyone else down (issue 27: four concurrent loops of 2,000-entry batches made
 * another writer's GET p99 35× slower and POST p50 27× slower)? Another writer's GET and POST are timed alone, then
 * while one writer runs IMPORT_LOOPS loops of BATCH-entry batches, in the same run, and compared.
 */
const IMPORT_LOOPS = 4;
const BATCH = 2_000;
/** Another writer is a person with a tab or two open, not a load generator. */
const CONNECTIONS = 2;
/** The imports run this long before the other writer is timed, so the figure is of imports in full swing. */
const SWING_UP_MS = 2_000;

interface Latencies {
  p50: number;
  p99: number;
  count: number;
  failed: number;
}

/**
 * CONNECTIONS clients, each sending one request after the other for `seconds`, timed in fractional milliseconds
 * (autocannon keeps whole milliseconds, too coarse for a 2 ms GET's ratio).
 */
async function timed(url: string, init: RequestInit, seconds: number): Promise<Latencies> {
  const samples: number[] = [];
  let failed = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
      await res.arrayBuffer();
      samples.push(since(t0));
      if (res.status >= 300) failed++;
    }
  }));
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), count: samples.length, failed };
}

interface ImportTally {
  answered: Map<number, number>;
  entries: number;
}

/** One importer: sends batches one after the other until told to stop, waiting out a 429's Retry-After as a client should. */
async function importLoop(url: string, w: Writer, seed: number, stop: () => boolean, tally: ImportTally): Promise<void> {
  const body = JSON.stringify(entriesFor(w.projectIds, BATCH, seed));
  const headers = { authorization: `Bearer ${w.token}`, 'content-type': 'application/json' };
  while (!stop()) {
    const res = await fetch(`${url}/api/v1/tally/batch`, { method: 'POST', headers, body, signal: AbortSignal.timeout(120_000) });
    await res.arrayBuffer();
    tally.answered.set(res.status, (tally.answered.get(res.status) ?? 0) + 1);
    if (res.status === 201) tally.entries += BATCH;
    else await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000);
  }
}

function comparisonRows(scenario: string, alone: Latencies, during: Latencies): Row[] {
  const rows: Row[] = [
    { scenario, figure: 'p50 alone', value: alone.p50, unit: 'ms' },
    { scenario, figure: 'p99 alone', value: alone.p99, unit: 'ms' },
    { scenario, figure: 'p50 during the imports', value: during.p50, unit: 'ms' },
    { scenario, figure: 'p99 during the imports', value: during.p99, unit: 'ms' },
    { scenario, figure: 'p50 ratio (during ÷ alone)', value: during.p50 / alone.p50, unit: '×', reference: 'issue 27: POST p50 27× before' },
    { scenario, figure: 'p99 ratio (during ÷ alone)', value: during.p99 / alone.p99, unit: '×', target: { atMost: 3 }, reference: 'issue 27: GET p99 35× before' },
  ];
  const failed = alone.failed + during.failed;
  if (failed > 0) rows.push({ scenario, figure: 'failed responses', value: failed, unit: 'count', warning: 'some answers were not 2xx: the figures above are not valid' });
  return rows;
}

export const importScenarios: ScenarioGroup = {
  name: 'imports',
  async run(ctx: BenchContext): Promise<Row[]> {
    const { url } = ctx.instance;
    ctx.progress('imports: seeding an importer and another writer');
    const importer = await seedWriter(url, 'i');
    const other = await seedWriter(url, 'o');
    const auth = { authorization: `Bearer ${other.token}` };
    const getUrl = `${url}/api/v1/project`;
    const post: RequestInit = {
      method: 'POST', headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ date: '2025-06-01', workId: other.projectIds[0], measure: 'word', count: 250, note: 'bench', tags: ['sprint'] }),
    };
    const seconds = ctx.seconds;
    // Warm both paths first: the first requests run unoptimised code and prepare statements.
    await timed(getUrl, { headers: auth }, 2);
    await timed(`${url}/api/v1/tally`, post, 2);
    ctx.progress(`imports: another writer alone, GET and POST for ${seconds} s each`);
    const getAlone = await timed(getUrl, { headers: auth }, seconds);
    const postAlone = await timed(`${url}/api/v1/tally`, post, seconds);

    ctx.progress(`imports: ${IMPORT_LOOPS} loops of ${BATCH}-entry batches from one writer, another writer timed meanwhile`);
    let stopped = false;
    const tally: ImportTally = { answered: new Map(), entries: 0 };
    const t0 = performance.now();
    const loops = Array.from({ length: IMPORT_LOOPS }, (_, i) => importLoop(url, importer, 100 + i, () => stopped, tally));
    let getDuring: Latencies;
    let postDuring: Latencies;
    try {
      await sleep(SWING_UP_MS);
      getDuring = await timed(getUrl, { headers: auth }, seconds);
      postDuring = await timed(`${url}/api/v1/tally`, post, seconds);
    } finally {
      stopped = true;
      await Promise.all(loops);
    }
    const importSeconds = since(t0) / 1000;
    const answered = [...tally.answered].sort(([a], [b]) => a - b).map(([status, n]) => `${n} × ${status}`).join(', ');
    return [
      ...comparisonRows('imports: another writer\'s GET /api/v1/project', getAlone, getDuring),
      ...comparisonRows('imports: another writer\'s POST /api/v1/tally', postAlone, postDuring),
      {
        scenario: `imports: ${IMPORT_LOOPS} loops of ${BATCH.toLocaleString('en-US')}-entry batches, one writer`, figure: 'entries stored per second',
        value: tally.entries / importSeconds, unit: 'entries/s', reference: `answers: ${answered}`,
      },
    ];
  },
};
