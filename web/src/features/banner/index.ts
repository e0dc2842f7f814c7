/** The banner feature's public face: the announcements every layout shows at its top. */
export { BannerArea } from './banner-area.tsx';
