import type { FastifyInstance } from 'fastify';
import { tagRoutes } from '@inkpace/contracts/api/tag';
import { registerRoute, type AuthResolvers } from '@inkpace/infra/http';
import type { CommandDeps } from '../pipeline/deps.ts';
import { metaFrom } from '../pipeline/meta.ts';
import { deletedRoutes } from '@inkpace/contracts/api/deleted';
import { createTag, deleteTag, restoreTag, updateTag } from './commands.ts';

export function registerTagCommands(app: FastifyInstance, deps: CommandDeps, auth: AuthResolvers): void {
  registerRoute(app, tagRoutes.create, auth, async ({ body, request, caller }) => createTag(deps, caller, body, metaFrom(request, caller)));
  registerRoute(app, tagRoutes.update, auth, async ({ params, body, request, caller }) =>
    updateTag(deps, caller, params.id, body, metaFrom(request, caller)));
  registerRoute(app, tagRoutes.remove, auth, async ({ params, request, caller }) => deleteTag(deps, caller, params.id, metaFrom(request, caller)));
  registerRoute(app, deletedRoutes.restoreTag, auth, async ({ params, request, caller }) => restoreTag(deps, caller, params.id, metaFrom(request, caller)));
}
