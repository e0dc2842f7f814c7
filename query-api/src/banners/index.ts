export { listBanners, listVisibleBanners, getBanner } from './queries.ts';
