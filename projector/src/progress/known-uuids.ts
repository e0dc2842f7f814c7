import { sql, type Kysely } from 'kysely';
import type { ReadModels } from '../read-models.ts';

type Db = Kysely<ReadModels>;

/** The kinds of thing a writer may give a uuid of their own (the create bodies' optional `uuid`). */
export type UuidKind = 'project' | 'tally' | 'tag' | 'goal';

const TABLE_OF: Record<UuidKind, string> = { project: 'progress.projects', tally: 'progress.tallies', tag: 'progress.tags', goal: 'progress.goals' };

/** Uuids per statement: an import can name tens of thousands, and one array parameter of that many is slow to plan. */
const CHUNK = 5_000;
const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Which of `uuids` the writer already has as public uuids of their own things of `kind`, live or deleted: uuid
 * (lower case) → id. Another writer's things with the same uuids are never found (uuids are unique per writer). For
 * the importer, which leaves out what an earlier import (or a client) already created.
 */
export async function knownUuids(db: Db, ownerId: number, kind: UuidKind, uuids: readonly string[]): Promise<Map<string, number>> {
  // A text that is no uuid cannot be one of the writer's: left out rather than failing the cast.
  const wanted = [...new Set(uuids.map((u) => u.toLowerCase()).filter((u) => UUID_TEXT.test(u)))];
  const known = new Map<string, number>();
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const res = await sql<{ uuid: string; id: number }>`
      select uuid::text as uuid, id from ${sql.raw(TABLE_OF[kind])}
      where owner_id = ${ownerId} and uuid = any(${wanted.slice(i, i + CHUNK)}::uuid[])`.execute(db);
    for (const row of res.rows) known.set(row.uuid, row.id);
  }
  return known;
}
