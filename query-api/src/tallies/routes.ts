import type { FastifyInstance } from 'fastify';
import { tallyRoutes, type ProjectTallyPage } from '@inkpace/contracts/api/tally';
import { registerRoute } from '@inkpace/infra/http';
import type { QueryDeps } from '../deps.ts';
import { cachedJson, type VersionedCache } from '../pipeline/versioned-cache.ts';
import { tallyList } from './list.ts';
import { projectTallyPageJson } from './project-page.ts';
import { tallyView } from '@inkpace/projector/progress';
import { tallyPolicy } from '@inkpace/contracts/rules/policies/tally';

export function registerTallyQueries(app: FastifyInstance, deps: QueryDeps, cache: VersionedCache): void {
  registerRoute(app, tallyRoutes.list, deps.auth, async ({ caller, query }) => tallyList(deps, cache, caller.userId, query));
  registerRoute(app, tallyRoutes.get, deps.auth, async ({ caller, params }) => tallyPolicy.touch(await tallyView(deps.db, params.id), caller).api);
  registerRoute(app, tallyRoutes.projectPage, deps.auth, async ({ caller, params, query }) =>
    cachedJson<ProjectTallyPage>(deps.db, cache, caller.userId, `project-tallies:${params.id}:${query.skip}:${query.take}`, () =>
      projectTallyPageJson(deps.db, caller.userId, params.id, query)));
}
