export { getTally, talliesByIdsJson, activeTallyUuid } from './queries.ts';
