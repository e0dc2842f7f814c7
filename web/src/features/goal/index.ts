/**
 * The goals feature, as other modules reach it. Only the zod-free reading hooks live here: the app layout's
 * sidebar imports this, and the pages (list, form, detail) load through the route table.
 */
export { useGoals, loadGoals } from './goal-cache.ts';
