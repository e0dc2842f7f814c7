import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { User } from '@inkpace/contracts/api/account';
import { writerDate } from '@inkpace/contracts/rules/dates';
import { writerToday } from '@inkpace/contracts/rules/settings';
import { call } from './api.ts';
import { lightRoutes } from './light-routes.ts';
import { invalidateAll } from './cache.ts';

/** The signed-in user: undefined while unknown, null when signed out. */
export const userAtom = atom<User | null | undefined>(undefined);

const store = getDefaultStore();
let loading: Promise<void> | null = null;

/**
 * A writer who never chose a time zone (a new account) gets the browser's, once: "today" on the server is then
 * their own. A failure changes nothing (the server keeps using UTC), and the account page can set it any time.
 */
function adoptBrowserTimeZone(user: User): void {
  if (user.userSettings.timeZone !== null) return;
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!timeZone) return;
  call(lightRoutes.updateSettings, { body: { timeZone } }).then((updated) => store.set(userAtom, updated), () => undefined);
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

/**
 * The writer's today as the server reckons it (their time zone and the hour their day ends): the progress form's
 * default date. Before a zone is chosen (the browser's is being adopted) or while signed out, the browser's zone.
 */
export function writersToday(user: User | null | undefined, now: Date = new Date()): string {
  if (user && user.userSettings.timeZone !== null) return writerToday(user.userSettings, now);
  return writerDate(now, { dayEndHour: user?.userSettings.dayEndHour ?? 0 });
}

/** writersToday for the signed-in user, outside React (a dialog's fresh values). */
export const currentWritersToday = (now: Date = new Date()): string => writersToday(store.get(userAtom), now);
