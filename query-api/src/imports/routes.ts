import type { FastifyInstance } from 'fastify';
import { importRoutes } from '@inkpace/contracts/api/import';
import { importPolicy } from '@inkpace/contracts/rules/policies/import';
import { importStatusView } from '@inkpace/infra/db';
import { registerRoute } from '@inkpace/infra/http';
import type { QueryDeps } from '../deps.ts';

/** GET /api/v1/import/{id}: an import's state, progress and outcome, for the writer who posted it. */
export function registerImportQueries(app: FastifyInstance, deps: QueryDeps): void {
  registerRoute(app, importRoutes.get, deps.auth, async ({ caller, params }) => importPolicy.touch(await importStatusView(deps.db, params.id), caller).api);
}
