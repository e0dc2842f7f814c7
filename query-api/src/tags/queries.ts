import type { Kysely, Selectable } from 'kysely';
import { tagNameKey, type Tag } from '@inkpace/contracts/api/tag';
import type { ReadModels } from '@inkpace/projector/read-models';
import type { TagsTable } from '@inkpace/projector/progress';

type Db = Kysely<ReadModels>;

const toTag = (r: Selectable<TagsTable>): Tag => ({
  id: r.id,
  uuid: r.uuid,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
  state: r.state,
  ownerId: r.owner_id,
  name: r.name,
  color: r.color,
});

/** The writer's tags by name. */
export async function listTags(db: Db, ownerId: number): Promise<Tag[]> {
  const rows = await db.selectFrom('progress.tags').selectAll().where('owner_id', '=', ownerId).where('state', '=', 'active').execute();
  return rows.map(toTag).sort((a, b) => a.name.localeCompare(b.name));
}

export async function getTag(db: Db, ownerId: number, id: number, includeDeleted = false): Promise<Tag | null> {
  let q = db.selectFrom('progress.tags').selectAll().where('id', '=', id).where('owner_id', '=', ownerId);
  if (!includeDeleted) q = q.where('state', '=', 'active');
  const row = await q.executeTakeFirst();
  return row ? toTag(row) : null;
}

/** The writer's live tags whose names match `names` ignoring case, by name key. */
export async function tagsByName(db: Db, ownerId: number, names: readonly string[]): Promise<Map<string, Tag>> {
  if (names.length === 0) return new Map();
  const tags = await listTags(db, ownerId);
  const wanted = new Set(names.map(tagNameKey));
  return new Map(tags.filter((t) => wanted.has(tagNameKey(t.name))).map((t) => [tagNameKey(t.name), t]));
}
