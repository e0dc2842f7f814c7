import type { AccountState } from '../account.ts';

/** What decides whether a writer has a public profile. */
export interface ProfileOwner {
  state: AccountState;
  enablePublicProfile: boolean;
}

/**
 * Who may see a writer's public profile (spec §6): anyone, while its writer is active and has switched it on.
 * Anyone else (disabled, suspended, deleted, unknown) is the same "not found": nothing tells a visitor which of these
 * it was. Which projects and goals it shows is theirs to answer (`mayShowOnProfile` in their policies).
 */
export const profilePolicy = {
  mayView: (owner: ProfileOwner | null | undefined): owner is ProfileOwner =>
    owner !== null && owner !== undefined && owner.state === 'active' && owner.enablePublicProfile,
} as const;
