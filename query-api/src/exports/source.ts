import type { Kysely } from 'kysely';
import { DomainError } from '@inkpace/contracts/errors';
import { messages } from '@inkpace/contracts/messages';
import { writerToday } from '@inkpace/contracts/rules/settings';
import type { Clock } from '@inkpace/infra/clock';
import { userView } from '@inkpace/projector/accounts';
import { ownedBoards } from '@inkpace/projector/leaderboards';
import type { ReadModels } from '@inkpace/projector/read-models';
import type { ExportSource } from './members.ts';
import { entryPages, liveGoals, liveProjects, liveTags } from './queries.ts';

/** What the export reads with: the read models and the clock (a request's, or the export job's). */
export interface ExportReads {
  db: Kysely<ReadModels>;
  clock: Clock;
}

/**
 * What the zip of `ownerId` is made of: the writer's small collections read now, their entries read as the zip is
 * made. The same for the direct download and the export job, so both write the same file.
 */
export async function exportSource(deps: ExportReads, ownerId: number): Promise<ExportSource> {
  const [user, projects, tags, goals, boards] = await Promise.all([
    userView(deps.db, { id: ownerId }), liveProjects(deps.db, ownerId), liveTags(deps.db, ownerId),
    liveGoals(deps.db, ownerId), ownedBoards(deps.db, ownerId),
  ]);
  if (!user) throw new DomainError('NOT_LOGGED_IN', messages.errors.notLoggedIn);
  const liveTagNames = new Map(tags.map((tag) => [tag.id, tag.name]));
  const now = deps.clock.now();
  const settings = user.api.userSettings;
  return {
    account: user.api, projects, tags, goals, boards, today: writerToday(settings, now), weekStartDay: settings.weekStartDay,
    exportedAt: now.toISOString(),
    entries: (projectId) => entryPages(deps.db, ownerId, liveTagNames, projectId ?? null),
  };
}
