import { randomUUID } from 'node:crypto';
import { eventVersion } from '@inkpace/contracts/events/registry';
import { tallyStream } from '@inkpace/contracts/events/tally';
import { allocateIds } from '@inkpace/command-api';
import { createDb, createPool } from '@inkpace/infra/db';
import { createPgEventStore, type NewEvent } from '@inkpace/infra/event-store';
import { createLogger } from '@inkpace/infra/log';
import { createProgressWaiter, projectionInterests } from '@inkpace/projector';
import type { BenchContext } from './context.ts';
import { percentile, since } from './stats.ts';
import type { Row } from './table.ts';

/** As many as the event store group's appenders and the POST load's connections, so the three figures compare. */
const WRITERS = 10;
const WARM_UP_MS = 2_000;
const WAIT_TIMEOUT_MS = 10_000;
const ID_BLOCK = 1_000;

export const FLOOR_SCENARIO = 'append + wait until applied (read-your-writes floor)';

export interface FloorWriter {
  id: number;
  uuid: string;
  projectId: number;
}

/** Entry ids in blocks, one round trip per block: allocating them is a command's cost, not the floor's. */
function idSource(take: (n: number) => Promise<number[]>): () => Promise<number> {
  const ready: number[] = [];
  let refill: Promise<void> | null = null;
  return async () => {
    while (ready.length === 0) {
      refill ??= take(ID_BLOCK).then((ids) => { ready.push(...ids); }).finally(() => { refill = null; });
      await refill;
    }
    return ready.shift() as number;
  };
}

/**
 * The least any write can cost while it answers only once its entry is applied (DESIGN.md, "How a write flows", step
 * 6): one entry appended straight to the log — no HTTP, no parsing, nothing loaded or decided — then the same wait
 * `settle` does, until every projection a command awaits for `tally-` streams has applied it. A POST adds its own
 * work on top, so this rate divided by the single-event append rate bounds the share of appends a POST can reach.
 */
export async function readYourWritesFloor(ctx: BenchContext, writer: FloorWriter): Promise<Row[]> {
  const pool = createPool(ctx.instance.databaseUrl, WRITERS + 3);
  const store = createPgEventStore({ pool });
  const waiter = createProgressWaiter({ pool, projections: projectionInterests, log: createLogger('silent') });
  const db = createDb<unknown>(pool);
  const nextId = idSource((n) => allocateIds(db, 'tally_ids', n));
  const entry = async (): Promise<{ stream: string; event: NewEvent }> => {
    const uuid = randomUUID();
    const data = {
      id: await nextId(), uuid, ownerId: writer.id, requestedTotal: null, projectId: writer.projectId,
      date: '2025-06-02', measure: 'word', count: 250, note: 'bench', tagIds: [],
    };
    const requestId = randomUUID();
    const metadata = { actor: { type: 'user', id: writer.uuid }, requestId, correlationId: requestId, schemaVersion: eventVersion('TallyLogged') };
    return { stream: tallyStream(uuid), event: { type: 'TallyLogged', data, metadata } };
  };
  const run = async (ms: number): Promise<{ latencies: number[]; seconds: number; timeouts: number }> => {
    const latencies: number[] = [];
    let timeouts = 0;
    const started = performance.now();
    const deadline = started + ms;
    await Promise.all(Array.from({ length: WRITERS }, async () => {
      while (performance.now() < deadline) {
        const { stream, event } = await entry();
        const t0 = performance.now();
        const { position } = await store.append(stream, [event], { expectedRevision: 'no_stream' });
        if ((await waiter.waitFor(position, WAIT_TIMEOUT_MS, stream)) !== 'applied') timeouts++;
        latencies.push(since(t0));
      }
    }));
    return { latencies, seconds: since(started) / 1000, timeouts };
  };
  try {
    ctx.progress(`${FLOOR_SCENARIO}: ${WRITERS} writers for ${ctx.seconds} s after a warm-up`);
    await run(WARM_UP_MS);
    const { latencies, seconds, timeouts } = await run(ctx.seconds * 1000);
    const scenario = `${FLOOR_SCENARIO}, ${WRITERS} writers`;
    const rows: Row[] = [
      {
        scenario, figure: 'entries appended and applied', value: latencies.length / seconds, unit: 'entries/s',
        reference: 'what a POST could reach if HTTP, parsing, loading and deciding cost nothing',
      },
      { scenario, figure: 'latency p50', value: percentile(latencies, 50), unit: 'ms' },
      { scenario, figure: 'latency p99', value: percentile(latencies, 99), unit: 'ms' },
    ];
    if (timeouts > 0) rows.push({ scenario, figure: 'waits timed out', value: timeouts, unit: 'count', warning: `over ${WAIT_TIMEOUT_MS / 1000} s each` });
    return rows;
  } finally {
    await waiter.close();
    await store.close();
    await pool.end();
  }
}
