import type { FastifyInstance } from 'fastify';
import { tagRoutes } from '@inkpace/contracts/api/tag';
import { registerRoute } from '@inkpace/infra/http';
import type { QueryDeps } from '../deps.ts';
import { ownTags, tagView } from '@inkpace/projector/progress';
import { tagPolicy } from '@inkpace/contracts/rules/policies/tag';

export function registerTagQueries(app: FastifyInstance, deps: QueryDeps): void {
  registerRoute(app, tagRoutes.list, deps.auth, async ({ caller }) => ownTags(deps.db, caller.userId));
  registerRoute(app, tagRoutes.get, deps.auth, async ({ caller, params }) => tagPolicy.touch(await tagView(deps.db, params.id), caller).api);
}
