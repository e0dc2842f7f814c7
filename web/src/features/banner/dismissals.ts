import { isBannerVisible } from '@inkpace/contracts/rules/banner';

/** Dismissed banners are remembered in this browser by uuid (spec §4); uuids no longer current are pruned. */
export const DISMISSED_KEY = 'dismissed-banners';

export interface BannerLike {
  uuid: string;
  enabled: boolean;
  showUntil: string;
}

export function readDismissed(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function write(uuids: string[]): void {
  try {
    if (uuids.length === 0) localStorage.removeItem(DISMISSED_KEY);
    else localStorage.setItem(DISMISSED_KEY, JSON.stringify(uuids));
  } catch {
    // storage unavailable: the dismissal lasts for this page only
  }
}

export function dismissBanner(uuid: string): string[] {
  const current = readDismissed();
  if (current.includes(uuid)) return current;
  const next = [...current, uuid];
  write(next);
  return next;
}

/** Forgets dismissals of banners the server no longer lists; returns what is left. */
export function pruneDismissed(currentUuids: readonly string[]): string[] {
  const current = readDismissed();
  const kept = current.filter((uuid) => currentUuids.includes(uuid));
  if (kept.length !== current.length) write(kept);
  return kept;
}

/** What to show: enabled, unexpired and not dismissed here. */
export function visibleBanners<B extends BannerLike>(banners: readonly B[], dismissed: readonly string[], now: Date): B[] {
  return banners.filter((b) => isBannerVisible(b, now) && !dismissed.includes(b.uuid));
}
