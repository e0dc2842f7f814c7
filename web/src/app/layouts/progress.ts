import type { ComponentType, LazyExoticComponent } from 'react';

export interface ProgressDialogProps {
  opened: boolean;
  onClose(): void;
}

/**
 * The progress-entry dialog (document 2) plugs in here when its feature is built, e.g.
 * `progress.Dialog = lazy(() => import('../../features/tally/progress-dialog.tsx'))`. Until then the Log Progress
 * and Enter Progress buttons show as "Soon".
 */
export const progress: { Dialog: LazyExoticComponent<ComponentType<ProgressDialogProps>> | null } = { Dialog: null };
