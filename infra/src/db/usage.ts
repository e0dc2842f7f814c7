import { sql, type Kysely } from 'kysely';

/**
 * When a session or an API key was last used: side tables of infra's own migrations (0003), kept out of the log
 * because use is not a domain fact. The auth cache (http/auth-cache.ts) writes at most once a minute per secret.
 */
export function pgUsageWriter(db: Kysely<unknown>) {
  return {
    sessionSeen: (sessionId: string, at: Date) =>
      sql`insert into session_activity (session_id, last_seen_at) values (${sessionId}, ${at})
          on conflict (session_id) do update set last_seen_at = excluded.last_seen_at`.execute(db),
    apiKeyUsed: (apiKeyId: number, at: Date) =>
      sql`insert into api_key_usage (api_key_id, last_used_at) values (${apiKeyId}, ${at})
          on conflict (api_key_id) do update set last_used_at = excluded.last_used_at`.execute(db),
  };
}
