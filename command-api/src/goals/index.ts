export { createGoals, deleteGoal } from './commands.ts';
