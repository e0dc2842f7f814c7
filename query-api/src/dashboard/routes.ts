import type { FastifyInstance } from 'fastify';
import { dashboardRoutes, type Dashboard } from '@inkpace/contracts/api/goal-progress';
import type { DayCount } from '@inkpace/contracts/api/stats';
import { DASHBOARD_GOALS_MAX, sortGoals } from '@inkpace/contracts/rules/goal-status';
import { heatMapRange } from '@inkpace/contracts/rules/heat';
import { writingStreaks } from '@inkpace/contracts/rules/writing-streak';
import { registerRoute, type Caller } from '@inkpace/infra/http';
import { goalsWithDays, ownGoalsWithSums, writingDates } from '@inkpace/projector/progress';
import type { QueryDeps } from '../deps.ts';
import { goalCard, listedGoal } from '../goals/index.ts';
import { cachedJson, type VersionedCache } from '../pipeline/versioned-cache.ts';
import { writerDay, type WriterDay } from '../pipeline/writer-day.ts';
import { statsDaysJson } from '../stats/index.ts';

/**
 * The dashboard in one call, from read models only: the heat map's days (a year back from today; the map starts at
 * the first of them), the writing streaks for the writer's today, and the starred goals as cards in list order.
 */
/** The starred goals the dashboard shows, in list order (achieved from the read model's sums), and how many more. */
async function starredToShow(deps: QueryDeps, ownerId: number, today: string): Promise<{ ids: number[]; more: number }> {
  const starred = (await ownGoalsWithSums(deps.db, ownerId)).filter(({ goal }) => goal.starred).map(listedGoal);
  const shown = sortGoals(starred, today).slice(0, DASHBOARD_GOALS_MAX);
  return { ids: shown.map((g) => g.id), more: starred.length - shown.length };
}

async function dashboardJson(deps: QueryDeps, caller: Caller, day: WriterDay): Promise<string> {
  const { start, end } = heatMapRange({ firstDate: null, lastDate: null, today: day.today, dormant: false, weekStartDay: day.settings.weekStartDay });
  const [daysJson, dates, starred] = await Promise.all([
    statsDaysJson(deps.db, caller.userId, { startDate: start, endDate: end }),
    writingDates(deps.db, caller.userId, day.today),
    starredToShow(deps, caller.userId, day.today),
  ]);
  const withDays = await goalsWithDays(deps.db, { ownerId: caller.userId, ids: starred.ids });
  const cards = withDays.map(({ goal, days }) => goalCard(goal, days, day.today, day.settings.weekStartDay));
  // Cards in the list's order, now with the status their own computation gives.
  const order = sortGoals(cards.map((card) => ({ ...card.goal, card, achieved: card.kind === 'target' && card.pace.achieved })), day.today);
  const dashboard: Dashboard = {
    today: day.today,
    firstDate: dates[0] ?? null,
    days: JSON.parse(daysJson) as DayCount[],
    streaks: writingStreaks(dates, day.today),
    starredGoals: order.map((g) => g.card),
    moreStarredGoals: starred.more,
  };
  return JSON.stringify(dashboard);
}

export function registerDashboardQueries(app: FastifyInstance, deps: QueryDeps, cache: VersionedCache): void {
  registerRoute(app, dashboardRoutes.get, deps.auth, async ({ caller }) => {
    const day = await writerDay(deps, caller);
    return cachedJson<Dashboard>(deps.db, cache, caller.userId, `dashboard|${day.key}`, () => dashboardJson(deps, caller, day));
  });
}
