/** What other query features use of goals: a goal's card and page for the writer's today, a goal as the list shows it. */
export { goalCard, goalProgress } from './progress.ts';
export { listedGoal } from './routes.ts';
