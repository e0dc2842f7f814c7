import type { Goal, HabitParameters, TargetParameters } from '@inkpace/contracts/api/goal';
import type { GoalCard, GoalProgress } from '@inkpace/contracts/api/goal-progress';
import type { GoalDay } from '@inkpace/contracts/rules/goal-days';
import { habitHorizonStart, targetHorizon } from '@inkpace/contracts/rules/goal-horizon';
import { habitPeriods, type HabitPeriod } from '@inkpace/contracts/rules/habit-periods';
import { habitSummary } from '@inkpace/contracts/rules/habit-streaks';
import { goalStatus } from '@inkpace/contracts/rules/goal-status';
import { targetPace, targetSeries, type TargetGoal } from '@inkpace/contracts/rules/target-pace';

/**
 * A goal's card and page from its days, for the writer's today: the rules of contracts/rules applied within the
 * bounds of rules/goal-horizon. Nothing here decides anything of its own.
 */

const firstEntry = (days: readonly GoalDay[]): string | null => days.find((d) => d.entries > 0)?.date ?? null;

function targetOf(goal: Goal, days: readonly GoalDay[], today: string): TargetGoal {
  const { threshold } = goal.parameters as TargetParameters;
  return { targetCount: threshold.count, measure: threshold.measure, plan: goal.plan, ...targetHorizon(goal, firstEntry(days), today) };
}

function periodsOf(goal: Goal, days: readonly GoalDay[], today: string, weekStartDay: number): HabitPeriod[] {
  const { cadence, threshold } = goal.parameters as HabitParameters;
  const anchor = goal.startDate ?? firstEntry(days);
  const startDate = anchor === null ? null : habitHorizonStart(anchor, cadence, today, weekStartDay);
  return habitPeriods({ cadence, thresholdCount: threshold?.count ?? null, startDate, endDate: goal.endDate }, days, today, weekStartDay);
}

export function goalCard(goal: Goal, days: readonly GoalDay[], today: string, weekStartDay: number): GoalCard {
  if (goal.type === 'target') {
    const pace = targetPace(targetOf(goal, days, today), days, today);
    return { kind: 'target', goal, status: goalStatus({ ...goal, achieved: pace.achieved }, today), pace };
  }
  const summary = habitSummary(periodsOf(goal, days, today, weekStartDay), today);
  return { kind: 'habit', goal, status: goalStatus({ ...goal, achieved: false }, today), summary };
}

export function goalProgress(goal: Goal, days: readonly GoalDay[], today: string, weekStartDay: number): GoalProgress {
  if (goal.type === 'target') {
    const target = targetOf(goal, days, today);
    const pace = targetPace(target, days, today);
    return { kind: 'target', goal, today, status: goalStatus({ ...goal, achieved: pace.achieved }, today), pace, series: targetSeries(target, days, today) };
  }
  const periods = periodsOf(goal, days, today, weekStartDay);
  return { kind: 'habit', goal, today, status: goalStatus({ ...goal, achieved: false }, today), summary: habitSummary(periods, today), periods };
}
