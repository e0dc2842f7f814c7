import type { ColumnType } from 'kysely';
import type { MeasureName } from '@inkpace/contracts/rules/measures';
import type { ProjectPhase } from '@inkpace/contracts/rules/projects';
import type { TagColor } from '@inkpace/contracts/api/tag';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** int8 sums arrive as strings (no precision lost); callers convert. */
type BigSum = ColumnType<string, number | string, number | string>;
type Json<T> = ColumnType<T, string, string>;
type State = 'active' | 'deleted';

export interface ProjectsTable {
  id: number;
  uuid: string;
  owner_id: number;
  title: string;
  description: string;
  phase: ProjectPhase;
  starting_balance: Json<Partial<Record<MeasureName, number>>>;
  cover: string | null;
  starred: boolean;
  display_on_profile: boolean;
  state: State;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Date of the latest entry (YYYY-MM-DD), null when there is none. */
  last_updated: string | null;
}

/** Sum of a project's entries per measure (starting balances are added when read). */
export interface ProjectTotalsTable {
  project_id: number;
  measure: MeasureName;
  total: BigSum;
  entries: number;
}

export interface TagsTable {
  id: number;
  uuid: string;
  owner_id: number;
  name: string;
  state: State;
  color: TagColor;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TalliesTable {
  id: number;
  uuid: string;
  owner_id: number;
  project_id: number;
  date: string;
  measure: MeasureName;
  /** Bounded by COUNT_LIMIT when decided; bigint so an entry stored before the bounds existed still fits. */
  count: BigSum;
  note: string;
  state: State;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TallyTagsTable {
  tally_id: number;
  tag_id: number;
}

/** The card's daily stats: per user, project, measure and date; a row exists while entries contribute to it. */
export interface DailyStatsTable {
  owner_id: number;
  project_id: number;
  measure: MeasureName;
  date: string;
  total: BigSum;
  entries: number;
}

/**
 * Per writer, the log position of the last change to any of their projects, entries or tags: the query side keys
 * its response cache on it, so a writer's lists are computed once per change, not once per request.
 */
export interface UserVersionsTable {
  owner_id: number;
  version: BigSum;
}

/**
 * Per writer and measure, the sum of the magnitudes of every count they stored (see contracts/rules/count-bounds.ts):
 * commands check it against VOLUME_LIMIT before appending. It only grows.
 */
export interface WriterVolumesTable {
  owner_id: number;
  measure: MeasureName;
  volume: BigSum;
}

export interface ProgressTables {
  projects: ProjectsTable;
  project_totals: ProjectTotalsTable;
  tags: TagsTable;
  tallies: TalliesTable;
  tally_tags: TallyTagsTable;
  daily_stats: DailyStatsTable;
  user_versions: UserVersionsTable;
  writer_volumes: WriterVolumesTable;
}

export const progressSetup = [
  `create table projects (
    id integer primary key,
    uuid uuid not null unique,
    owner_id integer not null,
    title text not null,
    description text not null,
    phase text not null,
    starting_balance jsonb not null,
    cover text,
    starred boolean not null,
    display_on_profile boolean not null,
    state text not null,
    created_at timestamptz not null,
    updated_at timestamptz not null,
    last_updated date
  )`,
  `create index projects_owner on projects (owner_id) where state = 'active'`,
  `create table project_totals (
    project_id integer not null,
    measure text not null,
    total bigint not null,
    entries integer not null,
    primary key (project_id, measure)
  )`,
  `create table tags (
    id integer primary key,
    uuid uuid not null unique,
    owner_id integer not null,
    name text not null,
    state text not null,
    color text not null,
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`,
  `create index tags_owner on tags (owner_id) where state = 'active'`,
  `create table tallies (
    id integer primary key,
    uuid uuid not null unique,
    owner_id integer not null,
    project_id integer not null,
    date date not null,
    measure text not null,
    count bigint not null,
    note text not null,
    state text not null,
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`,
  // The project page and filtered lists read one project's entries; unfiltered lists read the owner's.
  `create index tallies_project on tallies (project_id, date desc, id desc) where state = 'active'`,
  `create index tallies_owner on tallies (owner_id, date desc, id desc) where state = 'active'`,
  `create table tally_tags (
    tally_id integer not null,
    tag_id integer not null,
    primary key (tally_id, tag_id)
  )`,
  `create index tally_tags_tag on tally_tags (tag_id)`,
  `create table daily_stats (
    owner_id integer not null,
    project_id integer not null,
    measure text not null,
    date date not null,
    total bigint not null,
    entries integer not null,
    primary key (project_id, measure, date)
  )`,
  `create index daily_stats_owner on daily_stats (owner_id, date)`,
  `create table user_versions (
    owner_id integer primary key,
    version bigint not null
  )`,
  `create table writer_volumes (
    owner_id integer not null,
    measure text not null,
    volume bigint not null,
    primary key (owner_id, measure)
  )`,
];
