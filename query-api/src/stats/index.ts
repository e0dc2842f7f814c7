/** What other query features use of stats: a writer's day counts in a range, as JSON; their projects' starting balances. */
export { projectStartingBalances, statsDaysJson } from './queries.ts';
