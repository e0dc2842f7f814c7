import type { User } from '@inkpace/contracts/api/account';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useCurrentUser } from '../session.ts';

/** Where a signed-out visitor goes: the login page, told to come back to the full current address. */
export function loginRedirect(path: string, search: string, hash = ''): string {
  const query = search ? (search.startsWith('?') ? search : `?${search}`) : '';
  return `/login?redirectTo=${encodeURIComponent(`${path}${query}${hash}`)}`;
}

/**
 * The signed-in layouts' guard: the current user (undefined while loading). Without one, the visitor is sent to
 * login with redirectTo (a replace, so Back does not bounce them here again).
 */
export function useRequireUser(): User | null | undefined {
  const user = useCurrentUser();
  const [location, navigate] = useLocation();
  const search = useSearch();
  // Once, when the user turns out to be signed out, with the address of that moment: re-running when the
  // address changes (to /login itself) would redirect again.
  useEffect(() => {
    if (user === null) navigate(loginRedirect(location, search, window.location.hash), { replace: true });
  }, [user, navigate]);
  return user;
}
