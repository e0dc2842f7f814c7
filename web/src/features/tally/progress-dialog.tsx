import { Modal } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { tallyRoutes, type CreateTallyBody } from '@inkpace/contracts/api/tally';
import { messages } from '@inkpace/contracts/messages';
import { call } from '../../app/api.ts';
import type { ProgressDialogProps } from '../../app/layouts/progress.ts';
import { progressChanged } from '../../app/progress-cache.ts';
import { currentWritersToday } from '../../app/writers-today.ts';
import { lastMeasure, lastSetTotal, rememberMeasure, rememberSetTotal } from './progress-prefs.ts';
import { newRow, type ProgressValues } from './progress-values.ts';
import { isWritePending } from '../../ui/api-error.ts';
import { toast } from '../../ui/toast.ts';
import { saveFailure } from './tally-errors.ts';
import { TallyForm } from './tally-form.tsx';

/**
 * A new entry starts today (the writer's own, from their time zone and day end) with the remembered measure, and
 * Set total as the switch was left (off after a saved entry).
 */
function freshValues(projectId: number | null): ProgressValues {
  return { date: currentWritersToday(), workId: projectId, rows: [newRow(lastMeasure())], setTotal: lastSetTotal(), tags: [], note: '' };
}

/**
 * One measure is one entry (POST /tally). Several go together through POST /tally/batch, which is all-or-nothing:
 * a failure leaves no half-logged entry behind, so sending the form again cannot log a measure twice.
 */
async function logProgress(bodies: CreateTallyBody[]): Promise<void> {
  const [first] = bodies;
  if (!first) return;
  try {
    if (bodies.length === 1) await call(tallyRoutes.create, { body: first });
    else await call(tallyRoutes.batch, { body: bodies });
  } catch (error) {
    // Stored, only not visible yet: the form closes as saved (so it is not sent twice) and says to refresh soon.
    if (!isWritePending(error)) throw error;
    toast.info(error.message);
  }
  rememberMeasure(first.measure);
  // Set total is for the entry it was turned on for: the next one is progress again (issue 27).
  rememberSetTotal(false);
  progressChanged();
}

/** The form of one opening: its starting values are taken once, so today's date and the preferences are current. */
function LogProgressForm({ projectId, onClose }: { projectId: number | null; onClose(): void }): ReactNode {
  const [initial] = useState(() => freshValues(projectId));
  return (
    <TallyForm
      initial={initial}
      multiple
      submitLabel="Save Progress"
      loadingLabel="Saving..."
      save={logProgress}
      failure={saveFailure}
      success={messages.success.progressLogged}
      onSetTotalChange={rememberSetTotal}
      onClose={onClose}
    />
  );
}

/**
 * Log Progress (spec §2, §4): a fresh form each time it opens, pre-selecting `projectId` (the project page's own,
 * if any). Several measures at once share the date, project, tags and note.
 */
export function ProgressDialog({ opened, onClose, projectId }: ProgressDialogProps): ReactNode {
  return (
    <Modal opened={opened} onClose={onClose} title="Log Progress" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      {opened && <LogProgressForm projectId={projectId} onClose={onClose} />}
    </Modal>
  );
}
