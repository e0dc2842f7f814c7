export type { Projection, Qualified } from './projection.ts';
export { createLiveSchema, toAnyProjection, toAnyProjections, type AnyProjection, type ProjectionList } from './schema.ts';
export { PROGRESS_CHANNEL, readCheckpoint, type Checkpoint } from './checkpoints.ts';
export { unknownProjectionsMessage } from './names.ts';
export { startProjector, type ProjectorHandle, type ProjectorOptions } from './runner.ts';
export {
  rebuildProjection,
  rebuildProjections,
  RebuildInProgressError,
  type RebuildOptions,
  type RebuildProjectionsOptions,
} from './rebuild.ts';
export { createProgressWaiter, type ProgressWaiter, type ProgressWaiterOptions, type ProjectionInterest, type WaitOutcome } from './wait.ts';
export { formatStatus, projectionStatus, toStatusItem, type ProjectionStatus } from './status.ts';
export { databaseNow, readRebuilds, requestRebuilds, type RebuildRecord } from './rebuild-records.ts';
export { parseProgress, type Progress } from './progress-payload.ts';
export type { View } from './view.ts';
