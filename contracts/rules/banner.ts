/** Announcement banner rules, in one place for the server and the web app. */
import { addDays } from './dates.ts';

/** The colours a banner is shown in. */
export const BANNER_COLORS = ['info', 'success', 'warning', 'error'] as const;
export type BannerColor = (typeof BANNER_COLORS)[number];

/** What a client may send: the established API also spells warning `warn`. */
export const BANNER_COLOR_INPUTS = [...BANNER_COLORS, 'warn'] as const;

/** Defaults of a new banner (spec §9); showUntil's default depends on the day, see defaultBannerShowUntil. */
export const BANNER_DEFAULTS = { color: 'info', icon: 'campaign', enabled: false } as const satisfies {
  color: BannerColor;
  icon: string;
  enabled: boolean;
};

export const BANNER_DEFAULT_DAYS = 7;

/** `warn` means warning; anything else that is not a known colour becomes info. */
export function normalizeBannerColor(value: unknown): BannerColor {
  if (value === 'warn') return 'warning';
  return (BANNER_COLORS as readonly unknown[]).includes(value) ? (value as BannerColor) : 'info';
}

/**
 * A banner has expired once its showUntil is in the past (the instant itself still counts as showing). A showUntil
 * that is not a date counts as expired.
 */
export function isBannerExpired(showUntil: string, now: Date): boolean {
  const until = Date.parse(showUntil);
  return Number.isNaN(until) || until < now.getTime();
}

/** A banner is visible only when it is both enabled and unexpired (spec §4). */
export function isBannerVisible(banner: { enabled: boolean; showUntil: string }, now: Date): boolean {
  return banner.enabled && !isBannerExpired(banner.showUntil, now);
}

/** The calendar day at whose midnight a new banner stops showing by default: seven days after `today`. */
export const defaultBannerShowUntilDate = (today: string): string => addDays(today, BANNER_DEFAULT_DAYS);

/**
 * The default showUntil: midnight seven days ahead. The server has no time zone of the admin's, so it takes
 * UTC midnight (the start of the UTC day seven days after today's); the browser's form takes the admin's local
 * midnight of the same day (defaultBannerShowUntilDate of their today).
 */
export function defaultBannerShowUntil(now: Date): Date {
  return new Date(`${defaultBannerShowUntilDate(now.toISOString().slice(0, 10))}T00:00:00.000Z`);
}
