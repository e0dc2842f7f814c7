import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { User } from '@inkpace/contracts/api/account';
import { call } from './api.ts';
import { lightRoutes } from './light-routes.ts';
import { invalidateAll } from './cache.ts';

/** The signed-in user: undefined while unknown, null when signed out. */
export const userAtom = atom<User | null | undefined>(undefined);

const store = getDefaultStore();
let loading: Promise<void> | null = null;

/** Loads the current user once; a failure to fetch it counts as signed out. */
export function loadUser(force = false): Promise<void> {
  if (loading && !force) return loading;
  loading = call(lightRoutes.me).then(
    (user) => store.set(userAtom, user),
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
