import { mayRestore, mayTouch, ownAny, ownLive, ownRestorable } from '../access.ts';

/**
 * The questions every writer-owned thing answers the same way (contracts/rules/access.ts): each feature's policy
 * file starts from these and adds its own. Commands and queries ask the feature's policy, never access.ts directly.
 */
export const ownedPolicy = {
  /** Read, change or delete it: the writer's own and live (anything else is the 404 of a missing thing). */
  mayTouch,
  touch: ownLive,
  /** What a delete or a restore answers with: the writer's own, live or deleted. */
  answer: ownAny,
  /** Bring it back: the writer's own, deleted by them, within the restore window. */
  mayRestore,
  restore: ownRestorable,
} as const;

/** Shown on its owner's public profile: live and marked for display (projects and goals). */
export const mayShowOnProfile = (thing: { live: boolean; displayOnProfile: boolean }): boolean => thing.live && thing.displayOnProfile;
