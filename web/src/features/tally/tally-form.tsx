import { Alert, Stack, Switch } from '@mantine/core';
import { useCallback, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import type { CreateTallyBody } from '@inkpace/contracts/api/tally';
import type { CountedEntry } from '@inkpace/contracts/rules/set-total';
import { CalendarDateInput } from '../../ui/calendar-date-input.tsx';
import { CancelButton, FormActions } from '../../ui/form-actions.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useAsyncSubmit } from '../../ui/use-async-submit.ts';
import { useCloseAfterSuccess } from '../../ui/use-close-after-success.ts';
import { toast } from '../../ui/toast.ts';
import { LowerTotalDialog } from './lower-total-dialog.tsx';
import { MeasureRows } from './measure-rows.tsx';
import { NoteField } from './note-field.tsx';
import { ProjectField } from './project-field.tsx';
import { checkProgress, type MeasureRow, type ProgressValues, type SharedField } from './progress-values.ts';
import { useSetTotalChanges } from './set-total-changes.ts';
import { TagsField } from './tags-field.tsx';

export interface TallyFormProps {
  initial: ProgressValues;
  /** Create: several measures at once and the Set total switch; edit: the entry's one measure. */
  multiple: boolean;
  submitLabel: string;
  loadingLabel: string;
  /** Sends the entries (one per measure row); a rejection shows `failure(error)`. */
  save(bodies: CreateTallyBody[], values: ProgressValues): Promise<void>;
  failure(error: unknown): string;
  success: string;
  /** Edit: nothing to send while the entry is unchanged. */
  unchanged?(bodies: CreateTallyBody[]): boolean;
  /** Edit: the entry as stored, so a set total does not count it against itself. */
  replacing?: CountedEntry;
  /** Log Progress remembers the Set total switch in this browser as it is flipped. */
  onSetTotalChange?(setTotal: boolean): void;
  /** Cancel, and 1 s after a success (spec §4: forms close 1 second after success). */
  onClose(): void;
}

/** The progress-entry form shared by Log Progress and Edit: validated with the server's schema. */
export function TallyForm(props: TallyFormProps): ReactNode {
  // The latest onClose, so a parent that re-renders (lists refetching after the save) does not restart the timer.
  const [values, setValues] = useState(props.initial);
  // Field errors show only for fields the user has changed (spec §4).
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [done, setDone] = useState(false);

  const check = useMemo(() => checkProgress(values), [values]);
  const errors: Partial<Record<string, string>> = {};
  for (const [key, message] of Object.entries(check.errors)) if (touched.has(key)) errors[key] = message;
  const unchanged = check.bodies !== null && (props.unchanged?.(check.bodies) ?? false);
  const changes = useSetTotalChanges(values, props.replacing);
  // A set total that lowers a total is confirmed first (issue 12 #1): the bodies wait here meanwhile.
  const [lowering, setLowering] = useState<CreateTallyBody[] | null>(null);
  const lowered = [...changes.values()].filter((c) => c.change < 0);

  const touch = (keys: string[]): void => setTouched((t) => new Set([...t, ...keys]));
  const set = <K extends SharedField | 'setTotal'>(field: K, value: ProgressValues[K]): void => {
    setValues((v) => ({ ...v, [field]: value }));
    touch([field]);
  };
  const setRows = (rows: MeasureRow[], keys: string[]): void => {
    setValues((v) => ({ ...v, rows }));
    touch(keys);
  };
  const autoSelect = useCallback((workId: number) => setValues((v) => (v.workId === null ? { ...v, workId } : v)), []);

  useCloseAfterSuccess(done, props.onClose);

  const save = useAsyncSubmit(
    async (bodies: CreateTallyBody[]) => {
      await props.save(bodies, values);
      toast.success(props.success);
      setDone(true);
    },
    { failure: props.failure },
  );
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (check.bodies === null || unchanged || done) return;
    if (values.setTotal && lowered.length > 0) setLowering(check.bodies);
    else void save.run(check.bodies);
  };

  return (
    <>
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <CalendarDateInput label="Date" value={values.date || null} onChange={(date) => set('date', date ?? '')} error={errors.date} required clearable={false} initialFocus />
        <ProjectField value={values.workId} onChange={(id) => set('workId', id)} onAutoSelect={autoSelect} error={errors.workId} />
        <MeasureRows rows={values.rows} multiple={props.multiple} errors={errors} setTotal={values.setTotal} changes={changes} onChange={setRows} />
        <Switch
          label="Set total"
          description="The count is this project's new total up to this date, not the progress made on it."
          checked={values.setTotal}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            set('setTotal', checked);
            props.onSetTotalChange?.(checked);
          }}
        />
        <TagsField value={values.tags} onChange={(tags) => set('tags', tags)} error={errors.tags} />
        <NoteField value={values.note} onChange={(note) => set('note', note)} error={errors.note} />
        {save.error && <Alert color="red">{save.error}</Alert>}
        <FormActions
          cancel={<CancelButton onClick={props.onClose} pending={save.pending} />}
        >
          <SubmitButton valid={check.bodies !== null && !unchanged && !done} pending={save.pending} loadingLabel={props.loadingLabel}>
            {props.submitLabel}
          </SubmitButton>
        </FormActions>
      </Stack>
    </form>
    {/* Outside the form: a portal's submit would bubble to this form's onSubmit through React. */}
    <LowerTotalDialog
        lowered={lowering ? lowered : []}
        date={values.date}
        onClose={() => setLowering(null)}
        onConfirm={async () => { if (lowering) await save.run(lowering); }}
        failure={props.failure}
      />
    </>
  );
}
