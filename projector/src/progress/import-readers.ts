import { sql, type Kysely } from 'kysely';
import type { ReadModels } from '../read-models.ts';

/** A writer's live projects by title: what a CSV's project column names (the importer, issue 29). */
export async function ownProjectTitles(db: Kysely<ReadModels>, ownerId: number): Promise<Array<{ id: number; title: string }>> {
  const res = await sql<{ id: number; title: string }>`
    select p.id, p.title from progress.projects p where p.owner_id = ${ownerId} and p.state = 'active' order by p.id`.execute(db);
  return res.rows;
}

/** How many live entries a writer keeps in their live projects (what ENTRIES_PER_WRITER_LIMIT bounds). */
export async function liveEntryCount(db: Kysely<ReadModels>, ownerId: number): Promise<number> {
  const res = await sql<{ n: number }>`
    select count(*)::int as n from progress.tallies t join progress.projects p on p.id = t.project_id
    where t.owner_id = ${ownerId} and t.state = 'active' and p.state = 'active'`.execute(db);
  return res.rows[0]?.n ?? 0;
}
