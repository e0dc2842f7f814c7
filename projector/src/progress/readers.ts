import { sql, type Kysely } from 'kysely';
import type { Project, SummarizedProject } from '@inkpace/contracts/api/project';
import type { Tag } from '@inkpace/contracts/api/tag';
import type { Tally, TallyWithWorkAndTags } from '@inkpace/contracts/api/tally';
import type { Owned } from '@inkpace/contracts/rules/access';
import type { Volumes } from '@inkpace/contracts/rules/count-bounds';
import { tagNameKey } from '@inkpace/contracts/rules/tags';
import type { ReadModels } from '../read-models.ts';
import type { View } from '../runtime/view.ts';
import { projectJson, summarizedProjectJson, tagJson, tallyJson, tallyWithWorkAndTagsJson } from './json.ts';

/**
 * What the progress read models tell commands and queries. Each reader returns a resource by id with what access
 * needs (`ownerId`, `live`: contracts/rules/access.ts decides) and its wire shape; no reader decides who may see it.
 */
type Db = Kysely<ReadModels>;

export type { View };

/** A project, live while not deleted. */
export async function projectView(db: Db, id: number): Promise<View<SummarizedProject> | null> {
  const res = await sql<{ uuid: string; owner_id: number; state: string; api: SummarizedProject }>`
    select p.stream_uuid as uuid, p.owner_id, p.state, ${summarizedProjectJson} as api from progress.projects p where p.id = ${id}`.execute(db);
  const row = res.rows[0];
  return row ? { uuid: row.uuid, ownerId: row.owner_id, live: row.state === 'active', api: row.api } : null;
}

/** An entry, live while neither it nor its project is deleted. */
export async function tallyView(db: Db, id: number): Promise<View<TallyWithWorkAndTags> | null> {
  const res = await sql<{ uuid: string; owner_id: number; live: boolean; api: TallyWithWorkAndTags }>`
    select t.stream_uuid as uuid, t.owner_id, t.state = 'active' and p.state = 'active' as live, ${tallyWithWorkAndTagsJson} as api
    from progress.tallies t join progress.projects p on p.id = t.project_id where t.id = ${id}`.execute(db);
  const row = res.rows[0];
  return row ? { uuid: row.uuid, ownerId: row.owner_id, live: row.live, api: row.api } : null;
}

/** The writer's entries among `ids` (live or deleted) in the API's shape, by id: a batch's answer for entries it repeats. */
export async function ownTallies(db: Db, ownerId: number, ids: readonly number[]): Promise<Map<number, Tally>> {
  if (ids.length === 0) return new Map();
  const res = await sql<{ api: Tally }>`
    select ${tallyJson} as api from progress.tallies t where t.owner_id = ${ownerId} and t.id = any(${[...ids]}::integer[])`.execute(db);
  return new Map(res.rows.map((r) => [r.api.id, r.api]));
}

export async function tagView(db: Db, id: number): Promise<View<Tag> | null> {
  const res = await sql<{ uuid: string; owner_id: number; state: string; api: Tag }>`
    select g.stream_uuid as uuid, g.owner_id, g.state, ${tagJson} as api from progress.tags g where g.id = ${id}`.execute(db);
  const row = res.rows[0];
  return row ? { uuid: row.uuid, ownerId: row.owner_id, live: row.state === 'active', api: row.api } : null;
}

/** The writer's live tags, by name. */
export async function ownTags(db: Db, ownerId: number): Promise<Tag[]> {
  const res = await sql<{ api: Tag }>`
    select ${tagJson} as api from progress.tags g where g.owner_id = ${ownerId} and g.state = 'active'
    order by g.name collate "C", g.id`.execute(db);
  return res.rows.map((r) => r.api);
}

/** The writer's live tags whose names match `names` ignoring case, by name key. */
export async function tagsByName(db: Db, ownerId: number, names: readonly string[]): Promise<Map<string, Tag>> {
  if (names.length === 0) return new Map();
  const wanted = new Set(names.map(tagNameKey));
  return new Map((await ownTags(db, ownerId)).filter((t) => wanted.has(tagNameKey(t.name))).map((t) => [tagNameKey(t.name), t]));
}

