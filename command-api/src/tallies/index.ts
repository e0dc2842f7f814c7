export { batchTallies, deleteTally, restoreTally } from './commands.ts';
