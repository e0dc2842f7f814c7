import { Alert, Group, MultiSelect, Radio, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { GOAL_TYPES, type GoalType } from '@inkpace/contracts/rules/goal-validation';
import { useFilterChoices } from '../../app/filter-choices.ts';
import { errorCode } from '../../ui/api-error.ts';
import { CalendarDateInput } from '../../ui/calendar-date-input.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { tagColorProps } from '../../ui/tag-badge.tsx';
import { useAsyncSubmit } from '../../ui/use-async-submit.ts';
import { useZodForm } from '../../ui/use-zod-form.ts';
import { fieldOfServerMessage, goalFormSchema, type GoalFormOutput, type GoalFormValues, type ServerField } from './goal-form-values.ts';
import { GoalParametersFields } from './goal-parameters-fields.tsx';
import { PlanEditor } from './plan-editor.tsx';

const TYPE_INFO: Record<GoalType, { label: string; description: string }> = {
  target: { label: 'Target', description: 'Reach a total, e.g. 50,000 words by the end of November.' },
  habit: { label: 'Habit', description: 'Keep at it regularly, e.g. write every day, or 2 hours a week.' },
};
const isGoalType = (value: string): value is GoalType => (GOAL_TYPES as readonly string[]).includes(value);

interface GoalFormProps {
  /** The form's accessible name, e.g. "New goal". */
  label: string;
  initial: GoalFormValues;
  /** The writer's weekStartDay setting (the plan editor's week order). */
  weekStartDay: number;
  submitLabel: string;
  loadingLabel: string;
  /** Saves the values; a rejection shows its message on the field it is about, else above the buttons. */
  onSave(values: GoalFormOutput): Promise<void>;
  failure(error: unknown): string;
  /** True when there is nothing to save (the edit form's values equal the goal's). */
  unchanged?(values: GoalFormOutput): boolean;
  /** Before the submit button, e.g. Cancel (FormActions' order). */
  actions?: ReactNode;
}

/**
 * Create and edit a goal (spec §5 "Goal create/edit", §4 "Goal form"): title, description, type (each type keeps
 * its own entries), threshold or cadence, dates, projects and tags, and for targets a pace plan. Checked with the
 * contracts' create schema; a server's 400 shows on its field.
 */
export function GoalForm({ label, initial, weekStartDay, submitLabel, loadingLabel, onSave, failure, unchanged, actions }: GoalFormProps): ReactNode {
  const form = useZodForm(goalFormSchema, initial);
  const choices = useFilterChoices();
  const [done, setDone] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<ServerField, string>>>({});
  const values = form.values;
  const parsed = goalFormSchema.safeParse(values);
  const nothingToSave = parsed.success && unchanged !== undefined && unchanged(parsed.data);

  const set = <K extends ServerField>(field: K, value: GoalFormValues[K]): void => {
    form.set(field, value);
    setServerErrors((errors) => ({ ...errors, [field]: undefined }));
  };
  const errorOf = (field: ServerField): string | undefined => serverErrors[field] ?? form.errors[field];

  const save = useAsyncSubmit(
    async (output: GoalFormOutput) => {
      try {
        await onSave(output);
      } catch (error) {
        const field = errorCode(error) === 'VALIDATION_FAILED' && error instanceof Error ? fieldOfServerMessage(error.message, values) : null;
        if (field === null || !(error instanceof Error)) throw error;
        setServerErrors((errors) => ({ ...errors, [field]: error.message }));
        return;
      }
      setDone(true);
    },
    { failure },
  );
  const description = form.text('description');

  return (
    <form onSubmit={form.onSubmit(save.run)} noValidate aria-label={label}>
      <Stack gap="md">
        <TextInput
          {...form.text('title')}
          onChange={(event) => set('title', event.currentTarget.value)}
          error={errorOf('title')}
          label="Title"
          required
          data-autofocus
        />
        <Textarea
          label="Description"
          value={description.value}
          error={errorOf('description')}
          onChange={(event) => set('description', event.currentTarget.value)}
          rows={3}
        />
        <Radio.Group
          label="Type"
          value={values.type}
          onChange={(next) => {
            if (isGoalType(next)) set('type', next);
          }}
          error={errorOf('type')}
          required
        >
          <Group gap="xl" mt="xs" align="flex-start">
            {GOAL_TYPES.map((type) => (
              <Radio key={type} value={type} label={TYPE_INFO[type].label} description={TYPE_INFO[type].description} maw={320} />
            ))}
          </Group>
        </Radio.Group>
        <GoalParametersFields type={values.type} value={values.parameters} onChange={(next) => set('parameters', next)} error={errorOf('parameters')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <CalendarDateInput
            label="Start date"
            description="Leave blank to start with your first entry."
            value={values.startDate}
            onChange={(date) => set('startDate', date)}
            error={errorOf('startDate')}
          />
          <CalendarDateInput
            label="End date"
            description="Leave blank for a goal without an end."
            value={values.endDate}
            onChange={(date) => set('endDate', date)}
            error={errorOf('endDate')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <MultiSelect
            label="Projects"
            description="Only progress on these counts. None: every project."
            placeholder={values.workIds.length === 0 ? 'All projects' : undefined}
            data={choices.projects}
            value={values.workIds.map(String)}
            onChange={(ids) => set('workIds', ids.map(Number))}
            error={errorOf('workIds')}
            searchable
            clearable
            nothingFoundMessage="No such project"
          />
          <MultiSelect
            label="Tags"
            description="Only progress with one of these tags counts. None: any."
            placeholder={values.tagIds.length === 0 ? 'Any tags' : undefined}
            data={choices.tags}
            {...tagColorProps(choices.tagColor)}
            value={values.tagIds.map(String)}
            onChange={(ids) => set('tagIds', ids.map(Number))}
            error={errorOf('tagIds')}
            searchable
            clearable
            nothingFoundMessage="No such tag"
          />
        </SimpleGrid>
        {values.type === 'target' && (
          <PlanEditor value={values.plan} onChange={(plan) => set('plan', plan)} weekStartDay={weekStartDay} error={errorOf('plan')} />
        )}
        <Switch
          label="Show on my public profile"
          description="Only takes effect when your public profile is enabled."
          checked={values.displayOnProfile}
          onChange={(event) => set('displayOnProfile', event.currentTarget.checked)}
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
