import { ownedPolicy } from './owned.ts';

/** Who may do what with a tag: every tag command and query asks this file (names are claimed: pipeline/claims.ts). */
export const tagPolicy = { ...ownedPolicy } as const;
