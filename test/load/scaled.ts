import { expectStatus } from './client.ts';
import type { BenchContext, ScenarioGroup } from './context.ts';
import { load, loadRows, type LoadResult } from './http-load.ts';
import { measureLag, measureTakeover } from './scaled-projector.ts';
import { startScaledStack } from './scaled-stack.ts';
import { entriesFor, seedWriter, type Writer } from './seed.ts';
import type { Row } from './table.ts';
import { createWorkspace } from './workspace.ts';

/**
 * Issue 30's comparison, in one run: the bench's single process against the scaled mode (nginx in front of 2 command
 * APIs, 2 query APIs, 2 projectors, 2 workers), the same loads on both; then, on the scaled stack, the projector's
 * takeover after a kill -9, and on both, event-to-read-model lag under paced writes.
 */

/** Entries each target's writer holds before the reads, so the read models are not empty. */
const SEEDED_ENTRIES = 2_000;
const WARM_UP_SECONDS = 2;
/** The issue's write rate for the lag figure. */
const LAG_WRITES_PER_SECOND = 500;
/** The light write load under which the projector is killed. */
const TAKEOVER_WRITES_PER_SECOND = 50;

interface Target { label: string; url: string; databaseUrl: string; writer: Writer }

async function seed(label: string, url: string, databaseUrl: string): Promise<Target> {
  const writer = await seedWriter(url, label.slice(0, 1));
  await expectStatus(url, 'POST', '/api/v1/tally/batch', 201, { token: writer.token, body: entriesFor(writer.projectIds, SEEDED_ENTRIES, 7) });
  return { label, url, databaseUrl, writer };
}

const loads = (t: Target) => {
  const auth = { authorization: `Bearer ${t.writer.token}` };
  const body = JSON.stringify({ date: '2025-06-01', workId: t.writer.projectIds[1], measure: 'word', count: 250, note: 'bench' });
  return [
    { name: 'GET /api/v1/project', path: '/api/v1/project', headers: auth },
    { name: 'GET /api/v1/project/<id>', path: `/api/v1/project/${t.writer.projectIds[0]}`, headers: auth },
    { name: 'GET /api/v1/stats/days', path: '/api/v1/stats/days', headers: auth },
    { name: 'POST /api/v1/tally (API key)', path: '/api/v1/tally', method: 'POST' as const, headers: { ...auth, 'content-type': 'application/json' }, body },
  ];
};

function comparisonRows(name: string, single: LoadResult, scaled: LoadResult): Row[] {
  const ratio = single.requestsPerSecond > 0 ? scaled.requestsPerSecond / single.requestsPerSecond : Number.NaN;
  return [
    ...loadRows(`${name}, one process`, single),
    ...loadRows(`${name}, scaled via nginx`, scaled, { reference: `scaled / one process: ${ratio.toFixed(2)}` }),
    { scenario: `${name}, scaled / one process`, figure: 'throughput ratio', value: ratio, unit: 'x' },
  ];
}

