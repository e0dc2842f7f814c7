import type { FastifyInstance } from 'fastify';
import { exportFile, exportRoutes } from '@inkpace/contracts/api/import';
import { exportPolicy } from '@inkpace/contracts/rules/policies/export';
import { exportParts, exportStatusView } from '@inkpace/infra/db';
import { registerRoute, StreamedFile, takeExportTurn } from '@inkpace/infra/http';
import type { QueryDeps } from '../deps.ts';
import { exportMembers } from './members.ts';
import { exportSource } from './source.ts';
import { zipBytes } from './zip.ts';

/**
 * GET /api/v1/export and the reference's GET /export/progress: the writer's data as a zip (docs/export-format.md).
 * POST /api/v1/export (command-api/src/exports) makes the same zip as a job (runExport), followed by GET /api/v1/export/{id} and fetched from
 * GET /api/v1/export/{id}/file: for a history too large to wait for, with a bar that survives a reload.
 */
export function registerExportQueries(app: FastifyInstance, deps: QueryDeps): void {
  for (const def of [exportRoutes.download, exportRoutes.reference]) {
    registerRoute(app, def, deps.auth, async ({ caller }) => {
      await takeExportTurn(deps.limits, deps.clock, caller.userId);
      const source = await exportSource(deps, caller.userId);
      return new StreamedFile(exportFile.contentType, exportFile.fileName, () => zipBytes(exportMembers(source), deps.clock.now()));
    });
  }
  registerRoute(app, exportRoutes.get, deps.auth, async ({ caller, params }) => exportPolicy.touch(await exportStatusView(deps.db, params.id), caller).api);
  registerRoute(app, exportRoutes.file, deps.auth, async ({ caller, params }) => {
    exportPolicy.file(await exportStatusView(deps.db, params.id), caller);
    return new StreamedFile(exportFile.contentType, exportFile.fileName, () => exportParts(deps.db, params.id));
  });
}
