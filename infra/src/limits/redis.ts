import type { Redis } from 'ioredis';
import type { Logger } from '../log/index.ts';
import { MemoryLimitStore } from './memory.ts';
import { windowEnd, type Attempt, type LimitStore, type WindowCount } from './port.ts';

// One round trip each, atomic, so simultaneous requests on several instances are all counted.
const HIT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

// ARGV: now, window, expiry, then the lock after attempt 1, 2, ... (the last one holds for every later attempt).
// Answers 0 when the attempt is allowed (and counted), else the milliseconds the key stays locked.
const ATTEMPT = `
local now = tonumber(ARGV[1])
local s = redis.call('HMGET', KEYS[1], 'count', 'last', 'until')
local count, last, locked = tonumber(s[1]) or 0, tonumber(s[2]) or 0, tonumber(s[3]) or 0
if now < locked then return locked - now end
if now - last > tonumber(ARGV[2]) then count = 0 end
count = count + 1
local lock = tonumber(ARGV[3 + math.min(count, #ARGV - 3)])
redis.call('HSET', KEYS[1], 'count', count, 'last', now, 'until', now + lock)
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 0`;

// ARGV: now, holder, cap, ttl. Places are a sorted set of holders scored by when they run out; answers 1 when taken.
const LEASE = `
local now = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if not redis.call('ZSCORE', KEYS[1], ARGV[2]) and redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[4]), ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1`;

// ARGV: now, holder, ttl.
const RENEW = `
redis.call('ZADD', KEYS[1], tonumber(ARGV[1]) + tonumber(ARGV[3]), ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`;

/** How often a Redis outage is logged while it lasts. */
const WARN_EVERY_MS = 60_000;

/**
 * Counters in Redis, shared by every instance of the installation. While Redis does not answer, counting goes on
 * in this process's memory: nobody is locked out by an outage, and the limits still hold per instance.
 */
export class RedisLimitStore implements LimitStore {
  private readonly fallback = new MemoryLimitStore();
  private warnedAt = -Infinity;

  constructor(
    private readonly redis: Redis,
    /** Keeps installations that share a Redis apart. */
    private readonly prefix: string,
    private readonly log: Logger,
  ) {}

  async hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    const resetAt = windowEnd(windowMs, now);
    try {
      // The key names its window, so the app's clock decides the window; the expiry only collects it.
      const count = Number(await this.redis.eval(HIT, 1, `${this.prefix}w:${key}:${resetAt}`, String(2 * windowMs)));
      return { count, resetAt };
    } catch (error) {
      this.outage(error);
      return this.fallback.hit(key, windowMs, now);
    }
  }

  async attempt(key: string, now: number, windowMs: number, lockMs: readonly number[]): Promise<Attempt> {
    const expiry = windowMs + Math.max(0, ...lockMs);
    try {
      const args = [String(now), String(windowMs), String(expiry), ...lockMs.map(String)];
      const wait = Number(await this.redis.eval(ATTEMPT, 1, `${this.prefix}a:${key}`, ...args));
      return wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true };
    } catch (error) {
      this.outage(error);
      return this.fallback.attempt(key, now, windowMs, lockMs);
    }
  }

  async clear(key: string): Promise<void> {
    await this.fallback.clear(key);
    try {
      await this.redis.del(`${this.prefix}a:${key}`);
    } catch (error) {
      this.outage(error);
    }
  }

  async lease(key: string, holder: string, cap: number, now: number, ttlMs: number): Promise<boolean> {
    try {
      return Number(await this.redis.eval(LEASE, 1, `${this.prefix}l:${key}`, String(now), holder, String(cap), String(ttlMs))) === 1;
    } catch (error) {
      this.outage(error);
      return this.fallback.lease(key, holder, cap, now, ttlMs);
    }
  }

  async renew(key: string, holder: string, now: number, ttlMs: number): Promise<void> {
    try {
      await this.redis.eval(RENEW, 1, `${this.prefix}l:${key}`, String(now), holder, String(ttlMs));
    } catch (error) {
      this.outage(error);
      await this.fallback.renew(key, holder, now, ttlMs);
    }
  }

  async release(key: string, holder: string): Promise<void> {
    // A place taken during an outage is in memory; one taken before it, in Redis (where it runs out if this fails).
    await this.fallback.release(key, holder);
    try {
      await this.redis.zrem(`${this.prefix}l:${key}`, holder);
    } catch (error) {
      this.outage(error);
    }
  }

  outage(error: unknown): void {
    const now = performance.now();
    if (now - this.warnedAt < WARN_EVERY_MS) return;
    this.warnedAt = now;
    this.log.warn({ err: error }, 'rate-limit counters: Redis does not answer; counting in memory meanwhile');
  }
}
