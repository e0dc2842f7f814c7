import { sql, type Kysely } from 'kysely';
import type { ProjectTallyPageQuery } from '@inkpace/contracts/api/tally';
import { notFound } from '@inkpace/contracts/rules/access';
import type { ReadModels } from '@inkpace/projector/read-models';
import { tallyWithWorkAndTagsJson } from '@inkpace/projector/progress';

/**
 * One page of a project's live entries, as JSON text: `{total, tallies}`, the entries in GET /tally's order
 * (newest date first, then the latest logged) so the page reads the index `tallies_project` in that order and stops
 * after `skip + take` rows. `total` is the sum of the per-measure entry counts the projection keeps with the
 * project's totals, so counting never reads the entries. A project that is not the writer's live one is a 404.
 */
export async function projectTallyPageJson(db: Kysely<ReadModels>, ownerId: number, projectId: number, q: ProjectTallyPageQuery): Promise<string> {
  const res = await sql<{ json: string }>`
    select json_build_object(
      'total', coalesce((select sum(pt.entries) from progress.project_totals pt where pt.project_id = p.id), 0),
      'tallies', coalesce((
        select json_agg(entry.api order by entry.date desc, entry.id desc) from (
          select t.date, t.id, ${tallyWithWorkAndTagsJson} as api
          from progress.tallies t
          where t.project_id = p.id and t.state = 'active'
          order by t.date desc, t.id desc
          offset ${q.skip} limit ${q.take}
        ) entry), '[]'::json)
    )::text as json
    from progress.projects p
    where p.id = ${projectId} and p.owner_id = ${ownerId} and p.state = 'active'`.execute(db);
  const row = res.rows[0];
  if (!row) throw notFound();
  return row.json;
}
