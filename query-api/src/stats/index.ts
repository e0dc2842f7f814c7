/** What other query features use of stats: a writer's day counts in a range, as JSON. */
export { statsDaysJson } from './queries.ts';
