import type { FastifyInstance } from 'fastify';
import { projectRoutes } from '@inkpace/contracts/api/project';
import { registerRoute, type AuthResolvers } from '@inkpace/infra/http';
import type { CommandDeps } from '../pipeline/deps.ts';
import { metaFrom } from '../pipeline/meta.ts';
import { uploadCover, deleteCover } from './covers.ts';
import { deletedRoutes } from '@inkpace/contracts/api/deleted';
import { createProject, deleteProject, restoreProject, updateProject } from './commands.ts';

export function registerProjectCommands(app: FastifyInstance, deps: CommandDeps, auth: AuthResolvers): void {
  registerRoute(app, projectRoutes.create, auth, async ({ body, request, caller }) =>
    createProject(deps, caller, body, metaFrom(request, caller)));
  registerRoute(app, projectRoutes.update, auth, async ({ params, body, request, caller }) =>
    updateProject(deps, caller, params.id, body, metaFrom(request, caller)));
  registerRoute(app, projectRoutes.remove, auth, async ({ params, request, caller }) =>
    deleteProject(deps, caller, params.id, metaFrom(request, caller)));
  registerRoute(app, deletedRoutes.restoreProject, auth, async ({ params, request, caller }) =>
    restoreProject(deps, caller, params.id, metaFrom(request, caller)));
  registerRoute(app, projectRoutes.uploadCover, auth, async ({ params, request, caller }) =>
    uploadCover(deps, caller, params.id, request, metaFrom(request, caller)));
  registerRoute(app, projectRoutes.removeCover, auth, async ({ params, request, caller }) =>
    deleteCover(deps, caller, params.id, metaFrom(request, caller)));
}
