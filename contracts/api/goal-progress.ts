import { z } from 'zod';
import { GOAL_STATUSES } from '../rules/goal-status.ts';
import { goal } from './goal.ts';
import { dashboardPaths, goalPaths } from './paths.ts';
import { dayCount } from './stats.ts';
import { idParam, route } from './route.ts';

/**
 * What goal pages and the dashboard draw (Inkpace additions; the reference computes these in the browser from every
 * entry). Computed on the server from the goal-progress read model for the writer's today; the shapes are those of
 * the rules in contracts/rules (target-pace, habit-periods, habit-streaks, writing-streak).
 */

const status = z.enum(GOAL_STATUSES);

export const targetPace = z.object({
  startDate: z.string(),
  endDate: z.string().nullable(),
  dayOfGoal: z.number(),
  totalDays: z.number().nullable(),
  total: z.number(),
  achieved: z.boolean(),
  toGo: z.number(),
  doneBeforeToday: z.number(),
  doneToday: z.number(),
  par: z.number().nullable(),
  aheadOfPar: z.number().nullable(),
  todaysTarget: z.number().nullable(),
  leftToday: z.number().nullable(),
  averagePerDay: z.number().nullable(),
  message: z.string().nullable(),
});

export const targetSeries = z.object({
  dates: z.array(z.string()),
  daily: z.array(z.number().nullable()),
  total: z.array(z.number().nullable()),
  par: z.array(z.number()).nullable(),
});

export const habitPeriod = z.object({
  startDate: z.string(),
  endDate: z.string(),
  total: z.number(),
  entries: z.number(),
  success: z.boolean(),
});

export const habitSummary = z.object({
  currentRange: habitPeriod.nullable(),
  currentStreakLength: z.number().nullable(),
  longestStreakLength: z.number(),
  successfulRanges: z.number(),
  totalRanges: z.number(),
});

/** A target's card (dashboard) and page (with its chart's series). */
export const targetCard = z.object({ kind: z.literal('target'), goal, status, pace: targetPace });
export const targetProgress = targetCard.extend({ today: z.string(), series: targetSeries });
/** A habit's card (its summary) and page (with every period, oldest first). */
export const habitCard = z.object({ kind: z.literal('habit'), goal, status, summary: habitSummary });
export const habitProgress = habitCard.extend({ today: z.string(), periods: z.array(habitPeriod) });

export const goalCard = z.discriminatedUnion('kind', [targetCard, habitCard]);
export type GoalCard = z.infer<typeof goalCard>;
export const goalProgress = z.discriminatedUnion('kind', [targetProgress, habitProgress]);
export type GoalProgress = z.infer<typeof goalProgress>;
export type TargetProgress = z.infer<typeof targetProgress>;
export type HabitProgress = z.infer<typeof habitProgress>;

export const writingStreaks = z.object({
  current: z.number(),
  currentStart: z.string().nullable(),
  longest: z.number(),
  loggedToday: z.boolean(),
});

/** The dashboard: the heat map's days (about a year, to today), the writing streaks, starred goals as cards. */
export const dashboard = z.object({
  today: z.string(),
  /** The writer's first day with progress (the map starts there when that is less than a year back), or null. */
  firstDate: z.string().nullable(),
  /** Counts per day from a year back to today, oldest first. */
  days: z.array(dayCount),
  streaks: writingStreaks,
  /** The first DASHBOARD_GOALS_MAX starred goals in list order, as cards. */
  starredGoals: z.array(goalCard),
  /** Starred goals beyond those (listed on the goals page). */
  moreStarredGoals: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboard>;

export const goalProgressRoutes = {
  progress: route({ ...goalPaths.progress, params: idParam, response: goalProgress, summary: "A goal's progress, pace or periods, for the writer's today" }),
};
export const dashboardRoutes = {
  get: route({ ...dashboardPaths.get, response: dashboard, summary: 'The dashboard: heat map days, streaks and starred goals' }),
};
