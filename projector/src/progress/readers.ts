import { sql, type Kysely } from 'kysely';
import type { Volumes } from '@inkpace/contracts/rules/count-bounds';
import type { ReadModels } from '../read-models.ts';

/** A writer's volume per measure (see contracts/rules/count-bounds.ts), for commands to check before appending. */
export async function writerVolumes(db: Kysely<ReadModels>, ownerId: number): Promise<Volumes> {
  const res = await sql<{ measure: keyof Volumes; volume: string }>`
    select measure, volume::text as volume from progress.writer_volumes where owner_id = ${ownerId}`.execute(db);
  return Object.fromEntries(res.rows.map((r) => [r.measure, Number(r.volume)]));
}
