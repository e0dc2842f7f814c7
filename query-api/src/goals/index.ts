/** What other query features use of goals: a goal's card for the writer's today. */
export { goalCard } from './progress.ts';
