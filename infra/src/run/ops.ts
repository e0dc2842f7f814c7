import type { Kysely } from 'kysely';
import { projections, projectionStatus } from '@inkpace/projector';
import { createHealth, createMetrics, databaseProbe, type Health, type Metrics, type ProjectionReadiness } from '../ops/index.ts';
import type { EventStore } from '../event-store/index.ts';
import type { JobQueue } from '../queue/index.ts';
import type { Role } from './compose.ts';

/** A process's health and metrics: made before start-up (so the ops listener can say "migrations running"). */
export interface Ops {
  health: Health;
  metrics: Metrics;
}

export function createOps(roles: readonly Role[]): Ops {
  return { health: createHealth(), metrics: createMetrics(roles.join('+')) };
}

/** Each projection's lag and whether it is failing, as `projections status` computes them (runtime/status.ts). */
async function projectionReadiness(db: Kysely<unknown>, log: Pick<EventStore, 'countAfter'>): Promise<Record<string, ProjectionReadiness>> {
  const found: Record<string, ProjectionReadiness> = {};
  for (const s of await projectionStatus(db, log, projections)) found[s.name] = { lag: s.behind, failing: s.failure !== null };
  return found;
}

/**
 * How long one reading of the projections' status serves health checks and scrapes: counting a lagging
 * projection's events is the costliest part of either, and a proxy checking every instance every few seconds
 * must not multiply it.
 */
const PROJECTION_STATUS_REUSE_MS = 1_000;

function reusedFor<T>(ms: number, read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | null = null;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= ms) {
      const value = read();
      last = { at: now, value };
      // A failed reading is not reused: the next check reads again.
      value.catch(() => { if (last?.value === value) last = null; });
    }
    return last.value;
  };
}

/**
 * Points readiness and the scrape-time gauges at this process's database, queue and rate-limit store. Returns what to close on
 * shutdown (the probe's own connection).
 */
export function watchDependencies(ops: Ops, options: {
  databaseUrl: string; db: Kysely<unknown>; store: Pick<EventStore, 'countAfter'>; queue: JobQueue | null;
  /** Pings the rate-limit store's Redis (an API process with REDIS_URL), else undefined. */
  rateLimits: (() => Promise<void>) | undefined;
}): () => Promise<void> {
  const database = databaseProbe(options.databaseUrl);
  const { queue, db, store } = options;
  const readProjections = reusedFor(PROJECTION_STATUS_REUSE_MS, () => projectionReadiness(db, store));
  ops.health.useProbes({
    database: database.check,
    ...(queue ? { queue: async () => void (await queue.depth()) } : {}),
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
    projections: readProjections,
  });
  ops.metrics.observeProjections(async () => {
    const found = await readProjections();
    const gauges: Record<string, { lag: number; failing: boolean }> = {};
    // A projection not created yet has no checkpoint to lag behind: it is left out rather than shown as 0.
    for (const [name, p] of Object.entries(found)) if (p.lag !== null) gauges[name] = { lag: p.lag, failing: p.failing };
    return gauges;
  });
  if (queue) ops.metrics.observeQueue(() => queue.depth());
  return database.close;
}
