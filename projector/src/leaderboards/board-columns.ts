import { LEADERBOARD_SETTINGS_FIELDS, type LeaderboardSettings } from '@inkpace/contracts/api/leaderboard';
import { asJson, columnMap } from '../runtime/column-map.ts';
import type { BoardsTable } from './tables.ts';

/**
 * Where each board setting (contracts' `leaderboardFieldMap`) lives in `boards`: the projection's inserts and
 * updates go by this map, so a new setting is one line here (and a column in tables.ts). The answer (json.ts
 * `toLeaderboard`) keeps the reference's key order, with the caller's star among the settings, so it names them;
 * its type (contracts' `Leaderboard`, from the map) makes a missing one an error.
 */
export const boardColumns = columnMap<LeaderboardSettings, BoardsTable>(LEADERBOARD_SETTINGS_FIELDS, {
  title: { column: 'title' },
  description: { column: 'description' },
  startDate: { column: 'start_date' },
  endDate: { column: 'end_date' },
  measures: { column: 'measures', write: asJson },
  goal: { column: 'goal', write: asJson },
  enableTeams: { column: 'enable_teams' },
  individualGoalMode: { column: 'individual_goal_mode' },
  fundraiserMode: { column: 'fundraiser_mode' },
  isJoinable: { column: 'is_joinable' },
  isPublic: { column: 'is_public' },
});
