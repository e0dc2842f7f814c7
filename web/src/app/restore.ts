import type { deletedRoutes, DeletedKind } from '@inkpace/contracts/api/deleted';
import { deletedPaths } from '@inkpace/contracts/api/paths';
import { messages } from '@inkpace/contracts/messages';
import { leaderboardsChanged } from '../features/leaderboard/index.ts';
import { errorText } from '../ui/api-error.ts';
import { toast } from '../ui/toast.ts';
import { call } from './api.ts';
import { invalidate } from './cache.ts';
import { goalsChanged, progressChanged, projectsChanged } from './progress-cache.ts';
import { light } from './light-routes.ts';

/**
 * Undo (issue 28): bringing back one deleted thing, from the toast after its delete or from "Recently deleted".
 * Typed views of the restore routes from the zod-free path table (as leaderboard-cache.ts does): the delete dialogs
 * and the page need no response schemas.
 */
const routes = {
  list: light<typeof deletedRoutes.list>(deletedPaths.list),
  project: light<typeof deletedRoutes.restoreProject>(deletedPaths.restoreProject),
  tally: light<typeof deletedRoutes.restoreTally>(deletedPaths.restoreTally),
  goal: light<typeof deletedRoutes.restoreGoal>(deletedPaths.restoreGoal),
  tag: light<typeof deletedRoutes.restoreTag>(deletedPaths.restoreTag),
  leaderboard: light<typeof deletedRoutes.restoreLeaderboard>(deletedPaths.restoreLeaderboard),
};

/** The "Recently deleted" list's cache key: every delete and every restore changes it. */
export const DELETED_KEY = 'deleted';
export const loadDeleted = () => call(routes.list);

/** One deleted thing, as GET /deleted names it: boards by their uuid, everything else by its id. */
export type RestoreTarget = { kind: Exclude<DeletedKind, 'leaderboard'>; id: number } | { kind: 'leaderboard'; uuid: string };

/** The caches a restore changes: the same ones the thing's delete changed. */
const REFRESH: Record<DeletedKind, () => void> = {
  project: projectsChanged,
  tally: progressChanged,
  goal: goalsChanged,
  // A tag comes back on its entries and goals: their lists show it.
  tag: progressChanged,
  leaderboard: leaderboardsChanged,
};

/** POST /…/restore for the thing, then the caches that show it (and the list of deleted things). */
export async function restoreDeleted(target: RestoreTarget): Promise<void> {
  if (target.kind === 'leaderboard') await call(routes.leaderboard, { params: { uuid: target.uuid } });
  else await call(routes[target.kind], { params: { id: target.id } });
  REFRESH[target.kind]();
  invalidate(DELETED_KEY);
}

/** A failed restore: the server's words (a 409 says what to do first, a 404 that it is gone for good). */
export const restoreFailure = (error: unknown): string => errorText(error, { SERVER_ERROR: messages.errors.restoreFailed });

export interface OfferUndo {
  /** The delete's own success message. */
  message: string;
  /** What to say once it is back ("Harbour Lights has been restored."). */
  restored: string;
  /** Where to go once it is back, when the delete went away from it (e.g. a project's page). */
  back?: { to: string; navigate(to: string): void };
}

/**
 * After a delete: its message with Undo for UNDO_MS (one call in each delete dialog). The list of deleted things
 * changes now, whether or not Undo is used.
 */
export function offerUndo(target: RestoreTarget, { message, restored, back }: OfferUndo): void {
  invalidate(DELETED_KEY);
  toast.undoable({
    message,
    undo: async () => {
      await restoreDeleted(target);
      back?.navigate(back.to);
      return restored;
    },
    failure: restoreFailure,
  });
}
