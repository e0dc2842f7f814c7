import { z } from 'zod';
import { goal } from './goal.ts';
import { leaderboardSummary } from './leaderboard.ts';
import { deletedPaths } from './paths.ts';
import { summarizedProject } from './project.ts';
import { idParam, route, uuidParam } from './route.ts';
import { tag } from './tag.ts';
import { tallyWithWorkAndTags } from './tally.ts';

/**
 * Undo (beyond the reference API): the caller's things deleted within RESTORE_WINDOW_DAYS, newest first, and one
 * restore route per kind that answers the thing as its GET does. A board is named by its uuid, as its other routes.
 */

export const DELETED_KINDS = ['project', 'tally', 'goal', 'tag', 'leaderboard'] as const;
export type DeletedKind = (typeof DELETED_KINDS)[number];

export const deletedItem = z.object({
  kind: z.enum(DELETED_KINDS),
  id: z.number().int(),
  /** Boards only: the uuid their routes take. */
  uuid: z.uuid().optional(),
  /** What the writer knows it by; an entry's is its project, date and count ("Novel · 2026-11-27 · 500 words"). */
  title: z.string(),
  deletedAt: z.iso.datetime(),
  /** Projects only: the entries a restore brings back with it. */
  entryCount: z.number().int().optional(),
});
export type DeletedItem = z.infer<typeof deletedItem>;

export const deletedRoutes = {
  list: route({ ...deletedPaths.list, response: z.array(deletedItem), summary: 'What you deleted in the last 30 days, newest first' }),
  restoreProject: route({ ...deletedPaths.restoreProject, params: idParam, response: summarizedProject, summary: 'Restore a deleted project with its entries' }),
  restoreTally: route({ ...deletedPaths.restoreTally, params: idParam, response: tallyWithWorkAndTags, summary: 'Restore a deleted progress entry' }),
  restoreGoal: route({ ...deletedPaths.restoreGoal, params: idParam, response: goal, summary: 'Restore a deleted goal' }),
  restoreTag: route({ ...deletedPaths.restoreTag, params: idParam, response: tag, summary: 'Restore a deleted tag on its entries and goals' }),
  restoreLeaderboard: route({
    ...deletedPaths.restoreLeaderboard, params: uuidParam('uuid'), response: leaderboardSummary, summary: 'Restore a deleted leaderboard (owners)',
  }),
};
