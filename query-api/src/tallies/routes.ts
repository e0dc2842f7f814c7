import type { FastifyInstance } from 'fastify';
import { tallyRoutes, type TallyWithWorkAndTags } from '@inkpace/contracts/api/tally';
import { messages } from '@inkpace/contracts/messages';
import { DomainError } from '@inkpace/contracts/errors';
import { registerRoute } from '@inkpace/infra/http';
import type { QueryDeps } from '../deps.ts';
import { cachedJson, type VersionedCache } from '../pipeline/versioned-cache.ts';
import { getTally, talliesJson } from './queries.ts';

export function registerTallyQueries(app: FastifyInstance, deps: QueryDeps, cache: VersionedCache): void {
  registerRoute(app, tallyRoutes.list, deps.auth, async ({ caller, query }) =>
    cachedJson<TallyWithWorkAndTags[]>(deps.db, cache, caller.userId, `tallies:${JSON.stringify(query)}`, () =>
      talliesJson(deps.db, caller.userId, query)));
  registerRoute(app, tallyRoutes.get, deps.auth, async ({ caller, params }) => {
    const tally = await getTally(deps.db, caller.userId, params.id);
    if (!tally) throw new DomainError('NOT_FOUND', messages.errors.notFound);
    return tally;
  });
}
