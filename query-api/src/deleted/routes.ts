import type { FastifyInstance } from 'fastify';
import { deletedRoutes, type DeletedItem } from '@inkpace/contracts/api/deleted';
import { formatMeasureCount } from '@inkpace/contracts/rules/format';
import { restoreWindowStart } from '@inkpace/contracts/rules/lifecycle';
import { registerRoute } from '@inkpace/infra/http';
import { ownedDeletedBoards } from '@inkpace/projector/leaderboards';
import { deletedProgress, type DeletedRow } from '@inkpace/projector/progress';
import type { QueryDeps } from '../deps.ts';

/** An entry is known by its project, its date and its count: "Novel · 2026-11-27 · 500 words". */
const titleOf = (row: DeletedRow): string =>
  row.entry ? `${row.title} · ${row.entry.date} · ${formatMeasureCount(row.entry.count, row.entry.measure)}` : row.title;

/**
 * "Recently deleted": the caller's projects, entries, goals and tags, and the boards they own, deleted within the
 * restore window (contracts/rules/lifecycle.ts), newest first. Only the caller's own rows are read.
 */
export async function recentlyDeleted(deps: QueryDeps, userId: number): Promise<DeletedItem[]> {
  const since = restoreWindowStart(deps.clock.now());
  const [progress, boards] = await Promise.all([deletedProgress(deps.db, userId, since), ownedDeletedBoards(deps.db, userId, since)]);
  const items: Array<DeletedItem & { at: number }> = [
    ...progress.map((r) => ({
      kind: r.kind, id: r.id, title: titleOf(r), deletedAt: r.deletedAt.toISOString(), at: r.deletedAt.getTime(),
      ...(r.entryCount !== null ? { entryCount: r.entryCount } : {}),
    })),
    ...boards.map((b) => ({ kind: 'leaderboard' as const, id: b.id, uuid: b.uuid, title: b.title, deletedAt: b.deletedAt.toISOString(), at: b.deletedAt.getTime() })),
  ];
  return items.sort((a, b) => b.at - a.at).map(({ at: _at, ...item }) => item);
}

export function registerDeletedQueries(app: FastifyInstance, deps: QueryDeps): void {
  registerRoute(app, deletedRoutes.list, deps.auth, async ({ caller }) => recentlyDeleted(deps, caller.userId));
}
