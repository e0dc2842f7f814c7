import { sql, type Kysely } from 'kysely';
import type { DayCount } from '@inkpace/contracts/api/stats';
import type { ReadModels } from '../read-models.ts';

/**
 * What a public profile reads of the progress read models beyond what other pages read: each shown project's days
 * from the daily stats (never the entries: no note, id or tag can come along), oldest first. Which projects are
 * shown is the profile policy's call (contracts/rules/profile.ts); this only reads the ones it is given.
 */
export async function projectDayCounts(db: Kysely<ReadModels>, ownerId: number, projectIds: readonly number[], from: string): Promise<Map<number, DayCount[]>> {
  const byProject = new Map<number, DayCount[]>(projectIds.map((id) => [id, []]));
  if (projectIds.length === 0) return byProject;
  const res = await sql<{ project_id: number; days: DayCount[] }>`
    select project_id, json_agg(json_build_object('date', date, 'counts', counts) order by date) as days
    from (
      select project_id, date, jsonb_object_agg(measure, total) as counts
      from progress.daily_stats
      where owner_id = ${ownerId} and project_id = any(${[...projectIds]}::integer[]) and date >= ${from}::date
      group by project_id, date
    ) per_day group by project_id`.execute(db);
  for (const row of res.rows) byProject.set(row.project_id, row.days.map((d) => ({ date: d.date, counts: d.counts })));
  return byProject;
}
