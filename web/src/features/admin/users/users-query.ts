import { ADMIN_PAGE_SIZES, ADMIN_SEARCH_MAX, ADMIN_SKIP_MAX, ADMIN_TAKE_DEFAULT } from '@inkpace/contracts/rules/admin';

/**
 * What the users list shows, as it lives in the address (`?search=ann&page=2&size=100`), so reload, back and
 * forward keep the search and the page. Defaults are left out of the address.
 */
export interface UsersQuery {
  search: string;
  /** 1-based. */
  page: number;
  size: number;
}

const isPageSize = (n: number): boolean => (ADMIN_PAGE_SIZES as readonly number[]).includes(n);

/** The last page the server can serve at this size (it refuses a skip beyond ADMIN_SKIP_MAX). */
const lastReachablePage = (size: number): number => Math.floor(ADMIN_SKIP_MAX / size) + 1;

/** Reads the address's query; anything unusable falls back to its default (a hand-edited address never breaks the page). */
export function parseUsersQuery(search: string): UsersQuery {
  const params = new URLSearchParams(search);
  const sizeParam = Number(params.get('size'));
  const size = isPageSize(sizeParam) ? sizeParam : ADMIN_TAKE_DEFAULT;
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? Math.min(pageParam, lastReachablePage(size)) : 1;
  return { search: (params.get('search') ?? '').trim().slice(0, ADMIN_SEARCH_MAX), page, size };
}

/** The query string for `query` ('' when everything is default), with its leading '?'. */
export function usersQueryString(query: UsersQuery): string {
  const params = new URLSearchParams();
  if (query.search !== '') params.set('search', query.search);
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.size !== ADMIN_TAKE_DEFAULT) params.set('size', String(query.size));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The first row of the page, 0-based (the API's skip). */
export const skipOf = (query: UsersQuery): number => (query.page - 1) * query.size;

/** How many pages `total` users fill (at least one, so an empty list still has a page 1). */
export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));
