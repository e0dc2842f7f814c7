import type { AuthResolvers, Caller } from './auth.ts';

/** A caller found by the hash of the secret they presented, and when that secret expires (null: never by itself). */
export interface FoundCaller {
  caller: Caller;
  expiresAt: Date | null;
}

/** Looks a caller up by secret hash at `now`: null when unknown, ended, expired or not active. */
export type CallerLookup = (tokenHash: string, now: Date) => Promise<FoundCaller | null>;

/** Records that a session or key was used (usage, not a domain fact: see infra/src/db/usage.ts). */
export interface UsageWriter {
  sessionSeen(sessionId: string, at: Date): Promise<unknown>;
  apiKeyUsed(apiKeyId: number, at: Date): Promise<unknown>;
}

export interface AuthCacheOptions {
  lookups: { session: CallerLookup; apiKey: CallerLookup };
  usage: UsageWriter;
  now: () => Date;
  /**
   * Progress of the projections (LISTEN on their channel). Every change of the accounts read models (a key
   * deleted, a session ended, a user suspended) empties the cache, so revocation takes effect at once; without
   * it nothing is cached.
   */
  changes?: { add(listener: (payload: string | null) => void): () => void };
  /**
   * Whether a notification may mean callers changed (the accounts read models moved; or null: a lost connection may
   * have hidden one). Given by the composition root, which knows the projector's payloads.
   */
  callersMayHaveChanged?: (payload: string | null) => boolean;
  /** Upper bound on how long a cached caller is trusted, should a notification be lost (default 5 s). */
  ttlMs?: number;
}

/** Records use at most once a minute per key or session, so authenticating costs no write per request. */
const TOUCH_INTERVAL_MS = 60_000;
const MAX_TOUCHED = 100_000;
const MAX_CACHED = 10_000;

class Toucher<Id> {
  private last = new Map<Id, number>();
  constructor(private readonly write: (id: Id, at: Date) => Promise<unknown>) {}
  touch(id: Id, now: Date): void {
    const prev = this.last.get(id);
    if (prev !== undefined && now.getTime() - prev < TOUCH_INTERVAL_MS) return;
    this.last.set(id, now.getTime());
    if (this.last.size > MAX_TOUCHED) this.last.clear();
    // A failed write is tried again on the next use rather than a minute later.
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
  set(hash: string, found: FoundCaller, now: number): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= MAX_CACHED) this.entries.clear();
    this.entries.set(hash, { caller: found.caller, until: Math.min(now + this.ttlMs, found.expiresAt?.getTime() ?? Infinity) });
  }
  clear(): void {
    this.entries.clear();
  }
}

/**
 * The callers' resolution every route uses: the lookups (read models) behind a short cache, with usage recorded at
 * most once a minute. `invalidate()` empties this process's cache (after a command that revoked access); other
 * processes empty theirs on the accounts projection's progress notification.
 */
export function createAuthCache(options: AuthCacheOptions): AuthResolvers & { invalidate(): void } {
  const cache = new CallerCache(options.changes ? (options.ttlMs ?? 5_000) : 0);
  const mayHaveChanged = options.callersMayHaveChanged ?? (() => true);
  options.changes?.add((payload) => {
    if (mayHaveChanged(payload)) cache.clear();
  });
  const sessions = new Toucher<string>((id, at) => options.usage.sessionSeen(id, at));
  const keys = new Toucher<number>((id, at) => options.usage.apiKeyUsed(id, at));
  const touch = (caller: Caller, at: Date) => {
    if (caller.kind === 'session') sessions.touch(caller.sessionId, at);
    else keys.touch(caller.apiKeyId, at);
  };

  const resolve = (kind: Caller['kind'], lookup: CallerLookup) => async (tokenHash: string): Promise<Caller | null> => {
    const at = options.now();
    const cached = cache.get(tokenHash, at.getTime());
    if (cached?.kind === kind) {
      touch(cached, at);
      return cached;
    }
    const found = await lookup(tokenHash, at);
    if (!found) return null;
    touch(found.caller, at);
    cache.set(tokenHash, found, at.getTime());
    return found.caller;
  };

  return {
    invalidate: () => cache.clear(),
    session: resolve('session', options.lookups.session),
    apiKey: resolve('apiKey', options.lookups.apiKey),
  };
}
