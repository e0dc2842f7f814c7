export { activityProjection } from './projection.ts';
export type { ActivityTables } from './tables.ts';
export { dailySeries, weeklySeries } from './readers.ts';
