import { accountRoutes } from '@inkpace/contracts/api/account';
import { call } from '../api.ts';
import { useApiQuery, type QueryState } from '../cache.ts';

/** Whether the signed-in user is an administrator (spec §6: the permissions call), cached under one key for the app. */
const loadPerms = (): Promise<{ isAdmin: boolean }> => call(accountRoutes.perms);
export const useAdminPerms = (enabled: boolean): QueryState<{ isAdmin: boolean }> => useApiQuery('admin/perms', loadPerms, enabled);
