import { sql, type Kysely } from 'kysely';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import type { ReadModels } from '@inkpace/projector/read-models';
import { summarizedProjectJson } from '@inkpace/projector/progress';

type Db = Kysely<ReadModels>;

/** The writer's active projects with totals, as JSON text (oldest first; clients sort). */
export async function projectsJson(db: Db, ownerId: number): Promise<string> {
  const res = await sql<{ json: string }>`
    select coalesce(jsonb_agg(${summarizedProjectJson} order by p.id), '[]'::jsonb)::text as json
    from progress.projects p where p.owner_id = ${ownerId} and p.state = 'active'`.execute(db);
  return res.rows[0]?.json ?? '[]';
}

/** One of the writer's projects (a deleted one too when asked, to answer a delete with what was removed). */
export async function getProject(db: Db, ownerId: number, id: number, includeDeleted = false): Promise<SummarizedProject | null> {
  const res = await sql<{ project: SummarizedProject }>`
    select ${summarizedProjectJson} as project from progress.projects p
    where p.id = ${id} and p.owner_id = ${ownerId} and (${includeDeleted} or p.state = 'active')`.execute(db);
  return res.rows[0]?.project ?? null;
}

/** The uuid of one of the writer's active projects, or null: what every write naming a project checks first. */
export async function activeProjectUuid(db: Db, ownerId: number, id: number): Promise<string | null> {
  const row = await db.selectFrom('progress.projects').select('uuid')
    .where('id', '=', id).where('owner_id', '=', ownerId).where('state', '=', 'active').executeTakeFirst();
  return row?.uuid ?? null;
}

/** Which of `ids` are the writer's active projects, in one query. */
export async function activeProjectIds(db: Db, ownerId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('progress.projects').select('id')
    .where('id', '=', sql<number>`any(${[...ids]}::integer[])`).where('owner_id', '=', ownerId).where('state', '=', 'active').execute();
  return new Set(rows.map((r) => r.id));
}

/** A project's total in one measure up to and including `date`: its starting balance plus its entries. */
export async function projectTotalUpTo(db: Db, projectId: number, measure: string, date: string): Promise<number> {
  const res = await sql<{ total: string }>`
    select (coalesce((select (starting_balance->>${measure})::bigint from progress.projects where id = ${projectId}), 0)
      + coalesce((select sum(total) from progress.daily_stats
                  where project_id = ${projectId} and measure = ${measure} and date <= ${date}::date), 0))::text as total`.execute(db);
  return Number(res.rows[0]?.total ?? 0);
}
