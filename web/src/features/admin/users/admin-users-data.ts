import { adminRoutes, type HistoryQuery } from '@inkpace/contracts/api/admin';
import { call } from '../../../app/api.ts';
import { invalidate } from '../../../app/cache.ts';
import { skipOf, type UsersQuery } from './users-query.ts';

/** Every cached answer about users, the list's and each user's, lives under this key. */
const ADMIN_USERS_KEY = 'admin/users';

export const usersListKey = (q: UsersQuery): string => `${ADMIN_USERS_KEY}/list/${q.page}/${q.size}/${q.search}`;
export const loadUsers = (q: UsersQuery) =>
  call(adminRoutes.listUsers, { query: { skip: skipOf(q), take: q.size, search: q.search === '' ? undefined : q.search } });

export const userKey = (id: number): string => `${ADMIN_USERS_KEY}/${id}`;
export const loadUser = (id: number) => call(adminRoutes.getUser, { params: { id } });

/** The history's filters as the server takes them (a page is these plus a cursor). */
export type HistoryFilters = Omit<HistoryQuery, 'cursor'>;
const historyKey = (id: number, filters: HistoryFilters): string => `${userKey(id)}/history/${JSON.stringify(filters)}`;
export const historyPageKey = (id: number, filters: HistoryFilters, cursor: string | null): string => `${historyKey(id, filters)}/${cursor ?? 'first'}`;
export const loadHistoryPage = (id: number, filters: HistoryFilters, cursor: string | null) =>
  call(adminRoutes.userHistory, { params: { id }, query: { ...filters, cursor: cursor ?? undefined } });

/** After an admin action: the user, their history and every list page (their state or verification shows there). */
export const adminUsersChanged = (): void => invalidate(ADMIN_USERS_KEY);
