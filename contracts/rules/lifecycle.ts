/**
 * One lifecycle for the things writers own (projects, entries, goals, tags, boards) and the ones that only go away
 * (API keys, banners): live, then deleted at an instant, and restorable by their owner for RESTORE_WINDOW_DAYS. The
 * server decides restores with it and the web app says how long is left with it.
 */

/** How long a deleted thing can be brought back (`POST /…/{id}/restore`, "Recently deleted"). */
export const RESTORE_WINDOW_DAYS = 30;

const DAY_MS = 86_400_000;

/** The read models' and the API's two states of a thing. */
export const LIFECYCLE_STATES = ['active', 'deleted'] as const;
export type LifecycleState = (typeof LIFECYCLE_STATES)[number];

/** Who deleted it, from the event's actor: only a writer's own delete can be undone by them. */
export type DeletedBy = 'user' | 'admin' | 'system' | 'anonymous';

/** The lifecycle part of an aggregate's state: a deleted thing carries when (the delete event's time) and by whom. */
export interface Lifecycle {
  deletedAt: string | null;
  deletedBy: DeletedBy | null;
}

export const LIVE: Lifecycle = { deletedAt: null, deletedBy: null };

/** The instant after which a thing deleted at `deletedAt` can no longer be restored. */
export const restoreDeadline = (deletedAt: string): Date => new Date(new Date(deletedAt).getTime() + RESTORE_WINDOW_DAYS * DAY_MS);

/** Whether a thing deleted at `deletedAt` can still be restored at `now`. */
export const withinRestoreWindow = (deletedAt: string, now: Date): boolean => now.getTime() < restoreDeadline(deletedAt).getTime();

/** The earliest deletion instant still restorable at `now` (lists of deleted things start there). */
export const restoreWindowStart = (now: Date): Date => new Date(now.getTime() - RESTORE_WINDOW_DAYS * DAY_MS);
