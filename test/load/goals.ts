import { expectStatus } from './client.ts';
import type { BenchContext, ScenarioGroup } from './context.ts';
import { load, loadRows } from './http-load.ts';
import { entriesFor, ENTRIES, seedWriter, TAGS, type Writer } from './seed.ts';
import { percentile, since } from './stats.ts';
import type { Row } from './table.ts';

/**
 * Issue 13: the seeded writer (20 projects, 20,000 entries over 5 years) plus a year of recent entries, with 10 goals
 * (targets and habits, some filtered by projects and tags, some starred and with plans). The established tracker
 * serves GET /goal at 33 req/s; its dashboard and goal pages download every entry (11.8 MB, 1.2 loads/s).
 */
const RECENT_ENTRIES = 1_000;
const DAY = 86_400_000;
const isoDaysAgo = (days: number): string => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

function recentEntries(projectIds: readonly number[]): unknown[] {
  return Array.from({ length: RECENT_ENTRIES }, (_, i) => ({
    date: isoDaysAgo(i % 365), workId: projectIds[i % projectIds.length], measure: i % 7 ? 'word' : 'time',
    count: 100 + ((i * 37) % 1500), tags: i % 4 ? [] : [TAGS[i % TAGS.length]],
  }));
}

function goalsFor(w: Writer, tagIds: readonly number[]): unknown[] {
  const start = isoDaysAgo(200);
  const end = isoDaysAgo(-100);
  const word = (count: number) => ({ threshold: { measure: 'word', count } });
  return [
    { title: 'Draft the novel', type: 'target', parameters: word(250_000), startDate: start, endDate: end, starred: true, plan: { weekdayWeights: [0, 1, 1, 1, 1, 1, 2], restDates: [isoDaysAgo(30)] } },
    { title: 'Revise part one', type: 'target', parameters: word(50_000), workIds: w.projectIds.slice(0, 3), startDate: start, endDate: end, starred: true },
    { title: 'Cut the middle', type: 'target', parameters: word(-20_000), workIds: [w.projectIds[4]], startDate: start },
    { title: 'Sprint words', type: 'target', parameters: word(40_000), tagIds: tagIds.slice(0, 2), startDate: start, endDate: end },
    { title: 'Lifetime million', type: 'target', parameters: word(1_000_000) },
    { title: 'Write daily', type: 'habit', parameters: { cadence: { unit: 'day', period: 1 }, threshold: null }, startDate: isoDaysAgo(1500), starred: true },
    { title: '500 words a day', type: 'habit', parameters: { cadence: { unit: 'day', period: 1 }, threshold: word(500).threshold }, startDate: isoDaysAgo(700), starred: true },
    { title: 'Two hours a week', type: 'habit', parameters: { cadence: { unit: 'week', period: 1 }, threshold: { measure: 'time', count: 120 } }, startDate: isoDaysAgo(1800) },
    { title: 'Monthly on the trilogy', type: 'habit', parameters: { cadence: { unit: 'month', period: 1 }, threshold: word(5_000).threshold }, workIds: w.projectIds.slice(5, 8) },
    { title: 'Morning pages', type: 'habit', parameters: { cadence: { unit: 'day', period: 2 }, threshold: null }, tagIds: tagIds.slice(3, 4), startDate: isoDaysAgo(365), starred: true },
  ];
}

async function wireBytes(url: string, path: string, w: Writer): Promise<number> {
  const res = await fetch(`${url}${path}`, { headers: { cookie: w.cookie, 'accept-encoding': 'gzip, br' } });
  const body = await res.arrayBuffer();
  return Number(res.headers.get('content-length') ?? body.byteLength);
}

/** One request at a time right after an entry is logged: the answer is computed afresh, not served from the cache. */
async function afterWriteLatency(url: string, w: Writer, path: string, samples: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    await expectStatus(url, 'POST', '/api/v1/tally', 201, { token: w.token, body: { date: isoDaysAgo(0), workId: w.projectIds[0], measure: 'word', count: 10 } });
    const t0 = performance.now();
    await expectStatus(url, 'GET', path, 200, { token: w.token });
    times.push(since(t0));
  }
  return times;
}

