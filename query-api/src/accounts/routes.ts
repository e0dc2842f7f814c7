import type { FastifyInstance } from 'fastify';
import { accountRoutes } from '@inkpace/contracts/api/account';
import { messages } from '@inkpace/contracts/messages';
import { DomainError } from '@inkpace/contracts/errors';
import { registerRoute } from '@inkpace/infra/http';
import { userView } from '@inkpace/projector/accounts';
import type { QueryDeps } from '../deps.ts';

export function registerAccountQueries(app: FastifyInstance, deps: QueryDeps): void {
  registerRoute(app, accountRoutes.getMe, deps.auth, async ({ caller }) => {
    const user = await userView(deps.db, { id: caller.userId });
    if (!user) throw new DomainError('NOT_LOGGED_IN', messages.errors.notLoggedIn);
    return user.api;
  });

  registerRoute(app, accountRoutes.perms, deps.auth, async ({ caller }) => {
    const user = await userView(deps.db, { id: caller.userId });
    return { isAdmin: user?.isAdmin ?? false };
  });
}
