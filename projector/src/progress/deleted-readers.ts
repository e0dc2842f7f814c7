import { sql, type Kysely } from 'kysely';
import type { MeasureName } from '@inkpace/contracts/rules/measures';
import type { ReadModels } from '../read-models.ts';

type Db = Kysely<ReadModels>;

/** One of a writer's deleted things as the progress read models hold it (the list's words are the query side's). */
export interface DeletedRow {
  kind: 'project' | 'tally' | 'goal' | 'tag';
  id: number;
  title: string;
  deletedAt: Date;
  /** Projects: their entries (not deleted on their own). */
  entryCount: number | null;
  /** Entries: what they were. */
  entry: { date: string; count: number; measure: MeasureName } | null;
}

/**
 * A writer's projects, entries, goals and tags deleted since `since`, newest first. An entry is listed when it was
 * deleted on its own; the entries of a deleted project come back with it and are counted on the project's row.
 */
export async function deletedProgress(db: Db, ownerId: number, since: Date): Promise<DeletedRow[]> {
  const res = await sql<{ kind: DeletedRow['kind']; id: number; title: string; deleted_at: Date; entry_count: number | null; date: string | null; count: string | null; measure: MeasureName | null }>`
    select 'project' as kind, p.id, p.title, p.deleted_at,
      (select coalesce(sum(pt.entries), 0)::integer from progress.project_totals pt where pt.project_id = p.id) as entry_count,
      null as date, null as count, null as measure
    from progress.projects p where p.owner_id = ${ownerId} and p.state = 'deleted' and p.deleted_at >= ${since}
    union all
    select 'tally', t.id, p.title, t.deleted_at, null, to_char(t.date, 'YYYY-MM-DD'), t.count::text, t.measure
    from progress.tallies t join progress.projects p on p.id = t.project_id
    where t.owner_id = ${ownerId} and t.state = 'deleted' and t.deleted_at >= ${since}
    union all
    select 'goal', g.id, g.title, g.deleted_at, null, null, null, null
    from progress.goals g where g.owner_id = ${ownerId} and g.state = 'deleted' and g.deleted_at >= ${since}
    union all
    select 'tag', g.id, g.name, g.deleted_at, null, null, null, null
    from progress.tags g where g.owner_id = ${ownerId} and g.state = 'deleted' and g.deleted_at >= ${since}
    order by deleted_at desc, kind, id desc`.execute(db);
  return res.rows.map((r) => ({
    kind: r.kind, id: r.id, title: r.title, deletedAt: r.deleted_at, entryCount: r.kind === 'project' ? r.entry_count : null,
    entry: r.date !== null && r.count !== null && r.measure !== null ? { date: r.date, count: Number(r.count), measure: r.measure } : null,
  }));
}

/** What restoring entries is bounded by: the writer's live entries in live projects, and one project's entries. */
export async function entryCountsForRestore(db: Db, ownerId: number, projectId: number | null): Promise<{ live: number; project: number }> {
  const res = await sql<{ live: number; project: number }>`
    select
      (select coalesce(sum(pt.entries), 0)::integer from progress.projects p join progress.project_totals pt on pt.project_id = p.id
        where p.owner_id = ${ownerId} and p.state = 'active') as live,
      (select coalesce(sum(pt.entries), 0)::integer from progress.project_totals pt where pt.project_id = ${projectId}) as project`.execute(db);
  return res.rows[0] ?? { live: 0, project: 0 };
}
