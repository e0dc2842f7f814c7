import type { FastifyInstance } from 'fastify';
import { accountRoutes } from '@inkpace/contracts/api/account';
import { messages } from '@inkpace/contracts/messages';
import { DomainError } from '@inkpace/contracts/errors';
import { registerRoute } from '@inkpace/infra/http';
import { notFound } from '@inkpace/contracts/rules/access';
import { hashToken } from '@inkpace/infra/secrets';
import { linkUsable, userView } from '@inkpace/projector/accounts';
import type { QueryDeps } from '../deps.ts';

export function registerAccountQueries(app: FastifyInstance, deps: QueryDeps): void {
  registerRoute(app, accountRoutes.getMe, deps.auth, async ({ caller }) => {
    const user = await userView(deps.db, { id: caller.userId });
    if (!user) throw new DomainError('NOT_LOGGED_IN', messages.errors.notLoggedIn);
    return user.api;
  });

  // Counted with the sign-in family, like the reset it comes before.
  registerRoute(app, accountRoutes.checkReset, deps.auth, async ({ params, reply }) => {
    // The answer changes once the link is used: never from a cache.
    reply.header('cache-control', 'no-store');
    if (!(await linkUsable(deps.db, hashToken(params.token), 'reset', deps.clock.now()))) throw notFound(messages.errors.resetLinkInvalid);
    return null;
  }, { rateLimited: true });

  registerRoute(app, accountRoutes.perms, deps.auth, async ({ caller }) => {
    const user = await userView(deps.db, { id: caller.userId });
    return { isAdmin: user?.isAdmin ?? false };
  });
}
