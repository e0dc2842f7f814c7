import { Redis } from 'ioredis';
import type { Logger } from '../log/index.ts';
import { MemoryLimitStore } from './memory.ts';
import type { LimitStore } from './port.ts';
import { RedisLimitStore } from './redis.ts';

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

/** Redis when configured (counters shared by every instance), in memory otherwise. */
export function createLimitStore(options: LimitStoreOptions): { store: LimitStore; close(): Promise<void> } {
  if (!options.redisUrl) return { store: new MemoryLimitStore(), close: async () => undefined };
  const redis = new Redis(options.redisUrl, {
    // A request never waits for Redis to come back: without a connection a command fails at once and the store
    // counts in memory; a hung Redis is given up on after half a second.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
  });
  const store = new RedisLimitStore(redis, `inkpace:${options.namespace}:rl:`, options.log);
  redis.on('error', (error: unknown) => store.outage(error));
  return {
    store,
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
