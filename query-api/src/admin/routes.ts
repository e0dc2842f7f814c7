import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@inkpace/contracts/api/admin';
import { adminProjectionRoutes } from '@inkpace/contracts/api/admin-projections';
import { notFound } from '@inkpace/contracts/rules/access';
import { registerRoute } from '@inkpace/infra/http';
import { adminUserStats, listUsersForAdmin, toAdminUser, userView } from '@inkpace/projector/accounts';
import { dailySeries, weeklySeries } from '@inkpace/projector/activity';
import { userAuditEvents, userHistory } from '@inkpace/projector/audit';
import { databaseNow, projections, projectionStatus, toStatusItem } from '@inkpace/projector';
import type { QueryDeps } from '../deps.ts';

/** Admin-only reads: the route tables say access 'admin', which registerRoute enforces before any handler runs. */
export function registerAdminQueries(app: FastifyInstance, deps: QueryDeps): void {
  registerRoute(app, adminRoutes.listUsers, deps.auth, async ({ query }) => listUsersForAdmin(deps.db, query));

  registerRoute(app, adminRoutes.getUser, deps.auth, async ({ params }) => {
    const user = await userView(deps.db, { id: params.id });
    if (!user) throw notFound();
    return { user: toAdminUser(user), auditEvents: await userAuditEvents(deps.db, deps.eventLog, user.id) };
  });

  registerRoute(app, adminRoutes.userHistory, deps.auth, async ({ params, query }) => {
    const user = await userView(deps.db, { id: params.id });
    if (!user) throw notFound();
    return userHistory(deps.db, deps.eventLog, user.id, query);
  });

  registerRoute(app, adminRoutes.weeklyActiveUsers, deps.auth, async () => weeklySeries(deps.db, 'active_users'));
  registerRoute(app, adminRoutes.weeklySignups, deps.auth, async () => weeklySeries(deps.db, 'signups'));
  registerRoute(app, adminRoutes.dailyActiveUsers, deps.auth, async () => dailySeries(deps.db, 'active_users'));
  registerRoute(app, adminRoutes.dailySignups, deps.auth, async () => dailySeries(deps.db, 'signups'));
  registerRoute(app, adminRoutes.userStats, deps.auth, async () => adminUserStats(deps.db, deps.clock.now()));

  // Ops: where each projection stands (the same figures as `npm run cli -- projections status`).
  registerRoute(app, adminProjectionRoutes.listProjections, deps.auth, async () => {
    const [now, status] = await Promise.all([databaseNow(deps.db), projectionStatus(deps.db, deps.eventLog, projections)]);
    return status.map((s) => toStatusItem(s, now));
  });
}
