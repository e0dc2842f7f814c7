import type { FastifyInstance } from 'fastify';
import { exportFile, exportRoutes } from '@inkpace/contracts/api/import';
import { DomainError } from '@inkpace/contracts/errors';
import { messages } from '@inkpace/contracts/messages';
import { EXPORTS_PER_MINUTE } from '@inkpace/contracts/rules/import/limits';
import { RATE_WINDOW_MS } from '@inkpace/contracts/rules/limits';
import { registerRoute, StreamedFile, TooManyRequestsError, type Caller } from '@inkpace/infra/http';
import { ownedBoards } from '@inkpace/projector/leaderboards';
import { userView } from '@inkpace/projector/accounts';
import type { QueryDeps } from '../deps.ts';
import { writerDay } from '../pipeline/writer-day.ts';
import { exportMembers, type ExportSource } from './members.ts';
import { entryPages, liveGoals, liveProjects, liveTags } from './queries.ts';
import { zipBytes } from './zip.ts';

/**
 * Counts the export against the writer's budget (in the shared limit store, so it holds across instances): at most
 * EXPORTS_PER_MINUTE in each minute, whichever session asks, as the reference's 1/min on /export.
 */
async function takeExportTurn(deps: QueryDeps, userId: number): Promise<void> {
  const now = deps.clock.now().getTime();
  const { count, resetAt } = await deps.limits.hit(`export:user:${userId}`, RATE_WINDOW_MS, now);
  if (count > EXPORTS_PER_MINUTE) throw new TooManyRequestsError(messages.imports.exportTooSoon, Math.max(1, Math.ceil((resetAt - now) / 1000)));
}

/** What the zip is made of: the writer's small collections read now, their entries read as the zip is sent. */
async function exportSource(deps: QueryDeps, caller: Caller): Promise<ExportSource> {
  const ownerId = caller.userId;
  const [user, day, projects, tags, goals, boards] = await Promise.all([
    userView(deps.db, { id: ownerId }), writerDay(deps, caller), liveProjects(deps.db, ownerId), liveTags(deps.db, ownerId),
    liveGoals(deps.db, ownerId), ownedBoards(deps.db, ownerId),
  ]);
  if (!user) throw new DomainError('NOT_LOGGED_IN', messages.errors.notLoggedIn);
  const liveTagNames = new Map(tags.map((tag) => [tag.id, tag.name]));
  return {
    account: user.api, projects, tags, goals, boards, today: day.today, weekStartDay: day.settings.weekStartDay,
    exportedAt: deps.clock.now().toISOString(),
    entries: (projectId) => entryPages(deps.db, ownerId, liveTagNames, projectId ?? null),
  };
}

/** GET /api/v1/export and the reference's GET /export/progress: the writer's data as a zip (docs/export-format.md). */
export function registerExportQueries(app: FastifyInstance, deps: QueryDeps): void {
  for (const def of [exportRoutes.download, exportRoutes.reference]) {
    registerRoute(app, def, deps.auth, async ({ caller }) => {
      await takeExportTurn(deps, caller.userId);
      const source = await exportSource(deps, caller);
      return new StreamedFile(exportFile.contentType, exportFile.fileName, () => zipBytes(exportMembers(source), deps.clock.now()));
    });
  }
}
