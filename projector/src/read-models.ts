import type { Qualified } from './runtime/projection.ts';
import type { AccountsTables } from './accounts/tables.ts';
import type { ActivityTables } from './activity/tables.ts';
import type { AuditTables } from './audit/tables.ts';
import type { BannerTables } from './banners/tables.ts';
import type { LeaderboardTables } from './leaderboards/tables.ts';
import type { ProgressTables } from './progress/tables.ts';

/** Every read model as the query side sees it: schema-qualified table names (`accounts.users`). */
export type ReadModels = Qualified<'accounts', AccountsTables> & Qualified<'banners', BannerTables> & Qualified<'progress', ProgressTables>
  & Qualified<'leaderboards', LeaderboardTables> & Qualified<'audit', AuditTables>
  & Qualified<'activity', ActivityTables>;

export type { AccountsTables, ActivityTables, AuditTables, BannerTables, LeaderboardTables, ProgressTables };
