import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Server data by key. Components read with useApiQuery; after a mutation, code invalidates the keys it changed
 * (or everything, at login and logout). No global event bus: the cache notifies only the readers of a key.
 */
interface Entry {
  data?: unknown;
  error?: unknown;
  promise?: Promise<void>;
  stale: boolean;
}

const entries = new Map<string, Entry>();
const listeners = new Map<string, Set<() => void>>();

function notify(key: string): void {
  for (const l of listeners.get(key) ?? []) l();
}

export function invalidate(prefix: string): void {
  for (const [key, entry] of entries) {
    if (key === prefix || key.startsWith(`${prefix}/`)) {
      // A new object, so readers (useSyncExternalStore compares by identity) see the change and refetch.
      entries.set(key, { ...entry, stale: true });
      notify(key);
    }
  }
}

/**
 * Every key read again, keeping what is on screen meanwhile: after the writer's settings change, answers the server
 * shapes by them (today, week starts, habit periods, lifetime totals) follow without a reload.
 */
export function refreshAll(): void {
  for (const [key, entry] of entries) {
    entries.set(key, { ...entry, stale: true });
    notify(key);
  }
}

/** Logging in or out resets every cached list. */
export function invalidateAll(): void {
  for (const key of [...entries.keys()]) {
    entries.delete(key);
    notify(key);
  }
}

export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload(): void;
}

export function useApiQuery<T>(key: string, load: () => Promise<T>, enabled = true): QueryState<T> {
  const subscribe = useCallback((cb: () => void) => {
    let set = listeners.get(key);
    if (!set) listeners.set(key, (set = new Set()));
    set.add(cb);
    return () => set.delete(cb);
  }, [key]);
  const [version, setVersion] = useState(0);
  const entry = useSyncExternalStore(subscribe, () => entries.get(key));

  useEffect(() => {
    if (!enabled) return;
    const current = entries.get(key);
    if (current && !current.stale) return;
    if (current?.promise) return;
    const next: Entry = { stale: false, data: current?.data };
    next.promise = load().then(
      (data) => { entries.set(key, { data, stale: false }); notify(key); },
      (error: unknown) => { entries.set(key, { error, data: current?.data, stale: false }); notify(key); },
    );
    entries.set(key, next);
    notify(key);
  }, [key, enabled, entry?.stale, version, load]);

  return {
    data: entry?.data as T | undefined,
    error: entry?.error,
    loading: enabled && (!entry || entry.promise !== undefined),
    reload: () => {
      const e = entries.get(key);
      if (e) e.stale = true;
      setVersion((v) => v + 1);
    },
  };
}
