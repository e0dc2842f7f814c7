import { Modal } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { tagNameKey } from '@inkpace/contracts/api/tag';
import { tallyRoutes, type CreateTallyBody, type TallyWithWorkAndTags, type UpdateTallyBody } from '@inkpace/contracts/api/tally';
import { messages } from '@inkpace/contracts/messages';
import { partsFromMinutes } from '@inkpace/contracts/rules/time-entry';
import { call } from '../../app/api.ts';
import { progressChanged } from '../../app/progress-cache.ts';
import { newRow, type ProgressValues } from './progress-values.ts';
import { saveFailure } from './tally-errors.ts';
import { TallyForm } from './tally-form.tsx';

/** The entry as the form shows it: one measure row (time split into hours and minutes), Set total off. */
function valuesOf(tally: TallyWithWorkAndTags): ProgressValues {
  const row = newRow(tally.measure);
  if (tally.measure === 'time') {
    const { hours, minutes } = partsFromMinutes(tally.count);
    Object.assign(row, { hours, minutes });
  } else row.count = tally.count;
  return { date: tally.date, workId: tally.workId, rows: [row], setTotal: false, tags: tally.tags.map((t) => t.name), note: tally.note };
}

const sameTags = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((name) => b.some((other) => tagNameKey(other) === tagNameKey(name)));

/**
 * The PATCH body: only what changed. With Set total the count is a new total, so it is sent with the flag even
 * when the number is the same.
 */
export function changedTallyFields(tally: TallyWithWorkAndTags, body: CreateTallyBody): UpdateTallyBody {
  const changes: UpdateTallyBody = {};
  if (body.date !== tally.date) changes.date = body.date;
  if (body.workId !== tally.workId) changes.workId = body.workId;
  if (body.measure !== tally.measure) changes.measure = body.measure;
  if (body.count !== tally.count || body.setTotal) changes.count = body.count;
  if (body.setTotal) changes.setTotal = true;
  if (body.note !== tally.note) changes.note = body.note;
  if (!sameTags(body.tags, tally.tags.map((t) => t.name))) changes.tags = body.tags;
  return changes;
}

/** The form for one entry; its starting values are taken once. */
function EditTallyForm({ tally, onClose }: { tally: TallyWithWorkAndTags; onClose(): void }): ReactNode {
  const [initial] = useState(() => valuesOf(tally));
  const save = async ([body]: CreateTallyBody[]): Promise<void> => {
    if (!body) return;
    await call(tallyRoutes.update, { params: { id: tally.id }, body: changedTallyFields(tally, body) });
    progressChanged();
  };
  return (
    <TallyForm
      initial={initial}
      multiple={false}
      replacing={{ projectId: tally.workId, measure: tally.measure, date: tally.date, count: tally.count }}
      submitLabel="Save Changes"
      loadingLabel="Saving..."
      save={save}
      failure={saveFailure}
      success={messages.success.progressSaved}
      unchanged={([body]) => body === undefined || Object.keys(changedTallyFields(tally, body)).length === 0}
      onClose={onClose}
    />
  );
}

/**
 * Edit one progress entry (PATCH /tally/:id with only the fields that changed). Open while `tally` is set; `onClose`
 * is called on cancel and 1 s after a successful save (the parent then sets `tally` to null).
 */
export function EditTallyDialog({ tally, onClose }: { tally: TallyWithWorkAndTags | null; onClose(): void }): ReactNode {
  return (
    <Modal opened={tally !== null} onClose={onClose} title="Edit Progress" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      {tally && <EditTallyForm key={tally.id} tally={tally} onClose={onClose} />}
    </Modal>
  );
}
