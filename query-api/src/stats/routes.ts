import type { FastifyInstance } from 'fastify';
import { statsRoutes, type DayCount } from '@inkpace/contracts/api/stats';
import { registerRoute } from '@inkpace/infra/http';
import type { QueryDeps } from '../deps.ts';
import { cachedJson, type VersionedCache } from '../pipeline/versioned-cache.ts';
import { statsDaysJson } from './queries.ts';

export function registerStatsQueries(app: FastifyInstance, deps: QueryDeps, cache: VersionedCache): void {
  registerRoute(app, statsRoutes.days, deps.auth, async ({ caller, query }) =>
    cachedJson<DayCount[]>(deps.db, cache, caller.userId, `days:${JSON.stringify(query)}`, () => statsDaysJson(deps.db, caller.userId, query)));
}
