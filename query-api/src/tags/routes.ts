import type { FastifyInstance } from 'fastify';
import { tagRoutes } from '@inkpace/contracts/api/tag';
import { registerRoute } from '@inkpace/infra/http';
import type { QueryDeps } from '../deps.ts';
import { ownTags, tagView } from '@inkpace/projector/progress';
import { ownLive } from '@inkpace/contracts/rules/access';

export function registerTagQueries(app: FastifyInstance, deps: QueryDeps): void {
  registerRoute(app, tagRoutes.list, deps.auth, async ({ caller }) => ownTags(deps.db, caller.userId));
  registerRoute(app, tagRoutes.get, deps.auth, async ({ caller, params }) => ownLive(await tagView(deps.db, params.id), caller).api);
}
