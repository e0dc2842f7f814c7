/** Announcement banner rules, in one place for the server and the web app. */
const DAY_MS = 24 * 60 * 60 * 1000;

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
 * A banner is visible only when it is enabled and unexpired: showUntil not in the past (the instant itself still
 * counts). A showUntil that is not a date never shows.
 */
export function isBannerVisible(banner: { enabled: boolean; showUntil: string }, now: Date): boolean {
  const until = Date.parse(banner.showUntil);
  return banner.enabled && !Number.isNaN(until) && until >= now.getTime();
}

/**
 * The default showUntil: midnight seven days ahead. The server has no time zone of the admin's, so it takes
 * UTC midnight (the start of the UTC day seven days after today's); a browser form may use local midnight.
 */
export function defaultBannerShowUntil(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + BANNER_DEFAULT_DAYS * DAY_MS);
}
