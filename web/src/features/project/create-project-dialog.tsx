import { Button, Modal } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { messages } from '@inkpace/contracts/messages';
import { REDIRECT_AFTER_FORM_MS } from '../../app/constants.ts';
import { toast } from '../../ui/toast.ts';
import { useNavigateAfter } from '../../ui/use-navigate-after.ts';
import { createFailure, createProject } from './project-actions.ts';
import { ProjectForm } from './project-form.tsx';
import { emptyProjectForm } from './project-form-values.ts';
import { projectPath } from './project-tile.tsx';

interface CreateProjectDialogProps {
  opened: boolean;
  onClose(): void;
}

/**
 * Create Project (spec §2, §5): the project form, fresh each time it opens. On success a toast names the project
 * and, a second later (spec §4, §9), the new project's page opens.
 */
export function CreateProjectDialog({ opened, onClose }: CreateProjectDialogProps): ReactNode {
  const [created, setCreated] = useState<string | null>(null);
  useNavigateAfter(created, REDIRECT_AFTER_FORM_MS);

  return (
    <Modal opened={opened} onClose={onClose} title="New Project" size="lg">
      {opened && (
        <ProjectForm
          label="New project"
          initial={emptyProjectForm}
          submitLabel="Create Project"
          loadingLabel="Creating..."
          onSave={async (values) => {
            const project = await createProject(values);
            toast.success(messages.success.created(project.title));
            setCreated(projectPath(project.id));
          }}
          failure={createFailure}
          actions={
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
          }
        />
      )}
    </Modal>
  );
}
