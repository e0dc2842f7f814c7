/**
 * A title as part of a file name (the export's `projects/<slug>_<id>.csv`, server-behaviour §4.10): lower-case ASCII
 * letters and digits joined by single dashes, at most SLUG_MAX characters, never empty. Accents are dropped
 * (é → e); other scripts and symbols become dashes, so a title with none of a–z or 0–9 gets SLUG_FALLBACK.
 */
export const SLUG_MAX = 50;
export const SLUG_FALLBACK = 'untitled';

/** Combining marks left by NFKD (the accents of é, ñ, ü): dropped, so the letter under them stays. */
const COMBINING_MARKS = /[\u0300-\u036f]/g;

export function slugify(title: string): string {
  const slug = title.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return slug === '' ? SLUG_FALLBACK : slug;
}
