/** Administration's bounds and rules, once for the server and the web app. */

/** Page sizes the admin users list offers (spec §9); the server accepts any take from 1 to the largest. */
export const ADMIN_PAGE_SIZES = [50, 100, 250] as const;
export const ADMIN_TAKE_DEFAULT = 50;
export const ADMIN_TAKE_MAX = 250;
/** Far beyond any real site's users; bounds the OFFSET a caller can make PostgreSQL walk. */
export const ADMIN_SKIP_MAX = 1_000_000;
export const ADMIN_SEARCH_MAX = 100;

/** `%`, `_` and `\` in a search are literal characters, not LIKE wildcards. */
export const likeSubstring = (search: string): string => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
