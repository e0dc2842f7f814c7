import { adminLive, requireAdmin } from '../access.ts';

/** Who may do what with a banner: administrators manage them (403 for others); a deleted one is a 404. */
export const bannerPolicy = { manage: requireAdmin, live: adminLive } as const;
