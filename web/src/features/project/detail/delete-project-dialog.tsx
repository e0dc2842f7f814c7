import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { projectRoutes, type SummarizedProject } from '@inkpace/contracts/api/project';
import { messages } from '@inkpace/contracts/messages';
import { call } from '../../../app/api.ts';
import { projectsChanged } from '../../../app/progress-cache.ts';
import { offerUndo } from '../../../app/restore.ts';
import { errorText } from '../../../ui/api-error.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';

interface DeleteProjectDialogProps {
  project: SummarizedProject;
  opened: boolean;
  onClose(): void;
}

export const deleteFailure = (error: unknown): string =>
  errorText(error, { NOT_LOGGED_IN: null }, messages.errors.projectDeleteFailed);

/** Deletes the project once its title is typed exactly; then back to the list with a toast that offers Undo. */
export function DeleteProjectDialog({ project, opened, onClose }: DeleteProjectDialogProps): ReactNode {
  const [, navigate] = useLocation();

  const remove = async (): Promise<void> => {
    await call(projectRoutes.remove, { params: { id: project.id } });
    offerUndo({ kind: 'project', id: project.id }, { message: messages.success.deleted(project.title), restored: messages.success.restored(project.title), back: { to: `/projects/${project.id}`, navigate } });
    // Leave the page before its data is marked stale, so it does not reload a project that is gone.
    navigate('/projects');
    projectsChanged();
  };

  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title="Delete Project"
      typed={{
        expected: project.title,
        mismatch: messages.validation.typedTitle,
        label: "Type the project's title to confirm",
        description: project.title,
      }}
      confirmLabel="Delete Project"
      loadingLabel="Deleting..."
      onConfirm={remove}
      failure={deleteFailure}
    >
      {messages.confirm.aboutTo(`delete ${project.title}`)}
    </ConfirmDialog>
  );
}
