import { z } from 'zod';
import type { EventUnion } from './event.ts';
import { goalFieldMap } from '../api/goal.ts';
import { storedShape } from '../api/field-map.ts';
import { id, uuid } from './values.ts';

export const goalStream = (goalUuid: string) => `goal-${goalUuid}`;

/** The fields a writer edits, as stored: their one definition is `goalFieldMap` (its `stored` shapes). */
const editable = storedShape(goalFieldMap);

export const goalEventSchemas = {
  GoalCreated: z.object({ id, uuid, ownerId: id, ownerUuid: uuid, starred: z.boolean(), ...editable }),
  /** Only the fields that changed (a type and its parameters change together). */
  GoalEdited: z.object({ id, ...editable }).partial().required({ id: true }),
  GoalStarred: z.object({ id, starred: z.boolean() }),
  /** Hides the goal; the log keeps it, so it can be restored. */
  GoalDeleted: z.object({ id }),
  GoalRestored: z.object({ id }),
};
export type GoalEvent = EventUnion<typeof goalEventSchemas>;
export { GOAL_EDITABLE_FIELDS, type GoalValues } from '../api/goal.ts';
