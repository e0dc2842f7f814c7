import type { FastifyInstance } from 'fastify';
import { tallyRoutes } from '@inkpace/contracts/api/tally';
import { registerRoute, type AuthResolvers } from '@inkpace/infra/http';
import type { CommandDeps } from '../pipeline/deps.ts';
import { metaFrom } from '../pipeline/meta.ts';
import { deletedRoutes } from '@inkpace/contracts/api/deleted';
import { batchTallies, createTally, deleteTally, restoreTally, updateTally } from './commands.ts';

/** A 20,000-entry import with notes and tags is a few MB of JSON. */
const BATCH_BODY_LIMIT = 16 * 1024 * 1024;

export function registerTallyCommands(app: FastifyInstance, deps: CommandDeps, auth: AuthResolvers): void {
  registerRoute(app, tallyRoutes.create, auth, async ({ body, request, caller }) => createTally(deps, caller, body, metaFrom(request, caller)));
  registerRoute(app, tallyRoutes.batch, auth, async ({ body, request, caller }) => batchTallies(deps, caller, body, metaFrom(request, caller)), {
    bodyLimit: BATCH_BODY_LIMIT,
  });
  registerRoute(app, tallyRoutes.update, auth, async ({ params, body, request, caller }) =>
    updateTally(deps, caller, params.id, body, metaFrom(request, caller)));
  registerRoute(app, tallyRoutes.remove, auth, async ({ params, request, caller }) => deleteTally(deps, caller, params.id, metaFrom(request, caller)));
  registerRoute(app, deletedRoutes.restoreTally, auth, async ({ params, request, caller }) => restoreTally(deps, caller, params.id, metaFrom(request, caller)));
}
