import { sql, type Kysely } from 'kysely';
import type { Project } from '@inkpace/contracts/api/project';
import type { Tag } from '@inkpace/contracts/api/tag';
import type { MeasureName } from '@inkpace/contracts/rules/measures';
import type { EntrySource } from '@inkpace/contracts/rules/entry-source';
import type { ReadModels } from '@inkpace/projector/read-models';
import { goalsWithDays, ownGoalsWithSums, projectJson, tagJson, type GoalWithDays } from '@inkpace/projector/progress';

type Db = Kysely<ReadModels>;

/**
 * What the export reads of one writer: their live projects, tags and goals whole (a writer has tens of them), and
 * their live entries a page at a time by keyset, so a history of any length is never held at once.
 */

/** Entries read by one statement: about 1.5 MB of rows. */
export const ENTRY_PAGE = 5_000;

/** An entry of a live project, with its live tags (by name, code point order) and where it came from. */
export interface ExportedEntryRow {
  id: number;
  uuid: string;
  ownerId: number;
  projectId: number;
  projectTitle: string;
  date: string;
  measure: MeasureName;
  count: number;
  note: string;
  tagIds: number[];
  tagNames: string[];
  source: EntrySource;
  createdAt: string;
  updatedAt: string;
}

interface EntryRecord {
  id: number; uuid: string; owner_id: number; project_id: number; project_title: string; date: string; measure: MeasureName;
  count: string; note: string; tag_ids: number[]; tag_names: string[]; source: EntrySource; created_at: string; updated_at: string;
}

/** Times as the API writes them (projector/src/progress/json.ts), made by PostgreSQL: no Date is built per entry. */
const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const toRow = (r: EntryRecord): ExportedEntryRow => ({
  id: r.id, uuid: r.uuid, ownerId: r.owner_id, projectId: r.project_id, projectTitle: r.project_title, date: r.date, measure: r.measure,
  count: Number(r.count), note: r.note, tagIds: r.tag_ids, tagNames: r.tag_names, source: r.source,
  createdAt: r.created_at, updatedAt: r.updated_at,
});

/**
 * The writer's live entries of live projects (one project's, when named), oldest first by (date, id), a page at a
 * time: each page starts after the last one's (date, id), over the owner's or the project's index.
 */
export async function* entryPages(db: Db, ownerId: number, projectId: number | null = null): AsyncGenerator<ExportedEntryRow[]> {
  let after: { date: string; id: number } | null = null;
  for (;;) {
    const res = await sql<EntryRecord>`
      select t.id, t.uuid, t.owner_id, t.project_id, p.title as project_title, t.date, t.measure, t.count::text as count, t.note,
        t.source, ${iso('t.created_at')} as created_at, ${iso('t.updated_at')} as updated_at,
        coalesce(tg.ids, '{}') as tag_ids, coalesce(tg.names, '{}') as tag_names
      from progress.tallies t
      join progress.projects p on p.id = t.project_id and p.state = 'active'
      left join lateral (
        select array_agg(g.id order by g.name collate "C", g.id) as ids, array_agg(g.name order by g.name collate "C", g.id) as names
        from progress.tally_tags tt join progress.tags g on g.id = tt.tag_id and g.state = 'active' where tt.tally_id = t.id
      ) tg on true
      where t.owner_id = ${ownerId} and t.state = 'active'
        ${projectId === null ? sql`` : sql`and t.project_id = ${projectId}`}
        ${after === null ? sql`` : sql`and (t.date, t.id) > (${after.date}::date, ${after.id})`}
      order by t.date, t.id limit ${ENTRY_PAGE}`.execute(db);
    const rows = res.rows.map(toRow);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < ENTRY_PAGE) return;
    after = { date: last.date, id: last.id };
  }
}

/** The writer's live projects, oldest first, in the API's shape. */
export async function liveProjects(db: Db, ownerId: number): Promise<Project[]> {
  const res = await sql<{ api: Project }>`
    select ${projectJson} as api from progress.projects p where p.owner_id = ${ownerId} and p.state = 'active' order by p.id`.execute(db);
  return res.rows.map((r) => r.api);
}

/** The writer's live tags, oldest first, in the API's shape. */
export async function liveTags(db: Db, ownerId: number): Promise<Tag[]> {
  const res = await sql<{ api: Tag }>`
    select ${tagJson} as api from progress.tags g where g.owner_id = ${ownerId} and g.state = 'active' order by g.id`.execute(db);
  return res.rows.map((r) => r.api);
}

/** The writer's live goals, oldest first, with their days (what their CSVs are worked out from). */
export async function liveGoals(db: Db, ownerId: number): Promise<GoalWithDays[]> {
  const ids = (await ownGoalsWithSums(db, ownerId)).map((g) => g.goal.id);
  return ids.length === 0 ? [] : goalsWithDays(db, { ownerId, ids });
}
