import { sql, type Kysely } from 'kysely';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from '@inkpace/contracts/rules/account';
import type { AuthResolvers, Caller } from '@inkpace/infra/http';
import type { ReadModels } from '@inkpace/projector/read-models';

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

export function createAuthResolvers(db: Db, now: () => Date): AuthResolvers {
  const sessions = new Toucher((id, at) =>
    sql`insert into session_activity (session_id, last_seen_at) values (${id}, ${at})
        on conflict (session_id) do update set last_seen_at = excluded.last_seen_at`.execute(db));
  const keys = new Toucher((id, at) =>
    sql`insert into api_key_usage (api_key_id, last_used_at) values (${id}, ${at})
        on conflict (api_key_id) do update set last_used_at = excluded.last_used_at`.execute(db));

  return {
    async session(tokenHash): Promise<Caller | null> {
      const at = now();
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
      return { kind: 'session', userId: s.user_id, userUuid: s.uuid, username: s.username, sessionId: s.id, isAdmin: s.is_admin };
    },
    async apiKey(tokenHash): Promise<Caller | null> {
      const at = now();
      const row = await db
        .selectFrom('accounts.api_keys as k')
        .innerJoin('accounts.users as u', (j) => j.onRef('u.id', '=', 'k.user_id').on('u.state', '=', 'active'))
        .select(['k.id', 'k.user_id', 'u.uuid', 'u.username'])
        .where('k.token_hash', '=', tokenHash)
        .where('k.deleted_at', 'is', null)
        .where((eb) => eb.or([eb('k.expires_at', 'is', null), eb('k.expires_at', '>', at)]))
        .executeTakeFirst();
      if (!row) return null;
      keys.touch(row.id, at);
      return { kind: 'apiKey', userId: row.user_id, userUuid: row.uuid, username: row.username, apiKeyId: row.id, isAdmin: false };
    },
  };
}
