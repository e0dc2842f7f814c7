import { z } from 'zod';
import { messages } from '../messages.ts';
import { calendarDate, measure, measureCounts, queryIdList } from './fields.ts';
import { route } from './route.ts';
import { statsPaths } from './paths.ts';
import { dateRangeRule } from './tally.ts';

/** Counts per measure on one day. */
export const dayCount = z.object({ date: z.string(), counts: measureCounts });
export type DayCount = z.infer<typeof dayCount>;

/**
 * `works` narrows the days to some projects (an Inkpace addition: a project page reads its own days instead of
 * every entry). Days with no progress are left out, oldest first.
 */
export const statsDaysQuery = z
  .object({ startDate: calendarDate().optional(), endDate: calendarDate().optional(), works: queryIdList.optional() })
  .refine(dateRangeRule, messages.validation.dateRange);
export type StatsDaysQuery = z.output<typeof statsDaysQuery>;

/** A year of the lifetime stats page ("{year} Activity"): its totals and days (the calendar is drawn from them). */
export const lifetimeYear = z.object({ year: z.number().int(), totals: measureCounts, days: z.array(dayCount) });
/**
 * One measure's figures from the day stats (the rule: contracts/rules/lifetime-stats `measureDayStats`): its total
 * (no starting balances), days counted, the average per day counted (rounded as a pace is), and the most productive
 * day (null when no day is above 0).
 */
export const measureDayStats = z.object({
  measure,
  total: z.number(),
  daysCounted: z.number().int(),
  averagePerDay: z.number(),
  mostProductiveDay: z.object({ date: z.string(), count: z.number() }).nullable(),
});
/**
 * Lifetime stats: grand totals (progress, project starting balances, lifetime starting balance), each measure's day
 * stats (spec §9, in the measures' order), and the years newest first.
 */
export type MeasureDayStats = z.infer<typeof measureDayStats>;
export const lifetimeStats = z.object({ totals: measureCounts, dayStats: z.array(measureDayStats), years: z.array(lifetimeYear) });
export type LifetimeStats = z.infer<typeof lifetimeStats>;

export const statsRoutes = {
  days: route({ ...statsPaths.days, query: statsDaysQuery, response: z.array(dayCount), summary: 'Total counts per day' }),
  lifetime: route({ ...statsPaths.lifetime, response: lifetimeStats, summary: 'Lifetime totals, day stats per measure, and totals and days per year' }),
};
