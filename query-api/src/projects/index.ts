/** What other query features use of projects: a writer's live projects with totals, as JSON. */
export { projectsJson } from './queries.ts';
