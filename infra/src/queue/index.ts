export type { JobContext, JobHandler, JobOptions, JobQueue, RepeatOptions } from './port.ts';
export type { QueueLog } from './shared.ts';
export { createBullMqQueue, type BullMqQueueOptions } from './bullmq.ts';
export { createInProcessQueue, type InProcessQueueOptions } from './in-process.ts';

import type { JobQueue } from './port.ts';
import type { QueueLog } from './shared.ts';
import { createBullMqQueue } from './bullmq.ts';
import { createInProcessQueue } from './in-process.ts';

/** BullMQ when a Redis URL is configured (jobs survive restarts, workers may scale out); in memory otherwise. */
export function createQueue(options: { redisUrl: string | undefined; queueName?: string; prefix?: string; log?: QueueLog }): JobQueue {
  if (options.redisUrl) {
    return createBullMqQueue({
      redisUrl: options.redisUrl,
      ...(options.queueName ? { queueName: options.queueName } : {}),
      ...(options.prefix ? { prefix: options.prefix } : {}),
      ...(options.log ? { log: options.log } : {}),
    });
  }
  return createInProcessQueue(options.log ? { log: options.log } : {});
}
