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
