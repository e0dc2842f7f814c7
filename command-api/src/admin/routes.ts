import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@inkpace/contracts/api/admin';
import { adminProjectionRoutes } from '@inkpace/contracts/api/admin-projections';
import { registerRoute, type AuthResolvers } from '@inkpace/infra/http';
import type { CommandDeps } from '../pipeline/deps.ts';
import { adminMetaFrom } from '../pipeline/meta.ts';
import { requestProjectionRebuilds } from './projections.ts';
import { sendPasswordResetEmail, sendVerifyEmail, setUserState, updateUser, verifyEmailByFiat } from './commands.ts';

/** Admin-only: the route tables say access 'admin', which registerRoute enforces before any handler runs. */
export function registerAdminCommands(app: FastifyInstance, deps: CommandDeps, auth: AuthResolvers): void {
  registerRoute(app, adminRoutes.updateUser, auth, async ({ params, body, request, caller }) =>
    updateUser(deps, params.id, body, adminMetaFrom(request, caller)));
  registerRoute(app, adminRoutes.setUserState, auth, async ({ params, body, request, caller }) =>
    setUserState(deps, caller, params.id, body, adminMetaFrom(request, caller)));
  registerRoute(app, adminRoutes.verifyEmailByFiat, auth, async ({ params, body, request, caller }) =>
    verifyEmailByFiat(deps, params.id, body, adminMetaFrom(request, caller)));
  registerRoute(app, adminRoutes.sendVerifyEmail, auth, async ({ params, body, request, caller }) =>
    sendVerifyEmail(deps, params.id, body, adminMetaFrom(request, caller)));
  registerRoute(app, adminRoutes.sendPasswordResetEmail, auth, async ({ params, body, request, caller }) =>
    sendPasswordResetEmail(deps, params.id, body, adminMetaFrom(request, caller)));
  registerRoute(app, adminProjectionRoutes.rebuildProjections, auth, async ({ body, caller }) =>
    requestProjectionRebuilds(deps, caller, body));
}
