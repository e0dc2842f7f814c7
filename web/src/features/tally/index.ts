/**
 * The progress-entry feature ("tally"): the Log Progress dialog and the edit and delete dialogs of one entry.
 *
 * - `ProgressDialog({ opened, onClose, projectId })` (ProgressDialogProps from app/layouts/progress.ts): hosted by
 *   the app layout; pages open it with `openProgressDialog(projectId)` rather than rendering it themselves.
 * - `EditTallyDialog({ tally, onClose })`: open while `tally: TallyWithWorkAndTags | null` is set; PATCHes only the
 *   changed fields, toasts "Progress saved!", refreshes the progress caches and calls `onClose` 1 s later.
 * - `DeleteTallyDialog({ tally, onClose })`: open while `tally` is set; asks Yes / No, DELETEs, toasts "Your
 *   progress entry has been deleted.", refreshes the progress caches and calls `onClose`.
 *
 * `onClose` should set the parent's `tally` back to null; both also call it on cancel.
 */
export { ProgressDialog } from './progress-dialog.tsx';
export { EditTallyDialog } from './edit-tally-dialog.tsx';
export { DeleteTallyDialog } from './delete-tally-dialog.tsx';
