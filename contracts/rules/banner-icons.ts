/**
 * A banner's icon (spec §3): a Material icon name, or a Prime icon name starting with `pi-`. The site loads no icon
 * font (no third-party requests), so it draws the names it knows with its own icons, one per meaning below; any
 * other name falls back to the icon of the banner's colour.
 */
export const BANNER_ICON_KINDS = [
  'campaign', 'info', 'warning', 'error', 'check', 'celebration', 'star', 'heart', 'event', 'schedule', 'build',
  'notifications', 'new', 'lock', 'help', 'mail', 'book', 'edit', 'gift', 'update',
] as const;
export type BannerIconKind = (typeof BANNER_ICON_KINDS)[number];

/** The names each drawn icon stands for, Material's (snake_case) and Prime's (`pi-…`). */
const NAMES: Record<BannerIconKind, readonly string[]> = {
  campaign: ['campaign', 'announcement', 'record_voice_over', 'pi-megaphone'],
  info: ['info', 'info_outline', 'pi-info', 'pi-info-circle'],
  warning: ['warning', 'warning_amber', 'report_problem', 'priority_high', 'pi-exclamation-triangle'],
  error: ['error', 'error_outline', 'report', 'dangerous', 'cancel', 'pi-times-circle', 'pi-exclamation-circle', 'pi-ban'],
  check: ['check', 'check_circle', 'done', 'done_all', 'task_alt', 'verified', 'pi-check', 'pi-check-circle', 'pi-verified'],
  celebration: ['celebration', 'party_mode', 'emoji_events', 'pi-trophy'],
  star: ['star', 'grade', 'stars', 'pi-star', 'pi-star-fill'],
  heart: ['favorite', 'volunteer_activism', 'pi-heart', 'pi-heart-fill'],
  event: ['event', 'calendar_today', 'calendar_month', 'date_range', 'pi-calendar'],
  schedule: ['schedule', 'access_time', 'alarm', 'timer', 'hourglass_empty', 'pi-clock', 'pi-stopwatch', 'pi-hourglass'],
  build: ['build', 'construction', 'handyman', 'engineering', 'settings', 'pi-wrench', 'pi-cog', 'pi-hammer'],
  notifications: ['notifications', 'notifications_active', 'notification_important', 'pi-bell'],
  new: ['new_releases', 'auto_awesome', 'fiber_new', 'pi-sparkles', 'pi-bolt'],
  lock: ['lock', 'security', 'shield', 'privacy_tip', 'pi-lock', 'pi-shield'],
  help: ['help', 'help_outline', 'contact_support', 'pi-question', 'pi-question-circle'],
  mail: ['mail', 'email', 'markunread', 'pi-envelope'],
  book: ['book', 'menu_book', 'auto_stories', 'library_books', 'pi-book'],
  edit: ['edit', 'create', 'draw', 'edit_note', 'pi-pencil', 'pi-pen-to-square'],
  gift: ['redeem', 'card_giftcard', 'pi-gift'],
  update: ['update', 'sync', 'refresh', 'autorenew', 'pi-refresh', 'pi-sync'],
};

const BY_NAME: ReadonlyMap<string, BannerIconKind> = new Map(
  BANNER_ICON_KINDS.flatMap((kind) => NAMES[kind].map((name) => [name, kind] as const)),
);

/**
 * The drawn icon a banner's icon name stands for, or null (the colour's icon then). Case and spacing do not matter;
 * Prime's class list (`pi pi-check`) and Material's style suffixes (`info_outlined`, `star_rounded`) are understood.
 */
export function bannerIconKind(name: string): BannerIconKind | null {
  const words = name.trim().toLowerCase().split(/\s+/);
  const prime = words.find((w) => w.startsWith('pi-'));
  const word = (prime ?? words[0] ?? '').replace(/-/g, prime ? '-' : '_');
  return BY_NAME.get(word) ?? BY_NAME.get(word.replace(/_(outlined|rounded|sharp|two_tone)$/, '')) ?? null;
}
