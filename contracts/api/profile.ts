import { z } from 'zod';
import { GOAL_STATUSES } from '../rules/goal-status.ts';
import { cadence, threshold } from './goal.ts';
import { measureCounts } from './fields.ts';
import { profilePaths } from './paths.ts';
import { route } from './route.ts';
import { dayCount } from './stats.ts';

/**
 * The public profile (spec §3 "Public profile", server-behaviour §3.12): the reference's shape, built from read
 * models only and carrying nothing a writer did not mark for display. Where it differs from the reference, on
 * purpose:
 * - a habit's `currentRange` says how many entries counted (`entries`) and whether the period is met (`success`)
 *   instead of listing the entries themselves (the reference sent whole entries: notes, ids, project and tag ids);
 * - a project's totals add its starting balance for every measure, not only for measures with entries;
 * - `today` (the writer's date the profile was computed for: where the heat map ends), `config.displayStreaks`,
 *   each goal's `status`, and a target's `total` and `achieved`, are Inkpace additions.
 * Strict objects: a test parses every answer with them, so a field added by mistake fails it.
 */
const status = z.enum(GOAL_STATUSES);

export const profileHabitRange = z.strictObject({
  startDate: z.string(),
  endDate: z.string(),
  total: z.number(),
  entries: z.number().int(),
  success: z.boolean(),
});

export const habitSummary = z.strictObject({
  uuid: z.uuid(),
  title: z.string(),
  parameters: z.strictObject({ cadence, threshold: threshold.nullable() }),
  status,
  currentRange: profileHabitRange.nullable(),
  currentStreakLength: z.number().int().nullable(),
  longestStreakLength: z.number().int(),
  totalRanges: z.number().int(),
  successfulRanges: z.number().int(),
});
export type ProfileHabitSummary = z.infer<typeof habitSummary>;

export const targetSummary = z.strictObject({
  uuid: z.uuid(),
  title: z.string(),
  parameters: z.strictObject({ threshold }),
  status,
  /** What the entries that count add up to, and whether that reaches the threshold (sign-aware). */
  total: z.number(),
  achieved: z.boolean(),
  /** The target's days with entries, its measure only. */
  dayCounts: z.array(dayCount),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type ProfileTargetSummary = z.infer<typeof targetSummary>;

export const projectSummary = z.strictObject({
  uuid: z.uuid(),
  title: z.string(),
  /** Starting balance plus entries, per measure. */
  totals: measureCounts,
  /** The project's days with progress over the last year. */
  recentActivity: z.array(dayCount),
});
export type ProfileProjectSummary = z.infer<typeof projectSummary>;

export const publicProfile = z.strictObject({
  username: z.string(),
  displayName: z.string(),
  avatar: z.string().nullable(),
  /** Every balance counted: the lifetime starting balance, every live project's starting balance, every entry. */
  lifetimeTotals: measureCounts,
  /** Day totals from a year back to `today`, oldest first (the heat map). */
  recentActivity: z.array(dayCount),
  today: z.string(),
  /** `displayStreaks` (Inkpace): the writer's setting; the page leaves habit streaks out when it is off. */
  config: z.strictObject({ weekStartDay: z.number().int().min(0).max(6), displayStreaks: z.boolean() }),
  habitSummaries: z.array(habitSummary),
  targetSummaries: z.array(targetSummary),
  projectSummaries: z.array(projectSummary),
});
export type PublicProfile = z.infer<typeof publicProfile>;

/** Any string is taken: a name that cannot be a username answers the same 404 as an unknown one. */
export const profileParams = z.object({ username: z.string() });

export const profileRoutes = {
  get: route({ ...profilePaths.get, params: profileParams, response: publicProfile, summary: "A writer's public profile" }),
};
