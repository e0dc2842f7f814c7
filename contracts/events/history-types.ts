import type { AuditStreamKind } from '../rules/audit.ts';
import { apiKeyEventSchemas } from './api-key.ts';
import { bannerEventSchemas } from './banner.ts';
import { goalEventSchemas } from './goal.ts';
import { leaderboardEventSchemas } from './leaderboard.ts';
import { projectEventSchemas } from './project.ts';
import { tagEventSchemas } from './tag.ts';
import { tallyEventSchemas } from './tally.ts';
import { sessionEventSchemas, userEventSchemas } from './user.ts';

/**
 * The event types a user's history can hold, by the kind of stream they are on (the admin history's filters offer
 * them): read from the streams' schemas, so a new event type shows up here without another list to keep.
 */
export const HISTORY_EVENT_TYPES: Readonly<Record<AuditStreamKind, readonly string[]>> = {
  user: Object.keys(userEventSchemas),
  session: Object.keys(sessionEventSchemas),
  apikey: Object.keys(apiKeyEventSchemas),
  project: Object.keys(projectEventSchemas),
  tally: Object.keys(tallyEventSchemas),
  tag: Object.keys(tagEventSchemas),
  goal: Object.keys(goalEventSchemas),
  leaderboard: Object.keys(leaderboardEventSchemas),
  banner: Object.keys(bannerEventSchemas),
};
