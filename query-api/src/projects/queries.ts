import { sql, type Kysely } from 'kysely';
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
