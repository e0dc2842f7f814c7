import type { FastifyInstance } from 'fastify';
import { goalRoutes, type GoalWithAchievement, type TargetParameters } from '@inkpace/contracts/api/goal';
import { goalProgressRoutes, type GoalProgress } from '@inkpace/contracts/api/goal-progress';
import { notFound } from '@inkpace/contracts/rules/access';
import { goalPolicy } from '@inkpace/contracts/rules/policies/goal';
import { isTargetAchieved } from '@inkpace/contracts/rules/target-progress';
import { registerRoute } from '@inkpace/infra/http';
import { goalsWithDays, goalView, ownGoalsWithSums, type GoalWithSums } from '@inkpace/projector/progress';
import type { QueryDeps } from '../deps.ts';
import { cachedJson, type VersionedCache } from '../pipeline/versioned-cache.ts';
import { writerDay } from '../pipeline/writer-day.ts';
import { goalProgress } from './progress.ts';

/** A goal as the list answers it, with `achieved` (server-behaviour §3.8: targets only, from the read model's sums). */
export function listedGoal({ goal, total, entries }: GoalWithSums): GoalWithAchievement {
  return { ...goal, achieved: goal.type === 'target' && isTargetAchieved(total, (goal.parameters as TargetParameters).threshold.count, entries > 0) };
}

async function goalsJson(deps: QueryDeps, ownerId: number): Promise<string> {
  return JSON.stringify((await ownGoalsWithSums(deps.db, ownerId)).map(listedGoal));
}

export function registerGoalQueries(app: FastifyInstance, deps: QueryDeps, cache: VersionedCache): void {
  registerRoute(app, goalRoutes.list, deps.auth, async ({ caller }) =>
    cachedJson<GoalWithAchievement[]>(deps.db, cache, caller.userId, 'goals', () => goalsJson(deps, caller.userId)));
  registerRoute(app, goalRoutes.get, deps.auth, async ({ caller, params }) => goalPolicy.touch(await goalView(deps.db, params.id), caller).api);
  registerRoute(app, goalProgressRoutes.progress, deps.auth, async ({ caller, params }) => {
    const day = await writerDay(deps, caller);
    return cachedJson<GoalProgress>(deps.db, cache, caller.userId, `goal:${params.id}|${day.key}`, async () => {
      const [found] = await goalsWithDays(deps.db, { id: params.id });
      if (!found || !goalPolicy.mayTouch(found, caller)) throw notFound();
      return JSON.stringify(goalProgress(found.goal, found.days, day.today, day.settings.weekStartDay));
    });
  });
}
