import type { MeasureCounts } from '@inkpace/contracts/api/fields';
import type { MemberGoalValue } from '@inkpace/contracts/api/leaderboard-member';
import type { MeasureName } from '@inkpace/contracts/rules/measures';
import { boardNotifyTrigger } from '../progress/index.ts';
import { lifecycleColumns } from '../runtime/lifecycle.ts';
import { col, setupOf, table, type RowOf, type TablesOf } from '../runtime/table.ts';

/**
 * Boards, their members and their teams, from the `leaderboard-` streams (one per board). Standings, which need
 * entries, are in the progress projection (progress/standing-tables.ts).
 */
export const leaderboardTables = {
  boards: table({
    id: col.integer().primaryKey(),
    uuid: col.uuid().unique(),
    /** The creator; authority comes from members' is_owner. */
    owner_id: col.integer(),
    title: col.text(),
    description: col.text(),
    measures: col.jsonb<MeasureName[]>(),
    start_date: col.date().orNull(),
    end_date: col.date().orNull(),
    goal: col.jsonb<MeasureCounts>(),
    enable_teams: col.boolean(),
    individual_goal_mode: col.boolean(),
    fundraiser_mode: col.boolean(),
    is_joinable: col.boolean(),
    is_public: col.boolean(),
    /** A deleted board stays with its members and teams (its delete answers with it, a restore brings it back); every read skips it. */
    ...lifecycleColumns(),
    /**
     * The log position of the last event of the board's stream (its settings, members or teams changed): part of
     * the standings' version, and a change notifies the board's open pages (the trigger below).
     */
    version: col.bigint(),
    created_at: col.timestamptz(),
    updated_at: col.timestamptz(),
  }),
  /** Current memberships only: leaving or being kicked removes the row (a re-join is a fresh membership). */
  members: table({
    id: col.integer().primaryKey(),
    uuid: col.uuid().unique(),
    board_id: col.integer(),
    user_id: col.integer(),
    user_uuid: col.uuid(),
    is_owner: col.boolean(),
    is_participant: col.boolean(),
    /** The board-specific name; '' uses the account's. */
    display_name: col.text(),
    color: col.text(),
    team_id: col.integer().orNull(),
    goal: col.jsonb<MemberGoalValue>().orNull(),
    work_ids: col.integers(),
    tag_ids: col.integers(),
    starred: col.boolean(),
    created_at: col.timestamptz(),
    updated_at: col.timestamptz(),
  }, { indexes: { members_board: '(board_id)', members_user: '(user_id)', members_user_uuid: '(user_uuid)' } }),
  teams: table({
    id: col.integer().primaryKey(),
    uuid: col.uuid().unique(),
    board_id: col.integer(),
    name: col.text(),
    color: col.text(),
    created_at: col.timestamptz(),
    updated_at: col.timestamptz(),
  }, { indexes: { teams_board: '(board_id)' } }),
};

export type LeaderboardTables = TablesOf<typeof leaderboardTables>;
export const leaderboardsSetup = [...setupOf(leaderboardTables), ...boardNotifyTrigger('boards', 'id')];
export type BoardsTable = RowOf<typeof leaderboardTables.boards>;
export type MembersTable = RowOf<typeof leaderboardTables.members>;
export type TeamsTable = RowOf<typeof leaderboardTables.teams>;
