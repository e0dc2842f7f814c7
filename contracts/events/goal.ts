import { z } from 'zod';
import type { EventUnion } from './event.ts';
import { calendarDate, id, measureName, uuid } from './values.ts';

export const goalStream = (goalUuid: string) => `goal-${goalUuid}`;

const thresholdValue = z.object({ measure: measureName, count: z.number().int() });
// Habit first: a habit with a threshold also fits the target shape, and parsing it as one would drop its cadence.
const parametersValue = z.union([
  z.object({ cadence: z.object({ unit: z.enum(['day', 'week', 'month', 'year']), period: z.number().int() }), threshold: thresholdValue.nullable() }),
  z.object({ threshold: thresholdValue }),
]);

const editable = {
  title: z.string(),
  description: z.string(),
  type: z.enum(['target', 'habit']),
  parameters: parametersValue,
  startDate: calendarDate.nullable(),
  endDate: calendarDate.nullable(),
  workIds: z.array(id),
  tagIds: z.array(id),
  displayOnProfile: z.boolean(),
  plan: z.object({ weekdayWeights: z.array(z.number()), restDates: z.array(calendarDate) }).nullable(),
};

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
export type GoalValues = { [K in keyof typeof editable]: z.infer<(typeof editable)[K]> };
export const GOAL_EDITABLE_FIELDS = Object.keys(editable) as Array<keyof GoalValues>;
