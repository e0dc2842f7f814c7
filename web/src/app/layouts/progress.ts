import { atom, getDefaultStore } from 'jotai';
import type { ComponentType, LazyExoticComponent } from 'react';

export interface ProgressDialogProps {
  opened: boolean;
  onClose(): void;
  /** The project to pre-select (the project page's own), if any. */
  projectId: number | null;
}

/**
 * The progress-entry dialog (document 2) plugs in here from its feature:
 * `progress.Dialog = lazy(() => import('../../features/tally/progress-dialog.tsx'))`. Until then the Log Progress
 * and Enter Progress buttons show as "Soon".
 */
export const progress: { Dialog: LazyExoticComponent<ComponentType<ProgressDialogProps>> | null } = { Dialog: null };

/**
 * Which project the dialog pre-selects when opened from the sidebar or the floating button: a project page sets
 * its own id while it is shown (spec: "Project pages pre-select that project in the progress form").
 */
export const pageProjectAtom = atom<number | null>(null);

/**
 * How many Log Progress buttons the shown page has of its own (a project's, a goal's): while there is one, the
 * floating Enter Progress button stays away, so it never covers the page for a button already in it.
 */
export const pageProgressButtonsAtom = atom(0);

/**
 * Whether the dialog is open, for which project, and what had focus when it opened (focus goes back there when it
 * closes); any page may open it (e.g. a project's Log Progress).
 */
export const progressDialogAtom = atom<{ opened: boolean; projectId: number | null; opener: HTMLElement | null }>({ opened: false, projectId: null, opener: null });

export function openProgressDialog(projectId: number | null = null): void {
  const store = getDefaultStore();
  const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  store.set(progressDialogAtom, { opened: true, projectId: projectId ?? store.get(pageProjectAtom), opener });
}

/**
 * Closes the dialog (Escape, Cancel, Close or a save) and puts focus back on the button that opened it, unless the
 * writer went to another page from it. The dialog leaves the page at once, so Mantine's own focus return (which
 * needs it to stay mounted) cannot do it.
 */
export function closeProgressDialog({ returnFocus = true }: { returnFocus?: boolean } = {}): void {
  const store = getDefaultStore();
  const { opener } = store.get(progressDialogAtom);
  store.set(progressDialogAtom, { opened: false, projectId: null, opener: null });
  if (!returnFocus) return;
  setTimeout(() => {
    if (opener?.isConnected) opener.focus({ preventScroll: true });
  }, 0);
}
