import { invalidate } from '../../app/cache.ts';

/** Cache keys of the banners: the current ones every layout shows, and the administrators' list of all of them. */
export const BANNER_KEYS = {
  current: 'banners',
  all: 'admin/banners',
} as const;

/** After a banner is created, edited or deleted: the admin list, and the announcements shown at the top of the page. */
export function bannersChanged(): void {
  invalidate(BANNER_KEYS.all);
  invalidate(BANNER_KEYS.current);
}
