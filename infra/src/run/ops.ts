import type { Kysely } from 'kysely';
import { projections, projectionStatus } from '@inkpace/projector';
import { createHealth, createMetrics, databaseProbe, type Health, type Metrics, type ProjectionReadiness } from '../ops/index.ts';
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
async function projectionReadiness(db: Kysely<unknown>): Promise<Record<string, ProjectionReadiness>> {
  const found: Record<string, ProjectionReadiness> = {};
  for (const s of await projectionStatus(db, projections)) found[s.name] = { lag: s.behind, failing: s.failure !== null };
  return found;
}

/**
 * Points readiness and the scrape-time gauges at this process's database and queue. Returns what to close on
 * shutdown (the probe's own connection).
 */
export function watchDependencies(ops: Ops, options: { databaseUrl: string; db: Kysely<unknown>; queue: JobQueue | null }): () => Promise<void> {
  const database = databaseProbe(options.databaseUrl);
  const { queue, db } = options;
  ops.health.useProbes({
    database: database.check,
    ...(queue ? { queue: async () => void (await queue.depth()) } : {}),
    projections: () => projectionReadiness(db),
  });
  ops.metrics.observeProjections(async () => {
    const found = await projectionReadiness(db);
    const gauges: Record<string, { lag: number; failing: boolean }> = {};
    // A projection not created yet has no checkpoint to lag behind: it is left out rather than shown as 0.
    for (const [name, p] of Object.entries(found)) if (p.lag !== null) gauges[name] = { lag: p.lag, failing: p.failing };
    return gauges;
  });
  if (queue) ops.metrics.observeQueue(() => queue.depth());
  return database.close;
}
