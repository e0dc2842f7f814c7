export { bannersProjection } from './projection.ts';
export type { BannerTables, BannersTable } from './tables.ts';
export { bannerView, listBanners, listVisibleBanners, type BannerView } from './readers.ts';
