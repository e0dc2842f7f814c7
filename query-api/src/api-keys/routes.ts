import type { FastifyInstance } from 'fastify';
import { apiKeyRoutes } from '@inkpace/contracts/api/api-key';
import { registerRoute } from '@inkpace/infra/http';
import { listApiKeys } from '@inkpace/projector/accounts';
import type { QueryDeps } from '../deps.ts';

export function registerApiKeyQueries(app: FastifyInstance, deps: QueryDeps): void {
  registerRoute(app, apiKeyRoutes.list, deps.auth, async ({ caller }) => listApiKeys(deps.db, caller.userId, deps.clock.now()));
}
