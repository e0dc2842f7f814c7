import { sql, type Kysely } from 'kysely';
import type { Project } from '@inkpace/contracts/api/project';
import type { Tag } from '@inkpace/contracts/api/tag';
import type { MeasureName } from '@inkpace/contracts/rules/measures';
import type { EntrySource } from '@inkpace/contracts/rules/entry-source';
import { compareTagNames } from '@inkpace/contracts/rules/tags';
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
  count: string; note: string; source: EntrySource; created_at: string; updated_at: string;
}

/** Times as the API writes them (projector/src/progress/json.ts), made by PostgreSQL: no Date is built per entry. */
const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The writer's live tags by id: what an entry's tag links are checked against and named from. */
export type LiveTagNames = ReadonlyMap<number, string>;

/** The live tags of each of `ids`, in name order (compareTagNames: what the API's lists use). */
async function tagsOf(db: Db, ids: readonly number[], live: LiveTagNames): Promise<Map<number, number[]>> {
  const byEntry = new Map<number, number[]>();
  if (live.size === 0 || ids.length === 0) return byEntry;
  // One statement a page over the links' primary key: a lookup per entry in the page's statement cost more than
  // reading the rest of the entry.
  const res = await sql<{ tally_id: number; tag_id: number }>`
    select tally_id, tag_id from progress.tally_tags where tally_id = any(${[...ids]}::integer[])`.execute(db);
  for (const { tally_id, tag_id } of res.rows) {
    if (!live.has(tag_id)) continue;
    const list = byEntry.get(tally_id);
    if (list) list.push(tag_id);
    else byEntry.set(tally_id, [tag_id]);
  }
  const name = (id: number) => live.get(id) ?? '';
  for (const list of byEntry.values()) list.sort((a, b) => compareTagNames(name(a), name(b)) || a - b);
  return byEntry;
}

/** After which entry a page starts (null: the first page). */
type PageStart = { date: string; id: number } | null;

async function entryPage(db: Db, ownerId: number, live: LiveTagNames, projectId: number | null, after: PageStart): Promise<ExportedEntryRow[]> {
  const res = await sql<EntryRecord>`
    select t.id, t.uuid, t.owner_id, t.project_id, p.title as project_title, t.date, t.measure, t.count::text as count, t.note,
      t.source, ${iso('t.created_at')} as created_at, ${iso('t.updated_at')} as updated_at
    from progress.tallies t
    join progress.projects p on p.id = t.project_id and p.state = 'active'
    where t.owner_id = ${ownerId} and t.state = 'active'
      ${projectId === null ? sql`` : sql`and t.project_id = ${projectId}`}
      ${after === null ? sql`` : sql`and (t.date, t.id) > (${after.date}::date, ${after.id})`}
    order by t.date, t.id limit ${ENTRY_PAGE}`.execute(db);
  const tags = await tagsOf(db, res.rows.map((r) => r.id), live);
  return res.rows.map((r): ExportedEntryRow => {
    const tagIds = tags.get(r.id) ?? [];
    return {
      id: r.id, uuid: r.uuid, ownerId: r.owner_id, projectId: r.project_id, projectTitle: r.project_title, date: r.date, measure: r.measure,
      count: Number(r.count), note: r.note, tagIds, tagNames: tagIds.map((id) => live.get(id) ?? ''), source: r.source,
      createdAt: r.created_at, updatedAt: r.updated_at,
    };
  });
}

/**
 * The writer's live entries of live projects (one project's, when named), oldest first by (date, id), a page at a
 * time: each page starts after the last one's (date, id), over the owner's or the project's index. The next page is
 * asked for as soon as this one is in, so PostgreSQL reads it while this one is written out (at most two pages held).
 */
export async function* entryPages(db: Db, ownerId: number, live: LiveTagNames, projectId: number | null = null): AsyncGenerator<ExportedEntryRow[]> {
  let next: Promise<ExportedEntryRow[]> | null = entryPage(db, ownerId, live, projectId, null);
  try {
    while (next) {
      const rows: ExportedEntryRow[] = await next;
      const last = rows.at(-1);
      next = last && rows.length === ENTRY_PAGE ? entryPage(db, ownerId, live, projectId, { date: last.date, id: last.id }) : null;
      if (rows.length > 0) yield rows;
    }
  } finally {
    // A reader that stopped early (the client gone) leaves a page on its way: its failure is nobody's to report.
    await next?.catch(() => undefined);
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
