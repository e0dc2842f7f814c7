import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { exportRoutes } from '@inkpace/contracts/api/import';
import { insertExport } from '@inkpace/infra/db';
import { registerRoute, takeExportTurn, type AuthResolvers } from '@inkpace/infra/http';
import type { CommandDeps } from '../pipeline/deps.ts';

/**
 * POST /api/v1/export: starts the export zip as a job (a write: it records the export and queues its job, so it is
 * served where the other writes are). The job builds it with the download's builder; the writer follows it with
 * GET /api/v1/export/{id} and fetches GET /api/v1/export/{id}/file (query-api/src/exports).
 */
export function registerExportCommands(app: FastifyInstance, deps: CommandDeps, auth: AuthResolvers): void {
  registerRoute(app, exportRoutes.start, auth, async ({ caller }) => {
    await takeExportTurn(deps.limits, deps.clock, caller.userId);
    const id = randomUUID();
    await insertExport(deps.db, { id, ownerId: caller.userId, createdAt: deps.clock.now() });
    // Without a queue here (a command-only instance without Redis) the workers' sweep starts it.
    await deps.exportJobs?.start(id);
    return { id };
  });
}
