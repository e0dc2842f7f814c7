import type { FastifyInstance } from 'fastify';
import { accountRoutes } from '@inkpace/contracts/api/account';
import { messages } from '@inkpace/contracts/messages';
import { DomainError } from '@inkpace/contracts/errors';
import { registerRoute } from '@inkpace/infra/http';
import type { QueryDeps } from '../deps.ts';
import { getUser, getUserRow } from './queries.ts';

export function registerAccountQueries(app: FastifyInstance, deps: QueryDeps): void {
  registerRoute(app, accountRoutes.getMe, deps.auth, async ({ caller }) => {
    const user = await getUser(deps.db, caller.userId);
    if (!user) throw new DomainError('NOT_LOGGED_IN', messages.errors.notLoggedIn);
    return user;
  });

  registerRoute(app, accountRoutes.perms, deps.auth, async ({ caller }) => {
    const row = await getUserRow(deps.db, { id: caller.userId });
    return { isAdmin: row?.is_admin ?? false };
  });
}
