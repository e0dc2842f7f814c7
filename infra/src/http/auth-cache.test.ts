import { describe, expect, test } from 'vitest';
import type { Caller } from './auth.ts';
import { createAuthCache, type CallerLookup, type FoundCaller } from './auth-cache.ts';

const session: Caller = { kind: 'session', userId: 7, userUuid: 'u-7', username: 'quill', sessionId: 's-1', isAdmin: false };
const key: Caller = { kind: 'apiKey', userId: 7, userUuid: 'u-7', username: 'quill', apiKeyId: 3, isAdmin: false };

/** A cache over counted lookups, a usage log and a clock the test moves; `notify` plays the projections' channel. */
function setup(options: { found?: Record<string, FoundCaller>; notifications?: boolean; failWrites?: boolean } = {}) {
  let now = new Date('2026-03-01T12:00:00.000Z');
  const found = options.found ?? { 'hash-s': { caller: session, expiresAt: null }, 'hash-k': { caller: key, expiresAt: null } };
  const lookups: string[] = [];
  const usage: string[] = [];
  const listeners: Array<(payload: string | null) => void> = [];
  // Each lookup finds only its own kind of caller, as the read models do.
  const lookup = (kind: Caller['kind']): CallerLookup => async (hash) => {
    lookups.push(hash);
    const hit = found[hash];
    return hit?.caller.kind === kind ? hit : null;
  };
  const write = (what: string) => async () => {
    usage.push(what);
    if (options.failWrites) throw new Error('database away');
  };
  const auth = createAuthCache({
    lookups: { session: lookup('session'), apiKey: lookup('apiKey') },
    usage: { sessionSeen: (id) => write(`session ${id}`)(), apiKeyUsed: (id) => write(`key ${id}`)() },
    now: () => now,
    ...(options.notifications === false ? {} : { changes: { add: (l: (p: string | null) => void) => { listeners.push(l); return () => undefined; } } }),
    // Stands in for the projector's payloads (the composition root gives the real reading of them).
    callersMayHaveChanged: (payload) => payload === null || payload === 'accounts',
  });
  return {
    auth, lookups, usage,
    advance: (ms: number) => { now = new Date(now.getTime() + ms); },
    notify: (payload: string | null) => listeners.forEach((l) => l(payload)),
  };
}

describe('the auth cache', () => {
  test('a caller found is trusted from the cache for 5 s, then looked up again', async () => {
    const t = setup();
    expect(await t.auth.session('hash-s')).toEqual(session);
    t.advance(4_999);
    expect(await t.auth.session('hash-s')).toEqual(session);
    expect(t.lookups).toEqual(['hash-s']);
    t.advance(1);
    await t.auth.session('hash-s');
    expect(t.lookups).toEqual(['hash-s', 'hash-s']);
  });

  test('unknown secrets are never cached, and a session hash does not answer as a key', async () => {
    const t = setup();
    expect(await t.auth.apiKey('made-up')).toBeNull();
    expect(await t.auth.apiKey('made-up')).toBeNull();
    await t.auth.session('hash-s');
    expect(await t.auth.apiKey('hash-s')).toBeNull();
    expect(t.lookups).toEqual(['made-up', 'made-up', 'hash-s', 'hash-s']);
  });

  test('a key is not trusted from the cache past its expiry', async () => {
    const t = setup({ found: { 'hash-k': { caller: key, expiresAt: new Date('2026-03-01T12:00:02.000Z') } } });
    await t.auth.apiKey('hash-k');
    t.advance(1_999);
    await t.auth.apiKey('hash-k');
    t.advance(1);
    await t.auth.apiKey('hash-k');
    expect(t.lookups).toEqual(['hash-k', 'hash-k']);
  });

  test("the accounts projection's progress (or an unnamed one) empties it; other projections' and skips do not", async () => {
    const t = setup();
    await t.auth.session('hash-s');
    t.notify('progress');
    t.notify('skipped:accounts');
    await t.auth.session('hash-s');
    expect(t.lookups).toHaveLength(1);
    t.notify('accounts');
    await t.auth.session('hash-s');
    t.notify(null);
    await t.auth.session('hash-s');
    expect(t.lookups).toHaveLength(3);
  });

  test('invalidate() empties it (a command that revoked access, before it answers)', async () => {
    const t = setup();
    await t.auth.apiKey('hash-k');
    t.auth.invalidate();
    await t.auth.apiKey('hash-k');
    expect(t.lookups).toHaveLength(2);
  });

  test('without progress notifications nothing is cached', async () => {
    const t = setup({ notifications: false });
    await t.auth.session('hash-s');
    await t.auth.session('hash-s');
    expect(t.lookups).toHaveLength(2);
  });

  test('use is recorded at most once a minute per session or key, cached or not', async () => {
    const t = setup();
    await t.auth.session('hash-s');
    await t.auth.apiKey('hash-k');
    t.advance(59_999);
    await t.auth.session('hash-s');
    await t.auth.apiKey('hash-k');
    expect(t.usage).toEqual(['session s-1', 'key 3']);
    t.advance(1);
    await t.auth.session('hash-s');
    expect(t.usage).toEqual(['session s-1', 'key 3', 'session s-1']);
  });

  test('a failed usage write is tried again on the next use', async () => {
    const t = setup({ failWrites: true });
    await t.auth.session('hash-s');
    await new Promise((resolve) => setImmediate(resolve));
    await t.auth.session('hash-s');
    expect(t.usage).toEqual(['session s-1', 'session s-1']);
  });
});