/** A project's total in one measure up to and including `date`: its starting balance plus its entries. */
export async function projectTotalUpTo(db: Db, projectId: number, measure: string, date: string): Promise<number> {
  const res = await sql<{ total: string }>`
    select (coalesce((select (starting_balance->>${measure})::bigint from progress.projects where id = ${projectId}), 0)
      + coalesce((select sum(total) from progress.daily_stats
                  where project_id = ${projectId} and measure = ${measure} and date <= ${date}::date), 0))::text as total`.execute(db);
  return Number(res.rows[0]?.total ?? 0);
}

/** A writer's volume per measure (see contracts/rules/count-bounds.ts), for commands to check before appending. */
export async function writerVolumes(db: Db, ownerId: number): Promise<Volumes> {
  const res = await sql<{ measure: keyof Volumes; volume: string }>`
    select measure, volume::text as volume from progress.writer_volumes where owner_id = ${ownerId}`.execute(db);
  return Object.fromEntries(res.rows.map((r) => [r.measure, Number(r.volume)]));
}

/** What logging entries needs to decide, read in one round trip. */
export interface EntryContext {
  /** The projects named, as access sees them, with their wire shape (an entry's answer carries its project). */
  projects: Map<number, Owned & { api: Project }>;
  /** The writer's live tags among the names given, by name key. */
  tags: Map<string, Tag>;
  /** Fresh entry ids, one per entry. */
  ids: number[];
  volumes: Volumes;
  /** The writer's live entries in live projects (contracts/rules/history-bounds.ts bounds them). */
  storedEntries: number;
}

/**
 * Everything logging `count` entries into `projectIds` with tags named `tagNames` needs, in one statement: the
 * projects, the tags, the writer's volumes and the new ids (allocated here, when the command is decided).
 */
export async function entryContext(db: Db, ownerId: number, projectIds: readonly number[], tagNames: readonly string[], count: number): Promise<EntryContext> {
  const keys = [...new Set(tagNames.map(tagNameKey))];
  // One entry (every POST /tally) takes its id without generate_series: PostgreSQL guesses 1,000 rows for a
  // series of unknown length, which made the prepared statement's generic plan look dearer than planning anew,
  // so it was planned on every call (planning cost more than running it).
  const ids = count === 1 ? sql`array[nextval('tally_ids')::text]` : sql`(select array_agg(nextval('tally_ids')::text) from generate_series(1, ${count}))`;
  const res = await sql<{
    projects: Array<{ owner_id: number; state: string; api: Project }> | null; tags: Tag[] | null; ids: string[]; volumes: Volumes | null; stored_entries: number;
  }>`
    select
      (select jsonb_agg(jsonb_build_object('owner_id', p.owner_id, 'state', p.state, 'api', ${projectJson}))
        from progress.projects p where p.id = any(${[...new Set(projectIds)]}::integer[])) as projects,
      -- A writer has few tags; they are matched by name key in JS (tagNameKey), exactly as they were claimed.
      (select jsonb_agg(${tagJson}) from progress.tags g
        where ${keys.length > 0} and g.owner_id = ${ownerId} and g.state = 'active') as tags,
      ${ids} as ids,
      (select jsonb_object_agg(measure, volume) from progress.writer_volumes where owner_id = ${ownerId}) as volumes,
      -- The totals count each project's live entries per measure: a few rows per project, not the entries.
      (select coalesce(sum(pt.entries), 0)::integer from progress.projects p join progress.project_totals pt on pt.project_id = p.id
        where p.owner_id = ${ownerId} and p.state = 'active') as stored_entries`.execute(db);
  const row = res.rows[0];
  const tags = (row?.tags ?? []).filter((t) => keys.includes(tagNameKey(t.name)));
  return {
    projects: new Map((row?.projects ?? []).map((p) => [p.api.id, { ownerId: p.owner_id, live: p.state === 'active', api: p.api }])),
    tags: new Map(tags.map((t) => [tagNameKey(t.name), t])),
    ids: (row?.ids ?? []).map(Number),
    volumes: row?.volumes ?? {},
    storedEntries: row?.stored_entries ?? 0,
  };
}
