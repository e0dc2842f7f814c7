import { sql, type Kysely } from 'kysely';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from '@inkpace/contracts/rules/account';
import type { FoundCaller } from '@inkpace/infra/http';
import type { ReadModels } from '../read-models.ts';

/**
 * Who presents a secret, by its SHA-256: the lookups behind the auth cache (infra/src/http/auth-cache.ts). Only
 * active users are found. Last use comes from infra's usage tables (session_activity, api_key_usage).
 */
type Db = Kysely<ReadModels>;

/** A session that has not ended, is younger than the absolute limit and was used within the idle period. */
export async function callerBySessionHash(db: Db, tokenHash: string, now: Date): Promise<FoundCaller | null> {
  const res = await sql<{ id: string; user_id: number; uuid: string; username: string; is_admin: boolean }>`
    select s.id, s.user_id, u.uuid, u.username, u.is_admin
    from accounts.sessions s
    join accounts.users u on u.id = s.user_id and u.state = 'active'
    left join session_activity a on a.session_id = s.id
    where s.token_hash = ${tokenHash} and s.ended_at is null
      and s.created_at > ${new Date(now.getTime() - SESSION_MAX_MS)}
      and coalesce(a.last_seen_at, s.created_at) > ${new Date(now.getTime() - SESSION_IDLE_MS)}`.execute(db);
  const s = res.rows[0];
  if (!s) return null;
  return {
    caller: { kind: 'session', userId: s.user_id, userUuid: s.uuid, username: s.username, sessionId: s.id, isAdmin: s.is_admin },
    expiresAt: null,
  };
}

/** A key that is not deleted and has not expired; it stops being trusted from the cache when it expires. */
export async function callerByApiKeyHash(db: Db, tokenHash: string, now: Date): Promise<FoundCaller | null> {
  const row = await db
    .selectFrom('accounts.api_keys as k')
    .innerJoin('accounts.users as u', (j) => j.onRef('u.id', '=', 'k.user_id').on('u.state', '=', 'active'))
    .select(['k.id', 'k.user_id', 'k.expires_at', 'u.uuid', 'u.username'])
    .where('k.token_hash', '=', tokenHash)
    .where('k.state', '=', 'active')
    .where((eb) => eb.or([eb('k.expires_at', 'is', null), eb('k.expires_at', '>', now)]))
    .executeTakeFirst();
  if (!row) return null;
  return {
    caller: { kind: 'apiKey', userId: row.user_id, userUuid: row.uuid, username: row.username, apiKeyId: row.id, isAdmin: false },
    expiresAt: row.expires_at ? new Date(row.expires_at) : null,
  };
}
