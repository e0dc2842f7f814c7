export { getTally, talliesByIds, activeTallyUuid } from './queries.ts';
