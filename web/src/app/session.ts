import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { User } from '@inkpace/contracts/api/account';
import { call } from './api.ts';
import { lightRoutes } from './light-routes.ts';
import { invalidateAll, refreshAll } from './cache.ts';

/** The signed-in user: undefined while unknown, null when signed out. */
export const userAtom = atom<User | null | undefined>(undefined);

const store = getDefaultStore();
let loading: Promise<void> | null = null;

/**
 * A writer who never chose a time zone (a new account) gets the browser's, once: "today" on the server is then
 * their own. A failure changes nothing (the server keeps using UTC), and the settings page can set it any time.
 * Answers already cached were for UTC's "today", so they are read again (as after any settings save).
 */
function adoptBrowserTimeZone(user: User): void {
  if (user.userSettings.timeZone !== null) return;
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!timeZone) return;
  call(lightRoutes.updateSettings, { body: { timeZone } }).then((updated) => {
    store.set(userAtom, updated);
    refreshAll();
  }, () => undefined);
}

/** Loads the current user once; a failure to fetch it counts as signed out. */
export function loadUser(force = false): Promise<void> {
  if (loading && !force) return loading;
  loading = call(lightRoutes.me).then(
    (user) => {
      store.set(userAtom, user);
      adoptBrowserTimeZone(user);
    },
    () => store.set(userAtom, null),
  );
  return loading;
}

export function useCurrentUser(): User | null | undefined {
  const user = useAtomValue(userAtom);
  useEffect(() => {
    if (user === undefined) void loadUser();
  }, [user]);
  return user;
}

/** Logging in or out resets every cached list. */
export function signedIn(user: User): void {
  invalidateAll();
  loading = Promise.resolve();
  store.set(userAtom, user);
  adoptBrowserTimeZone(user);
}

export function signedOut(): void {
  invalidateAll();
  loading = Promise.resolve();
  store.set(userAtom, null);
}

/** After the user changed (account form, verification): read it again. */
export function userChanged(user?: User): void {
  if (user) store.set(userAtom, user);
  else void loadUser(true);
}

