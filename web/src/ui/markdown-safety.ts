/** Safety rules for user-written markdown (banners, changelog entries): which links may be followed, how. */

const RELATIVE_BASE = 'https://relative.invalid';
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

export interface SafeLink {
  href: string;
  /** Leaves the site: open in a new tab, with no opener and no referrer. */
  external: boolean;
}

/**
 * A link target that is http(s), mailto or relative; anything else (javascript:, data:, vbscript:, file:…) is
 * dropped. The URL parser does the reading, so obfuscations like `java\tscript:` are caught the way a browser
 * would read them.
 */
export function safeHref(raw: string): SafeLink | null {
  let url: URL;
  try {
    url = new URL(raw, `${RELATIVE_BASE}/`);
  } catch {
    return null;
  }
  if (url.origin === RELATIVE_BASE) return { href: raw.trim(), external: false };
  if (!ALLOWED_PROTOCOLS.has(url.protocol)) return null;
  return { href: url.href, external: url.protocol !== 'mailto:' };
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text tokens keep character references as written (`&amp;`); shown as text, they are decoded here. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z]{2,8});/g, (whole, body: string) => {
    if (body.startsWith('#')) {
      const hex = body[1] === 'x' || body[1] === 'X';
      const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}
