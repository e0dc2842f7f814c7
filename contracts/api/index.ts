import { accountRoutes } from './account.ts';
import { adminRoutes } from './admin.ts';
import { adminProjectionRoutes } from './admin-projections.ts';
import { apiKeyRoutes } from './api-key.ts';
import { bannerRoutes } from './banner.ts';
import { deletedRoutes } from './deleted.ts';
import { goalRoutes } from './goal.ts';
import { exportRoutes, importRoutes } from './import.ts';
import { dashboardRoutes, goalProgressRoutes } from './goal-progress.ts';
import { infoRoutes } from './info.ts';
import { leaderboardRoutes } from './leaderboard.ts';
import { leaderboardStandingsRoutes } from './leaderboard-standings.ts';
import { profileRoutes } from './profile.ts';
import { projectRoutes } from './project.ts';
import { statsRoutes } from './stats.ts';
import { tagRoutes } from './tag.ts';
import { tallyRoutes } from './tally.ts';
import type { RouteDef } from './route.ts';

/** Every route of the API, by resource: the single source for the server, the web client and the OpenAPI document. */
export const routeTables: Record<string, Record<string, RouteDef>> = {
  Accounts: accountRoutes,
  'API keys': apiKeyRoutes,
  Banners: bannerRoutes,
  Admin: { ...adminRoutes, ...adminProjectionRoutes },
  Projects: projectRoutes,
  Tallies: tallyRoutes,
  Tags: tagRoutes,
  Goals: { ...goalRoutes, ...goalProgressRoutes },
  Dashboard: dashboardRoutes,
  Stats: statsRoutes,
  Profile: profileRoutes,
  Leaderboards: { ...leaderboardRoutes, ...leaderboardStandingsRoutes },
  'Recently deleted': deletedRoutes,
  Imports: importRoutes,
  // The export job's JSON routes; the zips (the downloads, a job's file) are files, not the API's envelope.
  Exports: { start: exportRoutes.start, get: exportRoutes.get },
  Other: infoRoutes,
};
