import type { FastifyInstance } from 'fastify';
import { tagRoutes } from '@inkpace/contracts/api/tag';
import { messages } from '@inkpace/contracts/messages';
import { DomainError } from '@inkpace/contracts/errors';
import { registerRoute } from '@inkpace/infra/http';
import type { QueryDeps } from '../deps.ts';
import { getTag, listTags } from './queries.ts';

export function registerTagQueries(app: FastifyInstance, deps: QueryDeps): void {
  registerRoute(app, tagRoutes.list, deps.auth, async ({ caller }) => listTags(deps.db, caller.userId));
  registerRoute(app, tagRoutes.get, deps.auth, async ({ caller, params }) => {
    const tag = await getTag(deps.db, caller.userId, params.id);
    if (!tag) throw new DomainError('NOT_FOUND', messages.errors.notFound);
    return tag;
  });
}
