import { accountsProjection } from './accounts/projection.ts';
import { activityProjection } from './activity/projection.ts';
import { auditProjection } from './audit/projection.ts';
import { bannersProjection } from './banners/projection.ts';
import { leaderboardsProjection } from './leaderboards/projection.ts';
import { progressProjection } from './progress/projection.ts';
import { toAnyProjection, type AnyProjection } from './runtime/schema.ts';
import { awaitedStreamsOf } from './runtime/projection.ts';
import type { ProjectionInterest } from './runtime/wait.ts';

/** Every projection the projector runs (each keeps its own checkpoint and schema). */
export const projections: AnyProjection[] = [
  toAnyProjection(accountsProjection), toAnyProjection(bannersProjection), toAnyProjection(progressProjection),
  toAnyProjection(leaderboardsProjection), toAnyProjection(auditProjection),
  toAnyProjection(activityProjection),
];

export const projectionNames = projections.map((p) => p.name);

/** What each projection reads, so a command waits only for the projections its write concerns. */
export const projectionInterests: ProjectionInterest[] = projections.map((p) => {
  const streams = awaitedStreamsOf(p);
  return { name: p.name, ...(streams ? { streams } : {}) };
});
