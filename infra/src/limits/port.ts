/** Requests counted in the fixed window that holds `now`; the window ends at `resetAt` (ms since the epoch). */
export interface WindowCount {
  count: number;
  resetAt: number;
}

export type Attempt = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Counters behind rate limits and lockouts: in Redis when the installation has one (shared by every instance), in
 * memory otherwise. Times come from the caller (the app's clock), never from the store, so windows and lockouts
 * follow the clock tests move; a store's own expiry only collects garbage.
 */
export interface LimitStore {
  /** Counts one request against `key` in the window of `windowMs` holding `now`. */
  hit(key: string, windowMs: number, now: number): Promise<WindowCount>;
  /**
   * Counts an attempt against `key` unless it is locked at `now`. Attempts more than `windowMs` apart start the
   * count again; after the n-th attempt in a row the key is locked for `lockMs[n - 1]` (the last entry for every
   * later attempt). A refused attempt is not counted.
   */
  attempt(key: string, now: number, windowMs: number, lockMs: readonly number[]): Promise<Attempt>;
  /** Forgets the attempts of `key` (a successful login). */
  clear(key: string): Promise<void>;
  /**
   * Takes one of `cap` places under `key` for `holder` until `now + ttlMs`, unless `cap` holders whose time has not
   * run out have them all; answers whether it got one. A place is for something held open (a live stream): its
   * holder renews it while it lasts and releases it at the end, and one left by a process that died runs out.
   */
  lease(key: string, holder: string, cap: number, now: number, ttlMs: number): Promise<boolean>;
  /** Keeps `holder`'s place until `now + ttlMs` (taking it again if it ran out meanwhile: it is still in use). */
  renew(key: string, holder: string, now: number, ttlMs: number): Promise<void>;
  /** Gives `holder`'s place back. */
  release(key: string, holder: string): Promise<void>;
}

/** The lock after the n-th attempt (1-based), per the schedule's rule that its last entry holds from then on. */
export function lockAfter(lockMs: readonly number[], attempt: number): number {
  return lockMs[Math.min(attempt, lockMs.length) - 1] ?? 0;
}

/** When the fixed window holding `now` ends: windows are aligned to the epoch, so every instance agrees on them. */
export function windowEnd(windowMs: number, now: number): number {
  return now - (now % windowMs) + windowMs;
}
