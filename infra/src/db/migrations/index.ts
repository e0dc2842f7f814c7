import type { Migration } from 'kysely';
import * as eventStore from './0001_event_store.ts';
import * as projections from './0002_projections.ts';
import * as accountsSide from './0003_accounts_side.ts';
import * as banners from './0004_banners.ts';
import * as progress from './0005_progress.ts';
import * as eventCategories from './0006_event_categories.ts';
import * as projectionFailures from './0007_projection_failures.ts';
import * as goalIds from './0008_goal_ids.ts';
import * as leaderboardIds from './0009_leaderboard_ids.ts';
import * as adminSearch from './0010_admin_search.ts';
import * as projectionRebuilds from './0011_projection_rebuilds.ts';
import * as notifyAfterCommit from './0012_notify_after_commit.ts';
import * as idempotencyKeys from './0013_idempotency_keys.ts';
import * as imports from './0014_imports.ts';
import * as exportJobs from './0015_exports.ts';
import * as importHeartbeats from './0016_import_heartbeats.ts';
import * as exportHeartbeats from './0017_export_heartbeats.ts';
import * as textPositions from './0018_text_positions.ts';

/** Ordered by name; never edit a migration that has shipped, add a new one. */
export const migrations: Record<string, Migration> = {
  '0001_event_store': eventStore,
  '0002_projections': projections,
  '0003_accounts_side': accountsSide,
  '0004_banners': banners,
  '0005_progress': progress,
  '0006_event_categories': eventCategories,
  '0007_projection_failures': projectionFailures,
  '0008_goal_ids': goalIds,
  '0009_leaderboard_ids': leaderboardIds,
  '0010_admin_search': adminSearch,
  '0011_projection_rebuilds': projectionRebuilds,
  '0012_notify_after_commit': notifyAfterCommit,
  '0013_idempotency_keys': idempotencyKeys,
  '0014_imports': imports,
  '0015_exports': exportJobs,
  '0016_import_heartbeats': importHeartbeats,
  '0017_export_heartbeats': exportHeartbeats,
  '0018_text_positions': textPositions,
};