/** One measurement's rows, or a row saying why it failed: the figures measured before it are kept. */
async function orCrashRow(ctx: BenchContext, scenario: string, measure: () => Promise<Row[]>): Promise<Row[]> {
  try {
    return await measure();
  } catch (error) {
    ctx.progress(`${scenario} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return [{ scenario, figure: 'FAILED', value: null, unit: '', warning: error instanceof Error ? error.message : String(error) }];
  }
}

export const scaledScenarios: ScenarioGroup = {
  name: 'scaled',
  optIn: true,
  async run(ctx: BenchContext): Promise<Row[]> {
    // A workspace of its own: the scaled stack's folders and log, removed with it.
    const ws = await createWorkspace(undefined);
    try {
      ctx.progress('starting the scaled stack (nginx, 2+2+2+2 instances)');
      const stack = await startScaledStack(ws);
      try {
        return await compare(ctx, stack);
      } finally {
        await stack.stop();
      }
    } finally {
      await ws.dispose();
    }
  },
};

async function compare(ctx: BenchContext, stack: Awaited<ReturnType<typeof startScaledStack>>): Promise<Row[]> {
  ctx.progress(`seeding a writer with ${SEEDED_ENTRIES} entries on each`);
  const targets = [await seed('one process', ctx.instance.url, ctx.instance.databaseUrl), await seed('scaled', stack.url, stack.databaseUrl)];
  const [single, scaled] = targets;
  if (!single || !scaled) throw new Error('unreachable: two targets');
  const rows: Row[] = [];
  const [singleLoads, scaledLoads] = [loads(single), loads(scaled)];
  for (const [i, singleLoad] of singleLoads.entries()) {
    const scaledLoad = scaledLoads[i];
    if (!scaledLoad) continue;
    const results: LoadResult[] = [];
    for (const [target, spec] of [[single, singleLoad], [scaled, scaledLoad]] as const) {
      ctx.progress(`${spec.name} on ${target.label}: ${WARM_UP_SECONDS} s warm-up, ${ctx.seconds} s measured`);
      await load({ url: target.url, ...spec, seconds: WARM_UP_SECONDS });
      results.push(await load({ url: target.url, ...spec, seconds: ctx.seconds }));
    }
    const [a, b] = results;
    if (a && b) rows.push(...comparisonRows(singleLoad.name, a, b));
  }

  ctx.progress(`projector takeover: kill -9 of a leading projector under ${TAKEOVER_WRITES_PER_SECOND} writes/s`);
  rows.push(...(await orCrashRow(ctx, 'projector takeover', async () => {
    const takeover = await measureTakeover(stack, scaled.writer.token, scaled.writer.projectIds, TAKEOVER_WRITES_PER_SECOND);
    const scenario = `projector takeover (kill -9 ${takeover.killed}, ${TAKEOVER_WRITES_PER_SECOND} writes/s)`;
    const missing = (value: number | null) => (value === null ? { warning: 'not reached within 20 s' } : {});
    return [
      { scenario, figure: 'until every leader lock is held by another process', value: takeover.leaderMs, unit: 'ms', target: { atMost: 5_000 }, ...missing(takeover.leaderMs) },
      { scenario, figure: 'until every checkpoint moves again', value: takeover.checkpointMs, unit: 'ms', target: { atMost: 5_000 }, ...missing(takeover.checkpointMs) },
      { scenario, figure: 'writes failed meanwhile', value: takeover.writes.failed, unit: 'count', reference: `of ${takeover.writes.sent}${takeover.writes.failures ? `; ${takeover.writes.failures}` : ''}` },
    ];
  })));

  for (const target of targets) {
    ctx.progress(`lag on ${target.label}: ${LAG_WRITES_PER_SECOND} writes/s for ${ctx.seconds} s`);
    const scenario = `event-to-read-model lag, ${target.label}, ${LAG_WRITES_PER_SECOND} writes/s paced`;
    rows.push(...(await orCrashRow(ctx, scenario, async () => {
      const lag = await measureLag(target.url, target.databaseUrl, target.writer.token, target.writer.projectIds, LAG_WRITES_PER_SECOND, ctx.seconds);
      const writesNote = `sent ${lag.writes.achievedRate.toFixed(0)}/s, ${lag.writes.failed} of ${lag.writes.sent} failed${lag.writes.failures ? ` (${lag.writes.failures})` : ''}, ${lag.events} events`;
      return [
        { scenario, figure: 'every projection, p50', value: lag.allP50, unit: 'ms', reference: writesNote },
        { scenario, figure: 'every projection, p99', value: lag.allP99, unit: 'ms' },
        { scenario, figure: 'progress projection, p50', value: lag.progressP50, unit: 'ms' },
        { scenario, figure: 'progress projection, p99', value: lag.progressP99, unit: 'ms' },
      ];
    })));
  }
  return rows;
}
