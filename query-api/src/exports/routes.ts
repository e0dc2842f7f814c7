import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { EXPORT_ZIP_NAME } from '@inkpace/contracts/api/export-format';
import { exportRoutes } from '@inkpace/contracts/api/import';
import { messages } from '@inkpace/contracts/messages';
import { EXPORTS_PER_MINUTE } from '@inkpace/contracts/rules/import/limits';
import { RATE_WINDOW_MS } from '@inkpace/contracts/rules/limits';
import { exportPolicy } from '@inkpace/contracts/rules/policies/export';
import { exportParts, exportStatusView, insertExport } from '@inkpace/infra/db';
import { registerRoute, StreamedFile, TooManyRequestsError } from '@inkpace/infra/http';
import type { QueryDeps } from '../deps.ts';
import { exportMembers } from './members.ts';
import { exportSource } from './source.ts';
import { zipBytes } from './zip.ts';

/**
 * Counts the export against the writer's budget (in the shared limit store, so it holds across instances): at most
 * EXPORTS_PER_MINUTE in each minute, whichever session asks and whether downloaded at once or made by a job, as the
 * reference's 1/min on /export.
 */
async function takeExportTurn(deps: QueryDeps, userId: number): Promise<void> {
  const now = deps.clock.now().getTime();
  const { count, resetAt } = await deps.limits.hit(`export:user:${userId}`, RATE_WINDOW_MS, now);
  if (count > EXPORTS_PER_MINUTE) throw new TooManyRequestsError(messages.imports.exportTooSoon, Math.max(1, Math.ceil((resetAt - now) / 1000)));
}

/**
 * GET /api/v1/export and the reference's GET /export/progress: the writer's data as a zip (docs/export-format.md).
 * POST /api/v1/export makes the same zip as a job (runExport), followed by GET /api/v1/export/{id} and fetched from
 * GET /api/v1/export/{id}/file: for a history too large to wait for, with a bar that survives a reload.
 */
export function registerExportQueries(app: FastifyInstance, deps: QueryDeps): void {
  for (const def of [exportRoutes.download, exportRoutes.reference]) {
    registerRoute(app, def, deps.auth, async ({ caller }) => {
      await takeExportTurn(deps, caller.userId);
      const source = await exportSource(deps, caller.userId);
      return new StreamedFile('application/zip', EXPORT_ZIP_NAME, () => zipBytes(exportMembers(source), deps.clock.now()));
    });
  }
  registerRoute(app, exportRoutes.start, deps.auth, async ({ caller }) => {
    await takeExportTurn(deps, caller.userId);
    const id = randomUUID();
    await insertExport(deps.db, { id, ownerId: caller.userId, createdAt: deps.clock.now() });
    // Without a queue here (a query-only instance without Redis) the workers' sweep starts it.
    await deps.exportJobs?.start(id);
    return { id };
  });
  registerRoute(app, exportRoutes.get, deps.auth, async ({ caller, params }) => exportPolicy.touch(await exportStatusView(deps.db, params.id), caller).api);
  registerRoute(app, exportRoutes.file, deps.auth, async ({ caller, params }) => {
    exportPolicy.file(await exportStatusView(deps.db, params.id), caller);
    return new StreamedFile('application/zip', EXPORT_ZIP_NAME, () => exportParts(deps.db, params.id));
  });
}
