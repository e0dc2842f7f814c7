import { mayShowOnProfile, ownedPolicy } from './owned.ts';

/** Who may do what with a project: every project command and query asks this file. */
export const projectPolicy = {
  ...ownedPolicy,
  /** Log entries into it, or move an entry to it: the writer's own live project. */
  mayLogInto: ownedPolicy.mayTouch,
  logInto: ownedPolicy.touch,
  mayShowOnProfile,
} as const;
