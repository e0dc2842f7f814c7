import type { FastifyInstance } from 'fastify';
import { bannerRoutes } from '@inkpace/contracts/api/banner';
import { registerRoute, type AuthResolvers } from '@inkpace/infra/http';
import type { CommandDeps } from '../pipeline/deps.ts';
import { adminMetaFrom } from '../pipeline/meta.ts';
import { createBanner, deleteBanner, updateBanner } from './commands.ts';

/** Admin-only: the route tables say access 'admin', which registerRoute enforces before any handler runs. */
export function registerBannerCommands(app: FastifyInstance, deps: CommandDeps, auth: AuthResolvers): void {
  registerRoute(app, bannerRoutes.create, auth, async ({ body, request, caller }) =>
    createBanner(deps, caller, body, adminMetaFrom(request, caller)));
  registerRoute(app, bannerRoutes.update, auth, async ({ params, body, request, caller }) =>
    updateBanner(deps, caller, params.id, body, adminMetaFrom(request, caller)));
  registerRoute(app, bannerRoutes.remove, auth, async ({ params, request, caller }) =>
    deleteBanner(deps, caller, params.id, adminMetaFrom(request, caller)));
}
