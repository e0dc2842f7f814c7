import { sql, type Kysely } from 'kysely';
import type { ReadModels } from '../read-models.ts';

/** A writer's live projects by title: what a CSV's project column names (the importer, issue 29). */
export async function ownProjectTitles(db: Kysely<ReadModels>, ownerId: number): Promise<Array<{ id: number; title: string }>> {
  const res = await sql<{ id: number; title: string }>`
    select p.id, p.title from progress.projects p where p.owner_id = ${ownerId} and p.state = 'active' order by p.id`.execute(db);
  return res.rows;
}
