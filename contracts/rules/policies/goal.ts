import { mayShowOnProfile, ownedPolicy } from './owned.ts';

/** Who may do what with a goal: every goal command and query asks this file. */
export const goalPolicy = { ...ownedPolicy, mayShowOnProfile } as const;
