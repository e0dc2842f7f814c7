import { goalRoutes, type Goal, type UpdateGoalBody } from '@inkpace/contracts/api/goal';
import { messages } from '@inkpace/contracts/messages';
import { call } from '../../app/api.ts';
import { goalsChanged } from '../../app/progress-cache.ts';
import { errorText } from '../../ui/api-error.ts';
import type { GoalFormOutput } from './goal-form-values.ts';

/**
 * The goal writes (spec §7). Each one refreshes the cached goal list, pages and progress afterwards (spec §4
 * "Lists and refresh"): the list, the goal's page and the sidebar's starred goals all read those keys.
 */

export const goalPath = (id: number): string => `/goals/${id}`;

export async function createGoal(values: GoalFormOutput): Promise<Goal> {
  const created = await call(goalRoutes.create, { body: values });
  goalsChanged();
  return created;
}

export async function updateGoal(id: number, changes: UpdateGoalBody): Promise<Goal> {
  const updated = await call(goalRoutes.update, { params: { id }, body: changes });
  goalsChanged();
  return updated;
}

export const setGoalStarred = (id: number, starred: boolean): Promise<Goal> => updateGoal(id, { starred });

/** Deletes the goal; the caller leaves its page first, then the lists refresh. */
export async function deleteGoal(id: number): Promise<void> {
  await call(goalRoutes.remove, { params: { id } });
}

/** Failures (spec §8): a refused field shows the server's words, anything else the catalogue's. */
export const createGoalFailure = (error: unknown): string =>
  errorText(error, { VALIDATION_FAILED: null, NOT_LOGGED_IN: null }, messages.errors.goalCreateFailed);
export const updateGoalFailure = (error: unknown): string =>
  errorText(error, { VALIDATION_FAILED: null, NOT_LOGGED_IN: null, NOT_FOUND: null }, messages.errors.goalUpdateFailed);
export const deleteGoalFailure = (error: unknown): string => errorText(error, { NOT_LOGGED_IN: null }, messages.errors.goalDeleteFailed);
