import type { DayCount } from '@inkpace/contracts/api/stats';
import type { HabitParameters, TargetParameters } from '@inkpace/contracts/api/goal';
import type { ProfileHabitSummary, ProfileProjectSummary, ProfileTargetSummary, PublicProfile } from '@inkpace/contracts/api/profile';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import { heatMapRange } from '@inkpace/contracts/rules/heat';
import { lifetimeTotals } from '@inkpace/contracts/rules/lifetime-stats';
import { goalPolicy } from '@inkpace/contracts/rules/policies/goal';
import { projectPolicy } from '@inkpace/contracts/rules/policies/project';
import { profileOrder } from '@inkpace/contracts/rules/profile';
import type { UserView } from '@inkpace/projector/accounts';
import { goalsWithDays, ownGoalsWithSums, projectDayCounts, type GoalWithDays } from '@inkpace/projector/progress';
import type { QueryDeps } from '../deps.ts';
import { goalCard } from '../goals/index.ts';
import { projectsJson } from '../projects/index.ts';
import { projectStartingBalances, statsDaysJson } from '../stats/index.ts';

/**
 * A writer's public profile from the read models, for their today. Every figure comes from the rules other pages
 * use (lifetime totals, heat map range, goal cards, project totals); this file only picks what may be shown and
 * copies the fields the profile's shape names, one by one, so nothing else (notes, ids, filters, descriptions)
 * can ride along.
 */

type Db = QueryDeps['db'];

const lastDate = (days: readonly { date: string }[]): string | null => days.at(-1)?.date ?? null;

function habitSummary(goal: GoalWithDays['goal'], card: Extract<ReturnType<typeof goalCard>, { kind: 'habit' }>): ProfileHabitSummary {
  const { cadence, threshold } = goal.parameters as HabitParameters;
  const range = card.summary.currentRange;
  return {
    uuid: goal.uuid, title: goal.title, status: card.status,
    parameters: { cadence: { unit: cadence.unit, period: cadence.period }, threshold: threshold === null ? null : { measure: threshold.measure, count: threshold.count } },
    currentRange: range === null ? null : { startDate: range.startDate, endDate: range.endDate, total: range.total, entries: range.entries, success: range.success },
    currentStreakLength: card.summary.currentStreakLength,
    longestStreakLength: card.summary.longestStreakLength,
    totalRanges: card.summary.totalRanges,
    successfulRanges: card.summary.successfulRanges,
  };
}

function targetSummary({ goal, days }: GoalWithDays, card: Extract<ReturnType<typeof goalCard>, { kind: 'target' }>): ProfileTargetSummary {
  const { threshold } = goal.parameters as TargetParameters;
  return {
    uuid: goal.uuid, title: goal.title, status: card.status,
    parameters: { threshold: { measure: threshold.measure, count: threshold.count } },
    total: card.pace.total, achieved: card.pace.achieved,
    dayCounts: days.map((d) => ({ date: d.date, counts: { [threshold.measure]: d.count } })),
    startDate: goal.startDate, endDate: goal.endDate,
  };
}

async function shownGoals(db: Db, ownerId: number): Promise<GoalWithDays[]> {
  const ids = (await ownGoalsWithSums(db, ownerId))
    .filter(({ goal }) => goalPolicy.mayShowOnProfile({ live: goal.state === 'active', displayOnProfile: goal.displayOnProfile }))
    .map(({ goal }) => goal.id);
  return ids.length === 0 ? [] : goalsWithDays(db, { ownerId, ids });
}

async function shownProjects(db: Db, ownerId: number, from: string, to: string): Promise<ProfileProjectSummary[]> {
  const projects = (JSON.parse(await projectsJson(db, ownerId)) as SummarizedProject[])
    .filter((p) => projectPolicy.mayShowOnProfile({ live: p.state === 'active', displayOnProfile: p.displayOnProfile }));
  const days = await projectDayCounts(db, ownerId, projects.map((p) => p.id), from);
  return profileOrder(projects.map((p) => ({ title: p.title, lastActivity: p.lastUpdated, p }))).map(({ p }) => ({
    uuid: p.uuid, title: p.title, totals: { ...p.totals },
    recentActivity: (days.get(p.id) ?? []).filter((d) => d.date <= to),
  }));
}

export async function buildProfile(db: Db, owner: UserView, today: string): Promise<PublicProfile> {
  const settings = owner.api.userSettings;
  const { start } = heatMapRange({ firstDate: null, lastDate: null, today, dormant: false, weekStartDay: settings.weekStartDay });
  const [allDaysJson, balances, goals, projects] = await Promise.all([
    statsDaysJson(db, owner.id, {}),
    projectStartingBalances(db, owner.id),
    shownGoals(db, owner.id),
    shownProjects(db, owner.id, start, today),
  ]);
  const allDays = JSON.parse(allDaysJson) as DayCount[];
  const habits: ProfileHabitSummary[] = [];
  const targets: ProfileTargetSummary[] = [];
  for (const { g } of profileOrder(goals.map((g) => ({ title: g.goal.title, lastActivity: lastDate(g.days), g })))) {
    const card = goalCard(g.goal, g.days, today, settings.weekStartDay);
    if (card.kind === 'habit') habits.push(habitSummary(g.goal, card));
    else targets.push(targetSummary(g, card));
  }
  return {
    username: owner.api.username,
    displayName: owner.api.displayName,
    avatar: owner.api.avatar,
    // Every entry counts toward the totals, future-dated ones too (as on the lifetime stats page); the map ends today.
    lifetimeTotals: lifetimeTotals({ days: allDays, projectStartingBalances: balances, lifetimeStartingBalance: settings.lifetimeStartingBalance }),
    recentActivity: allDays.filter((d) => d.date >= start && d.date <= today),
    today,
    config: { weekStartDay: settings.weekStartDay, displayStreaks: settings.displayStreaks },
    habitSummaries: habits,
    targetSummaries: targets,
    projectSummaries: projects,
  };
}
