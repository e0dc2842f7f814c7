import type { Banner } from '@inkpace/contracts/api/banner';
import { isBannerExpired } from '@inkpace/contracts/rules/banner';
import { formatInstant } from '@inkpace/contracts/rules/format';

const COLOR_LABELS: Record<Banner['color'], string> = { info: 'Info', success: 'Success', warning: 'Warning', error: 'Error' };
export const bannerColorLabel = (color: Banner['color']): string => COLOR_LABELS[color];


/** Spec §2 admin-banners: "Showing until {date}" or "Expired" (enabled or not: the date is the banner's own). */
export function showingLabel(banner: Pick<Banner, 'showUntil'>, now: Date): string {
  return isBannerExpired(banner.showUntil, now) ? 'Expired' : `Showing until ${formatInstant(banner.showUntil)}`;
}
