import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { TallyListQuery, TallyWithWorkAndTags } from '@inkpace/contracts/api/tally';
import type { ReadModels } from '@inkpace/projector/read-models';
import { tallyJson, tallyWithWorkAndTagsJson } from '@inkpace/projector/progress';

type Db = Kysely<ReadModels>;

/** Entries of active projects only: deleting a project hides its entries. */
function filters(ownerId: number, q: Partial<TallyListQuery>): RawBuilder<unknown> {
  const parts = [sql`t.owner_id = ${ownerId}`, sql`t.state = 'active'`, sql`p.state = 'active'`];
  if (q.works && q.works.length > 0) parts.push(sql`t.project_id = any(${q.works}::integer[])`);
  if (q.measure) parts.push(sql`t.measure = ${q.measure}`);
  if (q.startDate) parts.push(sql`t.date >= ${q.startDate}::date`);
  if (q.endDate) parts.push(sql`t.date <= ${q.endDate}::date`);
  if (q.tags && q.tags.length > 0) {
    parts.push(sql`exists (select 1 from progress.tally_tags tt where tt.tally_id = t.id and tt.tag_id = any(${q.tags}::integer[]))`);
  }
  return sql.join(parts, sql` and `);
}

/** The writer's entries, newest first, with their project and tags, as JSON text. */
export async function talliesJson(db: Db, ownerId: number, q: TallyListQuery): Promise<string> {
  const res = await sql<{ json: string }>`
    select coalesce(jsonb_agg(${tallyWithWorkAndTagsJson} order by t.date desc, t.id desc), '[]'::jsonb)::text as json
    from progress.tallies t join progress.projects p on p.id = t.project_id
    where ${filters(ownerId, q)}`.execute(db);
  return res.rows[0]?.json ?? '[]';
}

/** One of the writer's entries (a deleted one too when asked, to answer a delete with what was removed). */
export async function getTally(db: Db, ownerId: number, id: number, includeDeleted = false): Promise<TallyWithWorkAndTags | null> {
  const res = await sql<{ tally: TallyWithWorkAndTags }>`
    select ${tallyWithWorkAndTagsJson} as tally
    from progress.tallies t join progress.projects p on p.id = t.project_id
    where t.id = ${id} and t.owner_id = ${ownerId} and (${includeDeleted} or (t.state = 'active' and p.state = 'active'))`.execute(db);
  return res.rows[0]?.tally ?? null;
}

/**
 * Entries by id without project and tags (the batch answer), in the order of `ids`, as JSON text: an import's
 * answer is sent as PostgreSQL wrote it, never parsed and serialised again.
 */
export async function talliesByIdsJson(db: Db, ownerId: number, ids: readonly number[]): Promise<string> {
  // Joined to the ids with their ordinal: ordering by array_position would scan the array once per row.
  const res = await sql<{ json: string }>`
    select coalesce(jsonb_agg(${tallyJson} order by wanted.ord), '[]'::jsonb)::text as json
    from unnest(${ids}::integer[]) with ordinality as wanted(id, ord)
    join progress.tallies t on t.id = wanted.id
    join progress.projects p on p.id = t.project_id
    where ${filters(ownerId, {})}`.execute(db);
  return res.rows[0]?.json ?? '[]';
}

/** An entry the writer may change: live, in one of their active projects. */
export async function activeTallyUuid(db: Db, ownerId: number, id: number): Promise<string | null> {
  const row = await db.selectFrom('progress.tallies as t').innerJoin('progress.projects as p', 'p.id', 't.project_id')
    .select('t.uuid').where('t.id', '=', id).where('t.owner_id', '=', ownerId)
    .where('t.state', '=', 'active').where('p.state', '=', 'active').executeTakeFirst();
  return row?.uuid ?? null;
}
