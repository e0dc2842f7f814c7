import type { ReactNode } from 'react';
import { StarToggle } from '../../ui/star-toggle.tsx';
import { setGoalStarred, updateGoalFailure } from './goal-actions.ts';

/** Toggles a goal's star (spec §4 "Starring"), with a spinner meanwhile; the lists and sidebar refresh after. */
export function GoalStarButton({ goalId, title, starred }: { goalId: number; title: string; starred: boolean }): ReactNode {
  return <StarToggle title={title} starred={starred} save={(next) => setGoalStarred(goalId, next)} failure={updateGoalFailure} />;
}
