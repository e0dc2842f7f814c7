export { batchTallies, deleteTally } from './commands.ts';
