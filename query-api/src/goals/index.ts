/** What other query features use of goals: a goal's card for the writer's today, a goal as the list shows it. */
export { goalCard } from './progress.ts';
export { listedGoal } from './routes.ts';
