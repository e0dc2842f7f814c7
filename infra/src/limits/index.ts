import type { Logger } from '../log/index.ts';
import { MemoryLimitStore } from './memory.ts';
import type { LimitStore } from './port.ts';

export type { Attempt, LimitStore, WindowCount } from './port.ts';
export { KeyedLines } from './lines.ts';
export { MemoryLimitStore } from './memory.ts';
export { RedisLimitStore } from './redis.ts';

export interface LimitStoreOptions {
  redisUrl: string | undefined;
  /** A tag of this installation (several may share one Redis). */
  namespace: string;
  log: Logger;
}

export interface LimitStoreHandle {
  store: LimitStore;
  /**
   * Settles once Redis answers, fails to, or after a short wait (never rejects): until then every count falls
   * back to this process's memory, where another instance cannot see it (a live stream's place taken then would
   * not count there), so the HTTP roles start listening after it.
   */
  ready: Promise<void>;
  /** Throws when the Redis holding the counters does not answer (health checks); absent when they are in memory. */
  ping?: () => Promise<void>;
  close(): Promise<void>;
}

/** Redis when configured (counters shared by every instance), in memory otherwise; ioredis is loaded only then. */
export async function createLimitStore(options: LimitStoreOptions): Promise<LimitStoreHandle> {
  if (!options.redisUrl) return { store: new MemoryLimitStore(), ready: Promise.resolve(), close: async () => undefined };
  const { openRedisLimitStore } = await import('./redis-connection.ts');
  return openRedisLimitStore({ ...options, redisUrl: options.redisUrl });
}
