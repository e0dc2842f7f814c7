export { createGoals, deleteGoal, restoreGoal } from './commands.ts';
