import { sql, type Kysely } from 'kysely';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from '@inkpace/contracts/rules/account';
import type { AuthResolvers, Caller } from '@inkpace/infra/http';
import type { ReadModels } from '@inkpace/projector/read-models';
import { parseProgress } from '@inkpace/projector';

type Db = Kysely<ReadModels>;

/** Records use at most once a minute per key or session, so authenticating costs no write per request. */
const TOUCH_INTERVAL_MS = 60_000;

class Toucher {
  private last = new Map<string | number, number>();
  constructor(private readonly write: (id: string | number, at: Date) => Promise<unknown>) {}
  touch(id: string | number, now: Date): void {
    const prev = this.last.get(id);
    if (prev !== undefined && now.getTime() - prev < TOUCH_INTERVAL_MS) return;
    this.last.set(id, now.getTime());
    if (this.last.size > 100_000) this.last.clear();
    this.write(id, now).catch(() => this.last.delete(id));
  }
}

/** Callers found by secret hash, kept briefly: authentication is on every request's path. */
class CallerCache {
  private entries = new Map<string, { caller: Caller; until: number }>();
  constructor(private readonly ttlMs: number) {}
  get(hash: string, now: number): Caller | null {
    const hit = this.entries.get(hash);
    if (!hit) return null;
    if (hit.until > now) return hit.caller;
    this.entries.delete(hash);
    return null;
  }
  set(hash: string, caller: Caller, now: number, expiresAt: number = Infinity): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= 10_000) this.entries.clear();
    this.entries.set(hash, { caller, until: Math.min(now + this.ttlMs, expiresAt) });
  }
  clear(): void {
    this.entries.clear();
  }
}

export interface AuthResolverOptions {
  /**
   * Progress of the projections (LISTEN on their channel). Every change of the accounts read models (a key
   * deleted, a session ended, a user suspended) empties the cache, so revocation takes effect at once; without
   * it nothing is cached.
   */
  changes?: { add(listener: (payload: string | null) => void): () => void };
  /** Upper bound on how long a cached caller is trusted, should a notification be lost (default 5 s). */
  ttlMs?: number;
}

export function createAuthResolvers(db: Db, now: () => Date, options: AuthResolverOptions = {}): AuthResolvers & { invalidate(): void } {
  const cache = new CallerCache(options.changes ? (options.ttlMs ?? 5_000) : 0);
  options.changes?.add((payload) => {
    // A lost connection (null) may have hidden a revocation; a change of the accounts read models may be one.
    const progress = parseProgress(payload);
    if (payload === null || (progress?.kind === 'applied' && progress.name === 'accounts')) cache.clear();
  });
  const sessions = new Toucher((id, at) =>
    sql`insert into session_activity (session_id, last_seen_at) values (${id}, ${at})
        on conflict (session_id) do update set last_seen_at = excluded.last_seen_at`.execute(db));
  const keys = new Toucher((id, at) =>
    sql`insert into api_key_usage (api_key_id, last_used_at) values (${id}, ${at})
        on conflict (api_key_id) do update set last_used_at = excluded.last_used_at`.execute(db));

  return {
    invalidate: () => cache.clear(),
    async session(tokenHash): Promise<Caller | null> {
      const at = now();
      const cached = cache.get(tokenHash, at.getTime());
      if (cached?.kind === 'session') {
        sessions.touch(cached.sessionId, at);
        return cached;
      }
      const row = await sql<{ id: string; user_id: number; uuid: string; username: string; is_admin: boolean }>`
        select s.id, s.user_id, u.uuid, u.username, u.is_admin
        from accounts.sessions s
        join accounts.users u on u.id = s.user_id and u.state = 'active'
        left join session_activity a on a.session_id = s.id
        where s.token_hash = ${tokenHash} and s.ended_at is null
          and s.created_at > ${new Date(at.getTime() - SESSION_MAX_MS)}
          and coalesce(a.last_seen_at, s.created_at) > ${new Date(at.getTime() - SESSION_IDLE_MS)}`.execute(db);
      const s = row.rows[0];
      if (!s) return null;
      sessions.touch(s.id, at);
      const caller: Caller = { kind: 'session', userId: s.user_id, userUuid: s.uuid, username: s.username, sessionId: s.id, isAdmin: s.is_admin };
      cache.set(tokenHash, caller, at.getTime());
      return caller;
    },
    async apiKey(tokenHash): Promise<Caller | null> {
      const at = now();
      const cached = cache.get(tokenHash, at.getTime());
      if (cached?.kind === 'apiKey') {
        keys.touch(cached.apiKeyId, at);
        return cached;
      }
      const row = await db
        .selectFrom('accounts.api_keys as k')
        .innerJoin('accounts.users as u', (j) => j.onRef('u.id', '=', 'k.user_id').on('u.state', '=', 'active'))
        .select(['k.id', 'k.user_id', 'k.expires_at', 'u.uuid', 'u.username'])
        .where('k.token_hash', '=', tokenHash)
        .where('k.deleted_at', 'is', null)
        .where((eb) => eb.or([eb('k.expires_at', 'is', null), eb('k.expires_at', '>', at)]))
        .executeTakeFirst();
      if (!row) return null;
      keys.touch(row.id, at);
      const caller: Caller = { kind: 'apiKey', userId: row.user_id, userUuid: row.uuid, username: row.username, apiKeyId: row.id, isAdmin: false };
      cache.set(tokenHash, caller, at.getTime(), row.expires_at ? new Date(row.expires_at).getTime() : Infinity);
      return caller;
    },
  };
}
