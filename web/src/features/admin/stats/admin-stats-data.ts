import { adminRoutes, type AdminUserStats } from '@inkpace/contracts/api/admin';
import { dailyCountSeries, weeklyCountSeries, type CountSeries } from '@inkpace/contracts/rules/admin-series';
import { utcDate } from '@inkpace/contracts/rules/iso-week';
import { call } from '../../../app/api.ts';
import { useApiQuery, type QueryState } from '../../../app/cache.ts';

export interface AdminStats {
  users: AdminUserStats;
  weeklyActiveUsers: CountSeries;
  weeklySignups: CountSeries;
  dailyActiveUsers: CountSeries;
  dailySignups: CountSeries;
}

/**
 * The five admin stats calls, together: the page shows them all or says why it cannot. The series run up to the
 * current UTC day or ISO week (the server counts in UTC), quiet ones as zero.
 */
export async function loadAdminStats(now = new Date()): Promise<AdminStats> {
  const today = utcDate(now);
  const [users, weeklyActive, weeklySignups, dailyActive, dailySignups] = await Promise.all([
    call(adminRoutes.userStats),
    call(adminRoutes.weeklyActiveUsers),
    call(adminRoutes.weeklySignups),
    call(adminRoutes.dailyActiveUsers),
    call(adminRoutes.dailySignups),
  ]);
  return {
    users,
    weeklyActiveUsers: weeklyCountSeries(weeklyActive, today),
    weeklySignups: weeklyCountSeries(weeklySignups, today),
    dailyActiveUsers: dailyCountSeries(dailyActive, today),
    dailySignups: dailyCountSeries(dailySignups, today),
  };
}

const load = (): Promise<AdminStats> => loadAdminStats();

export function useAdminStats(): QueryState<AdminStats> {
  return useApiQuery('admin/stats', load);
}
