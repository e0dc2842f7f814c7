import { z } from 'zod';
import { messages } from '../messages.ts';
import { PROJECTION_NAMES_MAX } from '../rules/field-limits.ts';
import { REBUILD_ORIGINS, REBUILD_STATES } from '../rules/rebuild-progress.ts';
import { isoDateTime, route } from './route.ts';
import { adminPaths } from './paths.ts';

const v = messages.validation;

/** One projection as the admin projections page (and `npm run cli -- projections status`) shows it. */
export const projectionStatusItem = z.object({
  name: z.string(),
  /** The version this code builds, and the version whose tables are live (null before the first start). */
  codeVersion: z.number().int(),
  liveVersion: z.number().int().nullable(),
  /** The last event applied (its log position, as text), and how many events are after it (capped at 1,000,000). */
  position: z.string().nullable(),
  behind: z.number().int().nullable(),
  leader: z.object({ process: z.string(), since: isoDateTime }).nullable(),
  failure: z.object({
    position: z.string(), streamId: z.string(), eventType: z.string(), error: z.string(), attempts: z.number().int(),
    since: isoDateTime, nextRetryAt: isoDateTime,
  }).nullable(),
  /** The latest rebuild: its figures are computed when the status is read. */
  rebuild: z.object({
    status: z.enum([...REBUILD_STATES, 'interrupted']),
    origin: z.enum(REBUILD_ORIGINS),
    requestedBy: z.number().int().nullable(),
    requestedAt: isoDateTime,
    startedAt: isoDateTime.nullable(),
    finishedAt: isoDateTime.nullable(),
    process: z.string().nullable(),
    applied: z.number().int(),
    total: z.number().int(),
    percent: z.number().int(),
    eventsPerSecond: z.number().nullable(),
    etaSeconds: z.number().int().nullable(),
    error: z.string().nullable(),
  }).nullable(),
});
export type ProjectionStatusItem = z.infer<typeof projectionStatusItem>;

/** Which projections to rebuild: all when `names` is left out. */
export const rebuildProjectionsBody = z.strictObject({
  names: z.array(z.string().regex(/^[a-z_]{1,63}$/, v.projectionNames), { error: v.projectionNames }).min(1, v.projectionNames).max(PROJECTION_NAMES_MAX, v.projectionNames).optional(),
}).optional();
export type RebuildProjectionsBody = z.output<typeof rebuildProjectionsBody>;

/** The projections whose rebuild this request started (one already running or requested serves it instead). */
export const rebuildProjectionsResult = z.object({ requested: z.array(z.string()), alreadyRunning: z.array(z.string()) });
export type RebuildProjectionsResult = z.infer<typeof rebuildProjectionsResult>;

export const adminProjectionRoutes = {
  listProjections: route({
    ...adminPaths.listProjections, response: z.array(projectionStatusItem),
    summary: "Each projection's versions, position, lag, leader process, failure and latest rebuild with its progress",
  }),
  rebuildProjections: route({
    ...adminPaths.rebuildProjections, body: rebuildProjectionsBody, response: rebuildProjectionsResult,
    summary: 'Rebuild projections (all, or those named) from the event log into fresh tables, then swap them in; reads and writes go on meanwhile',
  }),
};
