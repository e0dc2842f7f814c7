import { randomUUID } from 'node:crypto';
import { createPool } from '@inkpace/infra/db';
import { comparePositions, createPgEventStore, START, type EventStore, type NewEvent, type Position } from '@inkpace/infra/event-store';
import { createLogger } from '@inkpace/infra/log';
import { createProgressWaiter, projectionInterests, type ProgressWaiter } from '@inkpace/projector';
import type { BenchContext, ScenarioGroup } from './context.ts';
import { percentile, since } from './stats.ts';
import type { Row } from './table.ts';

const WRITERS = 10;
/** The projection every command waits for today; sign-up's read-your-writes wait is on it. */
const PROJECTION = 'accounts';
const DRAIN_TIMEOUT_MS = 30_000;
const WAIT_TIMEOUT_MS = 5_000;
/** A projector that is not running makes every wait time out: stop measuring rather than wait out them all. */
const MAX_TIMEOUTS = 3;

/** A bench-only event on a stream of its own: no projection or reaction handles `bench-` streams. */
function benchEvent(writer: number, n: number): NewEvent {
  return { type: 'BenchAppended', data: { writer, n }, metadata: { actor: 'system', source: 'bench' } };
}

async function appendThroughput(ctx: BenchContext, store: EventStore, waiter: ProgressWaiter): Promise<Row[]> {
  ctx.progress(`event store: ${WRITERS} writers appending for ${ctx.seconds} s`);
  const latencies: number[] = [];
  let last: Position = START;
  const started = performance.now();
  const deadline = started + ctx.seconds * 1000;
  // Each writer appends one event to a new stream, as a sign-up or a new tally does: no revision conflicts,
  // so the figure is the store's insert-and-commit rate, not a retry rate.
  const writer = async (w: number): Promise<void> => {
    for (let n = 0; performance.now() < deadline; n++) {
      const t0 = performance.now();
      const result = await store.append(`bench-${randomUUID()}`, [benchEvent(w, n)], { expectedRevision: 'no_stream' });
      latencies.push(since(t0));
      if (comparePositions(result.position, last) > 0) last = result.position;
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  const elapsedS = since(started) / 1000;

  // The projector reads the same log while the writers run; let it drain before the next scenario measures.
  if (!ctx.instance.running()) throw new Error('the server exited: no projector to wait for');
  const drainStart = performance.now();
  const drained = (await waiter.waitFor(last, DRAIN_TIMEOUT_MS)) === 'applied';
  const scenario = `event store: append, ${WRITERS} concurrent writers`;
  return [
    {
      scenario, figure: 'single-event appends', value: latencies.length / elapsedS, unit: 'appends/s',
      reference: 'this machine\'s PostgreSQL: ~1,600/s',
    },
    { scenario, figure: 'append latency p50', value: percentile(latencies, 50), unit: 'ms' },
    { scenario, figure: 'append latency p99', value: percentile(latencies, 99), unit: 'ms' },
    {
      // Near zero means the projector kept up with the writers; a large value is the backlog they left.
      scenario, figure: `projector caught up (${latencies.length} events) after last append`,
      value: drained ? since(drainStart) : null, unit: 'ms',
      ...(drained ? {} : { warning: `the accounts projection had not caught up after ${DRAIN_TIMEOUT_MS / 1000} s` }),
    },
  ];
}

async function projectionLag(ctx: BenchContext, store: EventStore, waiter: ProgressWaiter): Promise<Row[]> {
  ctx.progress(`projection lag: ${ctx.samples} samples`);
  const lags: number[] = [];
  let timeouts = 0;
  // One unmeasured sample first: the waiter opens its LISTEN connection on the first wait.
  for (let i = -1; i < ctx.samples; i++) {
    if (!ctx.instance.running()) throw new Error('the server exited: no projector to wait for');
    // A stream the accounts projection reads (an event type it ignores): it applies it, as it would a sign-up,
    // rather than passing it by (a passed-by position is written down only once a second).
    const stream = `user-${randomUUID()}`;
    const { position } = await store.append(stream, [benchEvent(0, i)], { expectedRevision: 'no_stream' });
    // From the commit (append resolved) to the checkpoint, as a command's read-your-writes wait sees it.
    const t0 = performance.now();
    const reached = (await waiter.waitFor(position, WAIT_TIMEOUT_MS, stream)) === 'applied';
    if (reached && i >= 0) lags.push(since(t0));
    if (!reached && ++timeouts >= MAX_TIMEOUTS) break;
  }
  const scenario = 'projection lag: append -> accounts checkpoint';
  const rows: Row[] = [
    { scenario, figure: `p50 (${lags.length} sequential samples)`, value: percentile(lags, 50), unit: 'ms' },
    { scenario, figure: 'p99', value: percentile(lags, 99), unit: 'ms' },
  ];
  if (timeouts > 0) {
    rows.push({ scenario, figure: 'waits timed out', value: timeouts, unit: 'count', warning: `over ${WAIT_TIMEOUT_MS / 1000} s each` });
  }
  return rows;
}

/**
 * Goes straight to the instance's database, as another command-api process would: the HTTP layer is not in
 * these figures. The running instance's projector and reactor still follow the log, as in production.
 */
export const eventStoreScenarios: ScenarioGroup = {
  name: 'event store',
  async run(ctx) {
    // One connection per writer, plus the waiter's checkpoint reads.
    const pool = createPool(ctx.instance.databaseUrl, WRITERS + 2);
    const store = createPgEventStore({ pool });
    const waiter = createProgressWaiter({ pool, projections: projectionInterests.filter((p) => p.name === PROJECTION), log: createLogger('silent') });
    try {
      // Open the connections before the clock starts: connection set-up is not append throughput.
      await Promise.all(Array.from({ length: WRITERS }, () => pool.query('select 1')));
      const rows = await appendThroughput(ctx, store, waiter);
      rows.push(...(await projectionLag(ctx, store, waiter)));
      return rows;
    } finally {
      await waiter.close();
      await store.close();
      await pool.end();
    }
  },
};
