import { useRef, useState } from 'react';
import type { HistoryItem, HistoryPage } from '@inkpace/contracts/api/admin';
import { useApiQuery } from '../../../../app/cache.ts';
import { historyPageKey, loadHistoryPage, type HistoryFilters } from '../admin-users-data.ts';

/** The pages loaded after the first, for one answer of the first page (a new first page starts them again). */
interface LaterPages {
  first: HistoryPage | undefined;
  pages: HistoryPage[];
  loading: boolean;
  error: unknown;
}

export interface HistoryState {
  items: HistoryItem[] | undefined;
  /** The first page is loading (nothing to show yet), or failed. */
  loading: boolean;
  error: unknown;
  reload(): void;
  /** True while there are older events to load. */
  hasMore: boolean;
  loadingMore: boolean;
  moreError: unknown;
  loadMore(): void;
}

/**
 * A user's history, newest first, a page at a time. The first page is cached by key, so an admin action that
 * invalidates the user reloads it; the later pages follow the cursor and are dropped when the first page changes
 * (a newer event would otherwise fall between the first page and the second's cursor).
 */
export function useHistory(userId: number, filters: HistoryFilters): HistoryState {
  const first = useApiQuery(historyPageKey(userId, filters, null), () => loadHistoryPage(userId, filters, null));
  const [stored, setLater] = useState<LaterPages>({ first: undefined, pages: [], loading: false, error: undefined });
  const later: LaterPages = stored.first === first.data ? stored : { first: first.data, pages: [], loading: false, error: undefined };
  // A second call before the state above is rendered (the end of the list seen twice) must not load a page twice.
  const running = useRef<HistoryPage | null>(null);

  const lastPage = later.pages.at(-1) ?? first.data;
  const cursor = lastPage?.nextCursor ?? null;

  const loadMore = (): void => {
    const base = first.data;
    if (!base || cursor === null || running.current === base) return;
    running.current = base;
    setLater({ ...later, loading: true, error: undefined });
    loadHistoryPage(userId, filters, cursor).then(
      (page) => setLater((s) => (s.first === base ? { ...s, pages: [...s.pages, page], loading: false } : s)),
      (error: unknown) => setLater((s) => (s.first === base ? { ...s, loading: false, error } : s)),
    ).finally(() => {
      if (running.current === base) running.current = null;
    });
  };

  return {
    items: first.data ? [...first.data.items, ...later.pages.flatMap((p) => p.items)] : undefined,
    loading: first.data === undefined && first.loading,
    error: first.error,
    reload: first.reload,
    hasMore: cursor !== null,
    loadingMore: later.loading,
    moreError: later.error,
    loadMore,
  };
}