export const goalScenarios: ScenarioGroup = {
  name: 'goals',
  async run(ctx: BenchContext): Promise<Row[]> {
    const { url } = ctx.instance;
    ctx.progress(`seeding a writer with ${ENTRIES} + ${RECENT_ENTRIES} entries and 10 goals`);
    const w = await seedWriter(url, 'g');
    await expectStatus(url, 'POST', '/api/v1/tally/batch', 201, { token: w.token, body: entriesFor(w.projectIds, ENTRIES, 7) });
    await expectStatus(url, 'POST', '/api/v1/tally/batch', 201, { token: w.token, body: recentEntries(w.projectIds) });
    const tags = (await expectStatus(url, 'GET', '/api/v1/tag', 200, { token: w.token })).data as Array<{ id: number }>;
    const goals = (await expectStatus(url, 'POST', '/api/v1/goal/batch', 201, { token: w.token, body: goalsFor(w, tags.map((t) => t.id)) })).data as Array<{ id: number }>;
    const auth = { authorization: `Bearer ${w.token}` };
    const pageId = goals[0]?.id ?? 0;
    const habitId = goals[6]?.id ?? 0;

    const rows: Row[] = [];
    const reads: Array<[string, string, number, number]> = [
      ['GET /api/v1/goal (10 goals)', '/api/v1/goal', 33, 50],
      ['GET /api/v1/dashboard', '/api/v1/dashboard', 1.2, 500],
      ['GET /api/v1/goal/<id>/progress (target with a plan)', `/api/v1/goal/${pageId}/progress`, 1.2, 50],
      ['GET /api/v1/goal/<id>/progress (daily habit, 700 days)', `/api/v1/goal/${habitId}/progress`, 1.2, 50],
      ['GET /api/v1/stats/lifetime', '/api/v1/stats/lifetime', 1.2, 50],
    ];
    for (const [scenario, path, reference, factor] of reads) {
      ctx.progress(`${scenario} for ${ctx.seconds} s`);
      const r = await load({ url, path, headers: auth, seconds: ctx.seconds });
      rows.push(...loadRows(scenario, r, { target: { atLeast: reference * factor }, reference: `established tracker: ${reference} req/s; ratio ${(r.requestsPerSecond / reference).toFixed(0)}x` }));
    }

    for (const [scenario, path] of [['dashboard', '/api/v1/dashboard'], ['goal page (target)', `/api/v1/goal/${pageId}/progress`]] as const) {
      ctx.progress(`${scenario}: ${ctx.samples} requests right after a write`);
      const times = await afterWriteLatency(url, w, path, Math.min(ctx.samples, 100));
      rows.push({ scenario: `${scenario}, first request after an entry is logged`, figure: 'latency p50', value: percentile(times, 50), unit: 'ms' });
      rows.push({ scenario: `${scenario}, first request after an entry is logged`, figure: 'latency p99', value: percentile(times, 99), unit: 'ms' });
    }
    rows.push({ scenario: 'GET /api/v1/dashboard', figure: 'bytes on the wire (browser offers gzip)', value: (await wireBytes(url, '/api/v1/dashboard', w)) / 1024, unit: 'KiB', target: { atMost: 100 }, reference: 'established tracker: 11.8 MB' });
    const plain = await fetch(`${url}/api/v1/dashboard`, { headers: auth });
    rows.push({ scenario: 'GET /api/v1/dashboard', figure: 'bytes uncompressed', value: (await plain.arrayBuffer()).byteLength / 1024, unit: 'KiB', target: { atMost: 100 } });

    // Every entry is matched against the writer's goals: the same POST as the progress group's, for a writer with 10.
    ctx.progress(`POST /api/v1/tally (writer with 10 goals) for ${ctx.seconds} s`);
    const body = JSON.stringify({ date: isoDaysAgo(3), workId: w.projectIds[1], measure: 'word', count: 250, note: 'bench', tags: ['sprint'] });
    const write = await load({ url, path: '/api/v1/tally', method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body, seconds: ctx.seconds });
    rows.push(...loadRows('POST /api/v1/tally (writer with 10 goals)', write, { reference: 'compare with the progress group\'s POST /api/v1/tally (no goals)' }));
    return rows;
  },
};
