import { sql, type Kysely } from 'kysely';
import type { StatsDaysQuery } from '@inkpace/contracts/api/stats';
import type { MeasureCounts } from '@inkpace/contracts/api/fields';
import type { ReadModels } from '@inkpace/projector/read-models';

/**
 * Counts per day and measure from the daily stats read model (never from the entries), over the writer's active
 * projects, oldest first, as JSON text.
 */
export async function statsDaysJson(db: Kysely<ReadModels>, ownerId: number, q: StatsDaysQuery): Promise<string> {
  const parts = [sql`s.owner_id = ${ownerId}`, sql`p.state = 'active'`];
  if (q.works && q.works.length > 0) parts.push(sql`s.project_id = any(${q.works}::integer[])`);
  if (q.startDate) parts.push(sql`s.date >= ${q.startDate}::date`);
  if (q.endDate) parts.push(sql`s.date <= ${q.endDate}::date`);
  const res = await sql<{ json: string }>`
    select coalesce(json_agg(json_build_object('date', d, 'counts', c) order by d), '[]')::text as json
    from (
      select date as d, jsonb_object_agg(measure, t) as c
      from (
        select s.date, s.measure, sum(s.total) as t
        from progress.daily_stats s join progress.projects p on p.id = s.project_id
        where ${sql.join(parts, sql` and `)}
        group by s.date, s.measure
      ) per_measure group by date
    ) days`.execute(db);
  return res.rows[0]?.json ?? '[]';
}

/** The starting balances of the writer's live projects. */
export async function projectStartingBalances(db: Kysely<ReadModels>, ownerId: number): Promise<MeasureCounts[]> {
  const rows = await db.selectFrom('progress.projects').select('starting_balance')
    .where('owner_id', '=', ownerId).where('state', '=', 'active').execute();
  return rows.map((r) => r.starting_balance);
}
