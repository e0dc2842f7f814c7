import type { FastifyInstance } from 'fastify';
import { leaderboardRoutes as routes } from '@inkpace/contracts/api/leaderboard';
import { registerRoute, type AuthResolvers } from '@inkpace/infra/http';
import type { CommandDeps } from '../pipeline/deps.ts';
import { metaFrom } from '../pipeline/meta.ts';
import { deletedRoutes } from '@inkpace/contracts/api/deleted';
import { createBoard, deleteBoard, restoreBoard, starBoard, updateBoard } from './commands.ts';
import { createTeam, deleteTeam, editParticipation, joinBoard, kickMember, leaveBoard, updateMember, updateTeam } from './member-commands.ts';

/** Every write route of /leaderboard: who may do what is decided from the board's own stream. */
export function registerLeaderboardCommands(app: FastifyInstance, deps: CommandDeps, auth: AuthResolvers): void {
  registerRoute(app, routes.create, auth, async ({ body, request, caller }) => createBoard(deps, caller, body, metaFrom(request, caller)));
  registerRoute(app, routes.update, auth, async ({ params, body, request, caller }) => updateBoard(deps, caller, params.uuid, body, metaFrom(request, caller)));
  registerRoute(app, routes.remove, auth, async ({ params, request, caller }) => deleteBoard(deps, caller, params.uuid, metaFrom(request, caller)));
  registerRoute(app, deletedRoutes.restoreLeaderboard, auth, async ({ params, request, caller }) =>
    restoreBoard(deps, caller, params.uuid, metaFrom(request, caller)));
  registerRoute(app, routes.star, auth, async ({ params, body, request, caller }) =>
    starBoard(deps, caller, params.uuid, body.starred, metaFrom(request, caller)));
  registerRoute(app, routes.join, auth, async ({ params, body, request, caller }) => joinBoard(deps, caller, params.uuid, body, metaFrom(request, caller)));
  registerRoute(app, routes.updateMyParticipation, auth, async ({ params, body, request, caller }) =>
    editParticipation(deps, caller, params.uuid, body, metaFrom(request, caller)));
  registerRoute(app, routes.leave, auth, async ({ params, request, caller }) => leaveBoard(deps, caller, params.uuid, metaFrom(request, caller)));
  registerRoute(app, routes.updateMember, auth, async ({ params, body, request, caller }) =>
    updateMember(deps, caller, params.uuid, params.memberId, body, metaFrom(request, caller)));
  registerRoute(app, routes.removeMember, auth, async ({ params, request, caller }) =>
    kickMember(deps, caller, params.uuid, params.memberId, metaFrom(request, caller)));
  registerRoute(app, routes.createTeam, auth, async ({ params, body, request, caller }) =>
    createTeam(deps, caller, params.uuid, body, metaFrom(request, caller)));
  registerRoute(app, routes.updateTeam, auth, async ({ params, body, request, caller }) =>
    updateTeam(deps, caller, params.uuid, params.teamId, body, metaFrom(request, caller)));
  registerRoute(app, routes.removeTeam, auth, async ({ params, request, caller }) =>
    deleteTeam(deps, caller, params.uuid, params.teamId, metaFrom(request, caller)));
}
