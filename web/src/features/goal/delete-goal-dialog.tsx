import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { Goal } from '@inkpace/contracts/api/goal';
import { messages } from '@inkpace/contracts/messages';
import { goalsChanged } from '../../app/progress-cache.ts';
import { offerUndo } from '../../app/restore.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { deleteGoal, deleteGoalFailure } from './goal-actions.ts';

/** Deletes the goal once its title is typed exactly (spec §5); then back to the list with a toast that offers Undo. */
export function DeleteGoalDialog({ goal, opened, onClose }: { goal: Goal; opened: boolean; onClose(): void }): ReactNode {
  const [, navigate] = useLocation();

  const remove = async (): Promise<void> => {
    await deleteGoal(goal.id);
    offerUndo({ kind: 'goal', id: goal.id }, { message: messages.success.deleted(goal.title), restored: messages.success.restored(goal.title), back: { to: `/goals/${goal.id}`, navigate } });
    // Leave the page before its data is marked stale, so it does not reload a goal that is gone.
    navigate('/goals');
    goalsChanged();
  };

  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title="Delete Goal"
      typed={{ expected: goal.title, mismatch: messages.validation.typedTitle, label: "Type the goal's title to confirm", description: goal.title }}
      confirmLabel="Delete Goal"
      loadingLabel="Deleting..."
      onConfirm={remove}
      failure={deleteGoalFailure}
    >
      {messages.confirm.aboutTo(`delete ${goal.title}`)}
    </ConfirmDialog>
  );
}
