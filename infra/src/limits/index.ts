import { Redis } from 'ioredis';
import type { Logger } from '../log/index.ts';
import { MemoryLimitStore } from './memory.ts';
import type { LimitStore } from './port.ts';
import { RedisLimitStore } from './redis.ts';

export type { Attempt, LimitStore, WindowCount } from './port.ts';
export { MemoryLimitStore } from './memory.ts';
export { RedisLimitStore } from './redis.ts';

export interface LimitStoreOptions {
  redisUrl: string | undefined;
  /** A tag of this installation (several may share one Redis). */
  namespace: string;
  log: Logger;
}

/** How long start-up waits for Redis before counting in memory meanwhile (a request never waits for it). */
const CONNECT_WAIT_MS = 2_000;

export interface LimitStoreHandle {
  store: LimitStore;
  /**
   * Settles once Redis answers, fails to, or after CONNECT_WAIT_MS (never rejects): until then every count falls
   * back to this process's memory, where another instance cannot see it (a live stream's place taken then would
   * not count there), so the HTTP roles start listening after it.
   */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** Redis when configured (counters shared by every instance), in memory otherwise. */
export function createLimitStore(options: LimitStoreOptions): LimitStoreHandle {
  if (!options.redisUrl) return { store: new MemoryLimitStore(), ready: Promise.resolve(), close: async () => undefined };
  const redis = new Redis(options.redisUrl, {
    // A request never waits for Redis to come back: without a connection a command fails at once and the store
    // counts in memory; a hung Redis is given up on after half a second.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
  });
  const store = new RedisLimitStore(redis, `inkpace:${options.namespace}:rl:`, options.log);
  redis.on('error', (error: unknown) => store.outage(error));
  const ready = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, CONNECT_WAIT_MS);
    timer.unref();
    // A refused connection is an outage from the start: nothing to wait for.
    const settle = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once('ready', settle);
    redis.once('error', settle);
  });
  return {
    store,
    ready,
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
