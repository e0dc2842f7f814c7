/**
 * The public profile's rules (spec §3, §6; issue 28): in what order it shows things, how long it may be cached, and
 * the one-line summary a shared link previews with. Who may see it is `profilePolicy` (policies/profile.ts); which
 * projects and goals it shows, their policies' `mayShowOnProfile`.
 */
import type { MeasureCounts } from '../api/fields.ts';
import { formatMeasureCount } from './format.ts';
import { MEASURES } from './measures.ts';

/**
 * How long a shared cache may keep a profile (and its page's preview tags): a minute, so a writer who switches the
 * profile off or hides a project is off the web within a minute, while a link shared widely is served from caches.
 */
export const PROFILE_MAX_AGE_SECONDS = 60;

/** The longest a username can be (the profile route refuses longer names without looking anything up). */
export const PROFILE_USERNAME_PATTERN = /^[a-zA-Z][a-zA-Z0-9_-]{0,63}$/;

/**
 * Profile items in order: the most recent activity first, items without any activity after those, ties by title
 * in natural order (reference v1.4.9, without its inversion that put items with no activity first).
 */
export function profileOrder<T extends { title: string; lastActivity: string | null }>(items: readonly T[]): T[] {
  const titles = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  return [...items].sort((a, b) => {
    if (a.lastActivity !== b.lastActivity) {
      if (a.lastActivity === null) return 1;
      if (b.lastActivity === null) return -1;
      return a.lastActivity < b.lastActivity ? 1 : -1;
    }
    return titles.compare(a.title, b.title);
  });
}

/** "120,000 words, 40h 30m, 12 chapters": the totals in the measures' order, or null when there are none. */
export function totalsText(totals: MeasureCounts): string | null {
  const parts = MEASURES.flatMap((m) => (totals[m] === undefined ? [] : [formatMeasureCount(totals[m], m)]));
  return parts.length === 0 ? null : parts.join(', ');
}

/** The preview's description of a profile (Open Graph and Twitter cards): its lifetime totals. */
export function profileDescription(displayName: string, totals: MeasureCounts): string {
  const text = totalsText(totals);
  return text === null ? `${displayName} tracks their writing on Inkpace.` : `${displayName} has logged ${text} on Inkpace.`;
}

/** The page title of a profile: "Display Name (@username)". */
export const profileTitle = (displayName: string, username: string): string => `${displayName} (@${username})`;
