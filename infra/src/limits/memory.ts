import { lockAfter, windowEnd, type Attempt, type LimitStore, type WindowCount } from './port.ts';

interface AttemptState {
  count: number;
  last: number;
  lockedUntil: number;
  /** When the entry no longer matters (its window and lock are both over). */
  staleAt: number;
}

/** Entries are swept once a map grows past this, so a flood of addresses or usernames cannot grow memory for ever. */
const SWEEP_FROM = 10_000;

/** Counters of one process: the embedded mode's store, and the fallback while Redis does not answer. */
export class MemoryLimitStore implements LimitStore {
  private readonly windows = new Map<string, WindowCount>();
  private readonly attempts = new Map<string, AttemptState>();
  /** Places held per key: holder → when the place runs out. */
  private readonly leases = new Map<string, Map<string, number>>();
  private sweepAt = SWEEP_FROM;

  async hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    this.sweep(now);
    const resetAt = windowEnd(windowMs, now);
    const current = this.windows.get(key);
    const next = current && current.resetAt === resetAt ? { count: current.count + 1, resetAt } : { count: 1, resetAt };
    this.windows.set(key, next);
    return next;
  }

  async attempt(key: string, now: number, windowMs: number, lockMs: readonly number[]): Promise<Attempt> {
    this.sweep(now);
    const state = this.attempts.get(key);
    if (state && now < state.lockedUntil) return { allowed: false, retryAfterMs: state.lockedUntil - now };
    const count = state && now - state.last <= windowMs ? state.count + 1 : 1;
    const lockedUntil = now + lockAfter(lockMs, count);
    this.attempts.set(key, { count, last: now, lockedUntil, staleAt: Math.max(now + windowMs, lockedUntil) });
    return { allowed: true };
  }

  async clear(key: string): Promise<void> {
    this.attempts.delete(key);
  }

  async lease(key: string, holder: string, cap: number, now: number, ttlMs: number): Promise<boolean> {
    const held = this.leases.get(key) ?? new Map<string, number>();
    for (const [h, until] of held) if (until <= now) held.delete(h);
    if (!held.has(holder) && held.size >= cap) return false;
    held.set(holder, now + ttlMs);
    this.leases.set(key, held);
    return true;
  }

  async renew(key: string, holder: string, now: number, ttlMs: number): Promise<void> {
    const held = this.leases.get(key) ?? new Map<string, number>();
    held.set(holder, now + ttlMs);
    this.leases.set(key, held);
  }

  async release(key: string, holder: string): Promise<void> {
    const held = this.leases.get(key);
    held?.delete(holder);
    if (held?.size === 0) this.leases.delete(key);
  }

  private sweep(now: number): void {
    if (this.windows.size + this.attempts.size < this.sweepAt) return;
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
    for (const [key, a] of this.attempts) if (a.staleAt <= now) this.attempts.delete(key);
    this.sweepAt = Math.max(SWEEP_FROM, 2 * (this.windows.size + this.attempts.size));
  }
}
