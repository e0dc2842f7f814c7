import type { FastifyInstance } from 'fastify';
import { projectRoutes, type SummarizedProject } from '@inkpace/contracts/api/project';
import { messages } from '@inkpace/contracts/messages';
import { DomainError } from '@inkpace/contracts/errors';
import { registerRoute } from '@inkpace/infra/http';
import type { QueryDeps } from '../deps.ts';
import { cachedJson, type VersionedCache } from '../pipeline/versioned-cache.ts';
import { getProject, projectsJson } from './queries.ts';

export function registerProjectQueries(app: FastifyInstance, deps: QueryDeps, cache: VersionedCache): void {
  registerRoute(app, projectRoutes.list, deps.auth, async ({ caller }) =>
    cachedJson<SummarizedProject[]>(deps.db, cache, caller.userId, 'projects', () => projectsJson(deps.db, caller.userId)));
  registerRoute(app, projectRoutes.get, deps.auth, async ({ caller, params }) => {
    const project = await getProject(deps.db, caller.userId, params.id);
    if (!project) throw new DomainError('NOT_FOUND', messages.errors.notFound);
    return project;
  });
}
