import type { FastifyInstance } from 'fastify';
import { projectRoutes, type SummarizedProject } from '@inkpace/contracts/api/project';
import { registerRoute } from '@inkpace/infra/http';
import type { QueryDeps } from '../deps.ts';
import { cachedJson, type VersionedCache } from '../pipeline/versioned-cache.ts';
import { projectsJson } from './queries.ts';
import { projectView } from '@inkpace/projector/progress';
import { projectPolicy } from '@inkpace/contracts/rules/policies/project';

export function registerProjectQueries(app: FastifyInstance, deps: QueryDeps, cache: VersionedCache): void {
  registerRoute(app, projectRoutes.list, deps.auth, async ({ caller }) =>
    cachedJson<SummarizedProject[]>(deps.db, cache, caller.userId, 'projects', () => projectsJson(deps.db, caller.userId)));
  registerRoute(app, projectRoutes.get, deps.auth, async ({ caller, params }) => projectPolicy.touch(await projectView(deps.db, params.id), caller).api);
}
