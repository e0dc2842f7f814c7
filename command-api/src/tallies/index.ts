export { batchTallies, deleteTally, restoreTally } from './commands.ts';
export { ProjectLocks } from './project-locks.ts';
