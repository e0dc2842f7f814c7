import type { FastifyInstance } from 'fastify';
import { statsRoutes, type DayCount, type LifetimeStats } from '@inkpace/contracts/api/stats';
import { lifetimeDayStats, lifetimeTotals, yearsOfActivity } from '@inkpace/contracts/rules/lifetime-stats';
import { registerRoute } from '@inkpace/infra/http';
import type { QueryDeps } from '../deps.ts';
import { cachedJson, type VersionedCache } from '../pipeline/versioned-cache.ts';
import { writerDay } from '../pipeline/writer-day.ts';
import { projectStartingBalances, statsDaysJson } from './queries.ts';

/** The lifetime answer's shape: 2 added `dayStats`. */
const LIFETIME_SHAPE = 2;

export function registerStatsQueries(app: FastifyInstance, deps: QueryDeps, cache: VersionedCache): void {
  registerRoute(app, statsRoutes.days, deps.auth, async ({ caller, query }) =>
    cachedJson<DayCount[]>(deps.db, cache, caller.userId, `days:${JSON.stringify(query)}`, () => statsDaysJson(deps.db, caller.userId, query)));
  // Grand totals add the lifetime starting balance (a setting, not versioned with the data): it is part of the key.
  // So is the answer's shape: the entity tag comes from the key, and a browser revalidating an answer stored before
  // the day stats were added must not be told that it is current.
  registerRoute(app, statsRoutes.lifetime, deps.auth, async ({ caller }) => {
    const balance = (await writerDay(deps, caller)).settings.lifetimeStartingBalance;
    return cachedJson<LifetimeStats>(deps.db, cache, caller.userId, `lifetime.${LIFETIME_SHAPE}|${JSON.stringify(balance)}`, async () => {
      const [daysJson, balances] = await Promise.all([statsDaysJson(deps.db, caller.userId, {}), projectStartingBalances(deps.db, caller.userId)]);
      const days = JSON.parse(daysJson) as DayCount[];
      const stats: LifetimeStats = {
        totals: lifetimeTotals({ days, projectStartingBalances: balances, lifetimeStartingBalance: balance }),
        dayStats: lifetimeDayStats(days),
        // The calendar's weeks are drawn by the page (yearCalendar): the answer carries only the days.
        years: yearsOfActivity(days, 0).map(({ year, totals, days: yearDays }) => ({ year, totals, days: yearDays })),
      };
      return JSON.stringify(stats);
    });
  });
}
