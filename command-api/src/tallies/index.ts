export { batchTallies, deleteTally, restoreTally } from './commands.ts';
export { ProjectLocks } from './project-locks.ts';
export { BigBatchLines } from './batch-queue.ts';
