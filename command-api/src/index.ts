import type { FastifyInstance } from 'fastify';
import type { AuthResolvers } from '@inkpace/infra/http';
import { registerAccountCommands } from './accounts/routes.ts';
import { registerAdminCommands } from './admin/routes.ts';
import { registerApiKeyCommands } from './api-keys/routes.ts';
import { registerBannerCommands } from './banners/routes.ts';
import { registerExportCommands } from './exports/routes.ts';
import { registerGoalCommands } from './goals/routes.ts';
import { registerImportCommands } from './imports/index.ts';
import { registerLeaderboardCommands } from './leaderboards/routes.ts';
import { AdvisoryLocks } from './pipeline/advisory-lock.ts';
import type { CommandDeps, CommandLocks } from './pipeline/deps.ts';
import { registerProjectCommands } from './projects/routes.ts';
import { registerTagCommands } from './tags/routes.ts';
import { BigBatchLines, ProjectLocks } from './tallies/index.ts';
import { registerTallyCommands } from './tallies/routes.ts';

export type { CommandDeps, CommandLocks, PositionWaiter } from './pipeline/deps.ts';
export { systemMeta } from './pipeline/meta.ts';
export { allocateIds } from './pipeline/ids.ts';
export { suspendIfUnverified, grantAdmin, issueResetLink } from './accounts/index.ts';
export { runImport } from './imports/index.ts';

/** A fresh set of command locks, for one app's CommandDeps. */
export function createCommandLocks(): CommandLocks {
  return { projects: new ProjectLocks(), counted: new AdvisoryLocks(), bigBatches: new BigBatchLines() };
}

export interface CommandApiOptions {
  secureCookies: boolean;
}

/** The write side: every non-GET route of the API. */
export function registerCommandApi(app: FastifyInstance, deps: CommandDeps, auth: AuthResolvers, options: CommandApiOptions): void {
  registerAccountCommands(app, deps, auth, options);
  registerApiKeyCommands(app, deps, auth);
  registerBannerCommands(app, deps, auth);
  registerAdminCommands(app, deps, auth);
  registerProjectCommands(app, deps, auth);
  registerTallyCommands(app, deps, auth);
  registerTagCommands(app, deps, auth);
  registerGoalCommands(app, deps, auth);
  registerLeaderboardCommands(app, deps, auth);
  registerExportCommands(app, deps, auth);
  registerImportCommands(app, deps, auth);
}
