/** Where a signed-in user lands when there is no (usable) redirectTo. */
export const DEFAULT_AFTER_LOGIN = '/dashboard';

const ORIGIN = 'https://inkpace.invalid';

/**
 * The page to open after logging in: the `redirectTo` query value when it is a path on this site, else the
 * dashboard. Never an open redirect: '//evil.com', '/\\evil.com', 'https://…' and 'javascript:…' are refused, as is
 * anything the URL parser would move to another origin (tabs and newlines are dropped by it, backslashes read as
 * slashes).
 */
export function loginRedirectTarget(redirectTo: string | null | undefined): string {
  if (!redirectTo || !redirectTo.startsWith('/') || redirectTo.startsWith('//')) return DEFAULT_AFTER_LOGIN;
  if (/[\\\u0000-\u001f\u007f]/.test(redirectTo)) return DEFAULT_AFTER_LOGIN;
  let url: URL;
  try {
    url = new URL(redirectTo, ORIGIN);
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  if (url.origin !== ORIGIN) return DEFAULT_AFTER_LOGIN;
  return `${url.pathname}${url.search}${url.hash}`;
}
