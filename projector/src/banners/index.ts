export { bannersProjection } from './projection.ts';
export type { BannerTables, BannersTable } from './tables.ts';
