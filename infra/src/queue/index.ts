export type { JobContext, JobHandler, JobOptions, JobQueue, QueueDepth, RepeatOptions } from './port.ts';
export type { QueueLog } from './shared.ts';
export type { BullMqQueueOptions } from './bullmq.ts';
export { createInProcessQueue, type InProcessQueueOptions } from './in-process.ts';
export { JOB_CLAIM_LAPSES_AFTER_MS, JOB_HEARTBEAT_EVERY_MS, JOB_STALLED_AFTER_MS, keepHeartbeat, type Heartbeat } from './heartbeat.ts';

import type { JobQueue } from './port.ts';
import type { QueueLog } from './shared.ts';
import { createInProcessQueue } from './in-process.ts';

/**
 * BullMQ when a Redis URL is configured (jobs survive restarts, workers may scale out); in memory otherwise.
 * BullMQ (with ioredis) is loaded only then: it is the largest package the server would load at start (~0.2 s of
 * a start-up's CPU), and the embedded mode never uses it.
 */
export async function createQueue(options: { redisUrl: string | undefined; queueName?: string; prefix?: string; log?: QueueLog; jobLockMs?: number }): Promise<JobQueue> {
  if (options.redisUrl) {
    const { createBullMqQueue } = await import('./bullmq.ts');
    return createBullMqQueue({
      redisUrl: options.redisUrl,
      ...(options.queueName ? { queueName: options.queueName } : {}),
      ...(options.prefix ? { prefix: options.prefix } : {}),
      ...(options.log ? { log: options.log } : {}),
      ...(options.jobLockMs ? { jobLockMs: options.jobLockMs } : {}),
    });
  }
  return createInProcessQueue(options.log ? { log: options.log } : {});
}
