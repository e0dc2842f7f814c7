import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@inkpace/contracts/api/admin';
import { registerRoute } from '@inkpace/infra/http';
import { listUsersForAdmin } from '@inkpace/projector/accounts';
import type { QueryDeps } from '../deps.ts';

/** Admin-only reads: the route tables say access 'admin', which registerRoute enforces before any handler runs. */
export function registerAdminQueries(app: FastifyInstance, deps: QueryDeps): void {
  registerRoute(app, adminRoutes.listUsers, deps.auth, async ({ query }) => listUsersForAdmin(deps.db, query));
}
