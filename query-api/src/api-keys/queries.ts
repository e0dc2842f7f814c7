import { sql, type Kysely } from 'kysely';
import { sortApiKeys, type ApiKey } from '@inkpace/contracts/api/api-key';
import type { ReadModels } from '@inkpace/projector/read-models';

interface KeyRow {
  id: number;
  name: string;
  expires_at: Date | null;
  created_at: Date;
  updated_at: Date;
  last_used_at: Date | null;
}

const toApiKey = (r: KeyRow): ApiKey => ({
  id: r.id,
  name: r.name,
  expiresAt: r.expires_at?.toISOString() ?? null,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
  lastUsed: r.last_used_at?.toISOString() ?? null,
});

async function keyRows(db: Kysely<ReadModels>, userId: number, id?: number, includeDeleted = false): Promise<KeyRow[]> {
  const rows = await sql<KeyRow>`
    select k.id, k.name, k.expires_at, k.created_at, k.updated_at, u.last_used_at
    from accounts.api_keys k left join api_key_usage u on u.api_key_id = k.id
    where k.user_id = ${userId}
      and (${includeDeleted} or k.deleted_at is null)
      and (${id ?? null}::integer is null or k.id = ${id ?? null})`.execute(db);
  return rows.rows;
}

export async function listApiKeys(db: Kysely<ReadModels>, userId: number, now: Date): Promise<ApiKey[]> {
  return sortApiKeys((await keyRows(db, userId)).map(toApiKey), now);
}

/** One of the user's keys (deleted ones too when asked, to answer a delete with what was removed). */
export async function getApiKey(db: Kysely<ReadModels>, userId: number, id: number, includeDeleted = false): Promise<ApiKey | null> {
  const [row] = await keyRows(db, userId, id, includeDeleted);
  return row ? toApiKey(row) : null;
}
