import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { TallyListQuery } from '@inkpace/contracts/api/tally';
import type { ReadModels } from '@inkpace/projector/read-models';
import { tallyWithWorkAndTagsJson } from '@inkpace/projector/progress';

type Db = Kysely<ReadModels>;

/** Entries of active projects only: deleting a project hides its entries. */
function filters(ownerId: number, q: Partial<TallyListQuery>): RawBuilder<unknown> {
  const parts = [sql`t.owner_id = ${ownerId}`, sql`t.state = 'active'`, sql`p.state = 'active'`];
  if (q.works && q.works.length > 0) parts.push(sql`t.project_id = any(${q.works}::integer[])`);
  if (q.measure) parts.push(sql`t.measure = ${q.measure}`);
  if (q.startDate) parts.push(sql`t.date >= ${q.startDate}::date`);
  if (q.endDate) parts.push(sql`t.date <= ${q.endDate}::date`);
  if (q.tags && q.tags.length > 0) {
    parts.push(sql`exists (select 1 from progress.tally_tags tt join progress.tags tg on tg.id = tt.tag_id and tg.state = 'active' where tt.tally_id = t.id and tt.tag_id = any(${q.tags}::integer[]))`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * The ids of the entries the query asks for, newest first, skipping `offset` and at most `limit` of them: one
 * statement over the index, a few bytes an entry. Reading the ids first gives the answer a fixed set of entries
 * however long it takes to send (an entry deleted meanwhile is left out; none appears twice).
 */
export async function tallyIds(db: Db, ownerId: number, q: TallyListQuery, limit: number, offset: number): Promise<number[]> {
  const res = await sql<{ ids: number[] }>`
    select coalesce(array_agg(page.id order by page.date desc, page.id desc), '{}') as ids from (
      select t.id, t.date from progress.tallies t join progress.projects p on p.id = t.project_id
      where ${filters(ownerId, q)}
      order by t.date desc, t.id desc limit ${limit} offset ${offset}
    ) page`.execute(db);
  return res.rows[0]?.ids ?? [];
}

/** Entries whose JSON is built by one statement: about 650 KB of text. */
const CHUNK = 1_000;

/**
 * The entries `ids` names, in that order, with their project and tags, as JSON text (PostgreSQL's jsonb text, as
 * the whole list was once aggregated), CHUNK entries a statement. An entry or project deleted since the ids were
 * read is left out.
 *
 * Each entry is looked up by its primary key (the subquery with OFFSET 0 is planned on its own, and nothing outside
 * it reaches in): written as a join with the owner's conditions, the planner could hash every entry of the writer
 * for each chunk, and without statistics (a fresh table, autovacuum off) it did: 50,000 entries took 5 minutes.
 */
export async function* tallyJsonChunks(db: Db, ownerId: number, ids: readonly number[]): AsyncGenerator<string[]> {
  for (let at = 0; at < ids.length; at += CHUNK) {
    const res = await sql<{ json: string }>`
      select (${tallyWithWorkAndTagsJson})::text as json
      from unnest(${ids.slice(at, at + CHUNK)}::integer[]) with ordinality as page(id, n)
      cross join lateral (select * from progress.tallies where id = page.id and state = 'active' offset 0) t
      join progress.projects p on p.id = t.project_id
      where t.owner_id = ${ownerId} and p.state = 'active'
      order by page.n`.execute(db);
    yield res.rows.map((r) => r.json);
  }
}

/** The whole list as one JSON text, for answers short enough to keep in the versioned cache. */
export async function tallyListJson(db: Db, ownerId: number, ids: readonly number[]): Promise<string> {
  const items: string[] = [];
  for await (const chunk of tallyJsonChunks(db, ownerId, ids)) items.push(...chunk);
  return `[${items.join(', ')}]`;
}
