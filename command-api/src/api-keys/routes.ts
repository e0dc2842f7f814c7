import type { FastifyInstance } from 'fastify';
import { apiKeyRoutes } from '@inkpace/contracts/api/api-key';
import { registerRoute, type AuthResolvers } from '@inkpace/infra/http';
import type { CommandDeps } from '../pipeline/deps.ts';
import { metaFrom } from '../pipeline/meta.ts';
import { createApiKey, deleteApiKey } from './commands.ts';

export function registerApiKeyCommands(app: FastifyInstance, deps: CommandDeps, auth: AuthResolvers): void {
  registerRoute(app, apiKeyRoutes.create, auth, async ({ body, request, caller }) =>
    createApiKey(deps, caller, body, metaFrom(request, caller)));
  registerRoute(app, apiKeyRoutes.remove, auth, async ({ params, request, caller }) =>
    deleteApiKey(deps, caller, params.id, metaFrom(request, caller)));
}
