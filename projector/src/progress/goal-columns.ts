import { GOAL_EDITABLE_FIELDS, type GoalValues } from '@inkpace/contracts/events/goal';
import type { MeasureName } from '@inkpace/contracts/rules/measures';
import { asJson, asNullableJson, columnMap } from '../runtime/column-map.ts';
import type { GoalsTable } from './tables.ts';

/** The measure entries must be in to count: a target's, or a habit's threshold's; null: any measure counts. */
const measureOf = (parameters: { threshold?: { measure: MeasureName } | null }): MeasureName | null => parameters.threshold?.measure ?? null;

/**
 * Where each field a writer edits (contracts' `goalFieldMap`) lives in `goals`: the projection's inserts and
 * updates and the API shape (goalJson) go by this map, so a new field is one line here (and a column in tables.ts).
 */
export const goalColumns = columnMap<GoalValues, GoalsTable>(GOAL_EDITABLE_FIELDS, {
  title: { column: 'title' },
  description: { column: 'description' },
  type: { column: 'type' },
  parameters: { column: 'parameters', write: asJson, derived: (p) => ({ measure: measureOf(p) }) },
  startDate: { column: 'start_date' },
  endDate: { column: 'end_date' },
  workIds: { column: 'work_ids', json: (c) => `to_jsonb(${c})` },
  tagIds: { column: 'tag_ids', json: (c) => `to_jsonb(${c})` },
  displayOnProfile: { column: 'display_on_profile' },
  plan: { column: 'plan', write: asNullableJson },
});

/** The filters that decide which entries count for a goal: changing one recounts its days. */
export const GOAL_FILTERS = ['type', 'parameters', 'startDate', 'endDate', 'workIds', 'tagIds'] as const satisfies ReadonlyArray<keyof GoalValues>;
