import type { Actor, Owned } from '../access.ts';
import { ownedPolicy } from './owned.ts';
import { projectPolicy } from './project.ts';

/** Who may do what with a progress entry: every entry command and query asks this file. */
export const tallyPolicy = {
  ...ownedPolicy,
  /** An entry comes back on its own only into a live project of the writer's (else: restore the project). */
  mayRestoreInto: (project: Owned | null | undefined, actor: Pick<Actor, 'userId'>): boolean => projectPolicy.mayLogInto(project, actor),
} as const;
