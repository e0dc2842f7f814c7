import type { LifecycleState } from '@inkpace/contracts/rules/lifecycle';
import { col } from './table.ts';

/**
 * The one read-model convention for things that can be deleted and restored (contracts/rules/lifecycle.ts): a `state`
 * column ('active' | 'deleted') every read filters on, and `deleted_at`, the delete event's time (the restore window
 * and "Recently deleted" read it). A deleted row stays, with everything that hangs off it, so a restore is the same
 * write with the other state.
 */
export const lifecycleColumns = () => ({
  state: col.text<LifecycleState>(),
  deleted_at: col.timestamptz().orNull(),
});

/** The columns a row takes when it is created. */
export const LIVE_ROW = { state: 'active', deleted_at: null } as const;

/** The columns a row takes when it goes to `state` at `at` (a delete or a restore event's time). */
export const lifecycleSet = (state: LifecycleState, at: Date): { state: LifecycleState; deleted_at: Date | null } =>
  ({ state, deleted_at: state === 'deleted' ? at : null });

/** The state an event leaves a thing in, for the events of the one lifecycle (`<X>Deleted`, `<X>Restored`). */
export const stateAfter = (eventType: string): LifecycleState => (eventType.endsWith('Restored') ? 'active' : 'deleted');
