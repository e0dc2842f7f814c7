import type { FastifyInstance } from 'fastify';
import { goalRoutes } from '@inkpace/contracts/api/goal';
import { registerRoute, type AuthResolvers } from '@inkpace/infra/http';
import type { CommandDeps } from '../pipeline/deps.ts';
import { metaFrom } from '../pipeline/meta.ts';
import { deletedRoutes } from '@inkpace/contracts/api/deleted';
import { createGoal, createGoals, deleteGoal, restoreGoal, updateGoal } from './commands.ts';

export function registerGoalCommands(app: FastifyInstance, deps: CommandDeps, auth: AuthResolvers): void {
  registerRoute(app, goalRoutes.create, auth, async ({ body, request, caller }) => createGoal(deps, caller, body, metaFrom(request, caller)));
  registerRoute(app, goalRoutes.batch, auth, async ({ body, request, caller }) => createGoals(deps, caller, body, metaFrom(request, caller)));
  registerRoute(app, goalRoutes.update, auth, async ({ params, body, request, caller }) =>
    updateGoal(deps, caller, params.id, body, metaFrom(request, caller)));
  registerRoute(app, goalRoutes.remove, auth, async ({ params, request, caller }) => deleteGoal(deps, caller, params.id, metaFrom(request, caller)));
  registerRoute(app, deletedRoutes.restoreGoal, auth, async ({ params, request, caller }) => restoreGoal(deps, caller, params.id, metaFrom(request, caller)));
}
