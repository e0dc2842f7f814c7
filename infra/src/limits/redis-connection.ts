import { Redis } from 'ioredis';
import type { LimitStoreHandle, LimitStoreOptions } from './index.ts';
import { RedisLimitStore } from './redis.ts';

/** How long start-up waits for Redis before counting in memory meanwhile (a request never waits for it). */
const CONNECT_WAIT_MS = 2_000;

/** The Redis-backed store and its connection (loaded only when REDIS_URL is set). */
export function openRedisLimitStore(options: LimitStoreOptions & { redisUrl: string }): LimitStoreHandle {
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
    // Without the offline queue, a ping while disconnected fails at once rather than waiting for a reconnect.
    ping: async () => void (await redis.ping()),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
