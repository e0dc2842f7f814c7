import { Alert, NativeSelect, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { PHASE_LABELS, PROJECT_PHASES, type ProjectPhase } from '@inkpace/contracts/rules/projects';
import { FormActions } from '../../ui/form-actions.tsx';
import { MeasureCountRows } from '../../ui/measure-count-rows.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useAsyncSubmit } from '../../ui/use-async-submit.ts';
import { useZodForm } from '../../ui/use-zod-form.ts';
import { balancesError, projectFormSchema, type ProjectFormOutput, type ProjectFormValues } from './project-form-values.ts';

/** A native select: the blank first choice stands for "no phase yet" on a new project. */
const phaseChoices = [
  { value: '', label: 'Pick a phase', disabled: true },
  ...PROJECT_PHASES.map((phase) => ({ value: phase, label: PHASE_LABELS[phase] })),
];
const isPhase = (value: string): value is ProjectPhase => (PROJECT_PHASES as readonly string[]).includes(value);

interface ProjectFormProps {
  /** The form's accessible name, e.g. "New project". */
  label: string;
  initial: ProjectFormValues;
  submitLabel: string;
  loadingLabel: string;
  /** Saves the values; a rejection shows `failure(error)`. Resolving ends the form (it closes about 1 s later). */
  onSave(values: ProjectFormOutput): Promise<void>;
  failure(error: unknown): string;
  /** True when there is nothing to save (the edit form's values equal the project's). */
  unchanged?(values: ProjectFormOutput): boolean;
  /** Before the submit button, e.g. Cancel (FormActions' order). */
  actions?: ReactNode;
}

/**
 * Create and edit a project (spec §5): title, description, phase, shown on the profile, starting balances.
 * Validated with the contracts schema; submit is disabled while invalid and shows a loading label meanwhile.
 */
export function ProjectForm({ label, initial, submitLabel, loadingLabel, onSave, failure, unchanged, actions }: ProjectFormProps): ReactNode {
  const form = useZodForm(projectFormSchema, initial);
  const [done, setDone] = useState(false);
  const description = form.text('description');
  const parsed = projectFormSchema.safeParse(form.values);
  const nothingToSave = parsed.success && unchanged !== undefined && unchanged(parsed.data);

  const save = useAsyncSubmit(
    async (values: ProjectFormOutput) => {
      await onSave(values);
      setDone(true);
    },
    { failure },
  );

  return (
    <form onSubmit={form.onSubmit(save.run)} noValidate aria-label={label}>
      <Stack gap="md">
        <TextInput {...form.text('title')} label="Title" required data-autofocus />
        {/* The shared text binding is typed for inputs; a textarea gets its own change handler. */}
        <Textarea
          label="Description"
          value={description.value}
          error={description.error}
          onChange={(event) => form.set('description', event.currentTarget.value)}
          rows={4}
        />
        <NativeSelect
          label="Phase"
          data={phaseChoices}
          value={form.values.phase ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            form.set('phase', isPhase(value) ? value : null);
          }}
          error={form.errors.phase}
          required
        />
        <Switch
          label="Show on my public profile"
          description="Only takes effect when your public profile is enabled."
          checked={form.values.displayOnProfile}
          onChange={(event) => form.set('displayOnProfile', event.currentTarget.checked)}
        />
        <MeasureCountRows
          rows={form.values.balances}
          onChange={(rows) => form.set('balances', rows)}
          check={balancesError}
          legend="Starting balances"
          description="Progress made before you started tracking it here (time in hours and minutes)."
          addLabel="Add a starting balance"
          rowNoun="balance"
          countLabel={(plural) => `Starting ${plural}`}
        />
        {save.error && <Alert color="red">{save.error}</Alert>}
        <FormActions cancel={actions}>
          <SubmitButton valid={form.valid} pending={save.pending} loadingLabel={loadingLabel} disabled={done || nothingToSave}>
            {submitLabel}
          </SubmitButton>
        </FormActions>
      </Stack>
    </form>
  );
}
