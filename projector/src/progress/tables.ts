import type { MeasureName } from '@inkpace/contracts/rules/measures';
import type { ProjectPhase } from '@inkpace/contracts/rules/projects';
import type { TagColor } from '@inkpace/contracts/api/tag';
import type { EntrySource } from '@inkpace/contracts/rules/entry-source';
import { lifecycleColumns } from '../runtime/lifecycle.ts';
import { col, setupOf, table, type RowOf, type TablesOf } from '../runtime/table.ts';
import { standingSetup, type StandingTables } from './standing-tables.ts';

/**
 * A project's, entry's, tag's or goal's identity: its public `uuid` (the client's, when it chose one) and the uuid of
 * its event stream. A client-chosen uuid is unique per writer only, so the stream's is derived from the writer and it
 * (command-api/src/pipeline/client-ids.ts); without one the two are the same.
 */
const identityColumns = () => ({ uuid: col.uuid(), stream_uuid: col.uuid() });
/** Public uuids are unique per writer: two writers may choose the same one. */
const OWN_UUID = ['owner_id', 'uuid'] as const;

export const progressTables = {
  projects: table({
    id: col.integer().primaryKey(),
    ...identityColumns(),
    owner_id: col.integer(),
    title: col.text(),
    description: col.text(),
    phase: col.text<ProjectPhase>(),
    starting_balance: col.jsonb<Partial<Record<MeasureName, number>>>(),
    cover: col.text().orNull(),
    starred: col.boolean(),
    display_on_profile: col.boolean(),
    ...lifecycleColumns(),
    created_at: col.timestamptz(),
    updated_at: col.timestamptz(),
    /** Date of the latest entry, null when there is none. */
    last_updated: col.date().orNull(),
  }, { indexes: { projects_owner: "(owner_id) where state = 'active'" }, uniqueTogether: [OWN_UUID] }),
  /** Sum of a project's entries per measure (starting balances are added when read). */
  project_totals: table({
    project_id: col.integer(),
    measure: col.text<MeasureName>(),
    total: col.bigint(),
    entries: col.integer(),
  }, { primaryKey: ['project_id', 'measure'] }),
  tags: table({
    id: col.integer().primaryKey(),
    ...identityColumns(),
    owner_id: col.integer(),
    name: col.text(),
    ...lifecycleColumns(),
    color: col.text<TagColor>(),
    created_at: col.timestamptz(),
    updated_at: col.timestamptz(),
  }, { indexes: { tags_owner: "(owner_id) where state = 'active'" }, uniqueTogether: [OWN_UUID] }),
  tallies: table({
    id: col.integer().primaryKey(),
    ...identityColumns(),
    owner_id: col.integer(),
    project_id: col.integer(),
    date: col.date(),
    measure: col.text<MeasureName>(),
    /** Bounded by COUNT_LIMIT when decided; bigint so an entry stored before the bounds existed still fits. */
    count: col.bigint(),
    note: col.text(),
    /** Where the entry came from (contracts/rules/entry-source.ts); entries logged before it was recorded are 'manual'. */
    source: col.text<EntrySource>(),
    ...lifecycleColumns(),
    created_at: col.timestamptz(),
    updated_at: col.timestamptz(),
  }, {
    uniqueTogether: [OWN_UUID],
    // The project page and filtered lists read one project's entries; unfiltered lists read the owner's.
    indexes: {
      tallies_project: "(project_id, date desc, id desc) where state = 'active'",
      tallies_owner: "(owner_id, date desc, id desc) where state = 'active'",
    },
  }),
  /** An entry's tags, kept while a tag is deleted (reads join the tag's state), so a restored tag has them again. */
  tally_tags: table({
    tally_id: col.integer(),
    tag_id: col.integer(),
  }, { primaryKey: ['tally_id', 'tag_id'], indexes: { tally_tags_tag: '(tag_id)' } }),
  /** The card's daily stats: per user, project, measure and date; a row exists while entries contribute to it. */
  daily_stats: table({
    owner_id: col.integer(),
    project_id: col.integer(),
    measure: col.text<MeasureName>(),
    date: col.date(),
    total: col.bigint(),
    entries: col.integer(),
  }, { primaryKey: ['project_id', 'measure', 'date'], indexes: { daily_stats_owner: '(owner_id, date)' } }),
  /**
   * Per writer, the log position of the last change to any of their projects, entries or tags: the query side keys
   * its response cache on it, so a writer's lists are computed once per change, not once per request.
   */
  user_versions: table({
    owner_id: col.integer().primaryKey(),
    version: col.bigint(),
  }),
  /**
   * The card's "streaks" for the writer (the daily writing streak): per writer, the dates with entries in live
   * projects and how many. Streaks are derived from these rows (contracts/rules/writing-streak.ts) for the writer's
   * today; a year of them is a few hundred rows, never the entries.
   */
  writing_days: table({
    owner_id: col.integer(),
    date: col.date(),
    entries: col.integer(),
  }, { primaryKey: ['owner_id', 'date'] }),
  /**
   * Per writer and measure, the sum of the magnitudes of every count they stored (contracts/rules/count-bounds.ts):
   * commands check it against VOLUME_LIMIT before appending. It only grows.
   */
  writer_volumes: table({
    owner_id: col.integer(),
    measure: col.text<MeasureName>(),
    volume: col.bigint(),
  }, { primaryKey: ['owner_id', 'measure'] }),
};

export const goalTables = {
  goals: table({
    id: col.integer().primaryKey(),
    ...identityColumns(),
    owner_id: col.integer(),
    title: col.text(),
    description: col.text(),
    type: col.text<'target' | 'habit'>(),
    parameters: col.jsonb<Record<string, unknown>>(),
    /** The measure entries must be in to count (a target's, or a habit's threshold's); null: any measure counts. */
    measure: col.text<MeasureName>().orNull(),
    start_date: col.date().orNull(),
    end_date: col.date().orNull(),
    work_ids: col.integers(),
    tag_ids: col.integers(),
    plan: col.jsonb<Record<string, unknown>>().orNull(),
    starred: col.boolean(),
    display_on_profile: col.boolean(),
    ...lifecycleColumns(),
    created_at: col.timestamptz(),
    updated_at: col.timestamptz(),
  }, { indexes: { goals_owner: "(owner_id) where state = 'active'" }, uniqueTogether: [OWN_UUID] }),
  /**
   * The card's "streaks" read model: per goal and day, the sum and number of the entries that count for the goal
   * (its measure, dates, projects and tags; live entries of live projects). Targets, habits, pace and streaks are
   * computed from these rows, never from the entries.
   */
  goal_days: table({
    goal_id: col.integer(),
    date: col.date(),
    total: col.bigint(),
    entries: col.integer(),
  }, { primaryKey: ['goal_id', 'date'] }),
};

export type ProgressTables = TablesOf<typeof progressTables> & TablesOf<typeof goalTables> & StandingTables;
export type ProjectsTable = RowOf<typeof progressTables.projects>;
export type TagsTable = RowOf<typeof progressTables.tags>;
export type TalliesTable = RowOf<typeof progressTables.tallies>;
export type DailyStatsTable = RowOf<typeof progressTables.daily_stats>;
export const progressSetup = [...setupOf(progressTables), ...setupOf(goalTables), ...standingSetup];
export type GoalsTable = RowOf<typeof goalTables.goals>;
