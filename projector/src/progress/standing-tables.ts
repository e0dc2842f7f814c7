import type { MeasureName } from '@inkpace/contracts/rules/measures';
import { col, setupOf, table, type RowOf, type TablesOf } from '../runtime/table.ts';

/**
 * The card's "leaderboard standings" read model, kept in the progress projection because it is fed entry by entry:
 * it sees each entry in the same transaction as the entries themselves, so standings never lag behind the
 * project pages. Boards and members are copied here with only what decides which entries count
 * (contracts/rules/leaderboard-entries.ts); names, colours and teams stay in the leaderboards projection.
 */
export const standingTables = {
  /** A live board's side of the rule (a deleted board's rows are dropped). */
  standing_boards: table({
    board_id: col.integer().primaryKey(),
    /** The board's uuid: member events name their board only by their stream. */
    uuid: col.uuid().unique(),
    start_date: col.date().orNull(),
    end_date: col.date().orNull(),
    measures: col.texts<MeasureName>(),
    individual_goal_mode: col.boolean(),
  }),
  /** A current member's side, with the board's dates and the measures that count for them copied in (`counted`). */
  standing_members: table({
    member_id: col.integer().primaryKey(),
    board_id: col.integer(),
    user_id: col.integer(),
    /** The individual goal's measure (individual-goal mode decides whether it is the one that counts). */
    goal_measure: col.text<MeasureName>().orNull(),
    counted: col.texts<MeasureName>(),
    start_date: col.date().orNull(),
    end_date: col.date().orNull(),
    work_ids: col.integers(),
    tag_ids: col.integers(),
  }, { indexes: { standing_members_user: '(user_id)', standing_members_board: '(board_id)' } }),
  /** Per member, date and measure: the sum and number of the member's entries that count on the board. */
  standing_days: table({
    member_id: col.integer(),
    date: col.date(),
    measure: col.text<MeasureName>(),
    total: col.bigint(),
    entries: col.integer(),
  }, { primaryKey: ['member_id', 'date', 'measure'] }),
  /**
   * Per board, the log position of the last change to its standings: the query side keys its cache on it, and a
   * change notifies BOARDS_CHANNEL (the trigger below) so open board pages hear of it.
   */
  board_versions: table({
    board_id: col.integer().primaryKey(),
    version: col.bigint(),
  }),
};

/** Where a board's standings or roster changed: the payload is the board's id. */
export const BOARDS_CHANNEL = 'inkpace_boards';

/**
 * A row trigger, so every statement that bumps a version notifies once per board (PostgreSQL folds identical
 * notifications of one transaction into one, delivered at commit).
 */
export const boardNotifyTrigger = (table: string, idColumn: string): string[] => [
  `create or replace function ${table}_notify() returns trigger language plpgsql as $$
    begin perform pg_notify('${BOARDS_CHANNEL}', new.${idColumn}::text); return null; end $$`,
  `create trigger ${table}_notify after insert or update on ${table} for each row execute function ${table}_notify()`,
];

export type StandingTables = TablesOf<typeof standingTables>;
export type StandingMembersTable = RowOf<typeof standingTables.standing_members>;
export const standingSetup = [...setupOf(standingTables), ...boardNotifyTrigger('board_versions', 'board_id')];
