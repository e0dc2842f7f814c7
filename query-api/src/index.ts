import type { FastifyInstance } from 'fastify';
import { registerAccountQueries } from './accounts/routes.ts';
import { registerAdminQueries } from './admin/routes.ts';
import { registerApiKeyQueries } from './api-keys/routes.ts';
import { registerBannerQueries } from './banners/routes.ts';
import { registerDashboardQueries } from './dashboard/routes.ts';
import { registerDeletedQueries } from './deleted/routes.ts';
import { registerExportQueries } from './exports/routes.ts';
import { registerGoalQueries } from './goals/routes.ts';
import { registerImportQueries } from './imports/routes.ts';
import type { QueryDeps } from './deps.ts';
import { registerInfoQueries } from './info/routes.ts';
import { registerLeaderboardQueries } from './leaderboards/routes.ts';
import { registerStandingsQueries } from './leaderboards/standings.ts';
import { registerLiveBoardStream } from './leaderboards/live.ts';
import { VersionedCache } from './pipeline/versioned-cache.ts';
import { registerProfileQueries } from './profile/routes.ts';
import { registerProjectQueries } from './projects/routes.ts';
import { registerStatsQueries } from './stats/routes.ts';
import { registerTagQueries } from './tags/routes.ts';
import { registerTallyQueries } from './tallies/routes.ts';

export type { QueryDeps } from './deps.ts';

/** The read side: every GET of the API. */
export function registerQueryApi(app: FastifyInstance, deps: QueryDeps): void {
  registerInfoQueries(app, deps);
  registerAccountQueries(app, deps);
  registerApiKeyQueries(app, deps);
  registerBannerQueries(app, deps);
  registerAdminQueries(app, deps);
  // One cache per process: entries are checked against the writer's version in PostgreSQL on every request.
  const cache = new VersionedCache();
  registerProjectQueries(app, deps, cache);
  registerTallyQueries(app, deps, cache);
  registerTagQueries(app, deps);
  registerDeletedQueries(app, deps);
  registerExportQueries(app, deps);
  registerStatsQueries(app, deps, cache);
  registerGoalQueries(app, deps, cache);
  registerDashboardQueries(app, deps, cache);
  registerLeaderboardQueries(app, deps, cache);
  registerStandingsQueries(app, deps, cache);
  registerLiveBoardStream(app, deps);
  registerProfileQueries(app, deps, cache);
  registerImportQueries(app, deps);
}
export { runExport, type ExportJobDeps } from './exports/index.ts';
