import { Alert, Checkbox, Group, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { MEASURE_LABELS, MEASURES, type MeasureName } from '@inkpace/contracts/rules/measures';
import { errorCode } from '../../ui/api-error.ts';
import { CalendarDateInput } from '../../ui/calendar-date-input.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { MeasureCountRows } from '../../ui/measure-count-rows.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useAsyncSubmit } from '../../ui/use-async-submit.ts';
import { useZodForm } from '../../ui/use-zod-form.ts';
import {
  fieldOfServerMessage, goalError, leaderboardFormSchema, type BoardField, type LeaderboardFormOutput, type LeaderboardFormValues,
} from './leaderboard-form-values.ts';

interface LeaderboardFormProps {
  /** The form's accessible name, e.g. "New leaderboard". */
  label: string;
  initial: LeaderboardFormValues;
  /** Create shows the creator's "take part" choice; edit does not (that is My Participation's). */
  creating: boolean;
  submitLabel: string;
  loadingLabel: string;
  /** Saves; a rejection shows its message on the field it is about, else above the buttons. */
  onSave(values: LeaderboardFormOutput): Promise<void>;
  failure(error: unknown): string;
  unchanged?(values: LeaderboardFormOutput): boolean;
  /** Before the submit button, e.g. Cancel (FormActions' order). */
  actions?: ReactNode;
}

/**
 * Create and configure a leaderboard (spec §5 "Leaderboard form", §4 "Leaderboard form behaviour"): individual-goal
 * mode hides the measures, goal and fundraiser, which are then sent empty. Checked with the contracts' create schema.
 */
export function LeaderboardForm({ label, initial, creating, submitLabel, loadingLabel, onSave, failure, unchanged, actions }: LeaderboardFormProps): ReactNode {
  const form = useZodForm(leaderboardFormSchema, initial);
  const [done, setDone] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<BoardField, string>>>({});
  const values = form.values;
  const parsed = leaderboardFormSchema.safeParse(values);
  const nothingToSave = parsed.success && unchanged !== undefined && unchanged(parsed.data);

  const set = <K extends keyof LeaderboardFormValues>(field: K, value: LeaderboardFormValues[K]): void => {
    form.set(field, value);
    setServerErrors((errors) => ({ ...errors, [field]: undefined }));
  };
  const errorOf = (field: BoardField): string | undefined => serverErrors[field] ?? form.errors[field as keyof LeaderboardFormValues];
  const setMeasures = (measures: MeasureName[]): void => {
    set('measures', measures);
    // A goal only for measures the board counts.
    if (values.goal.some((row) => !measures.includes(row.measure))) set('goal', values.goal.filter((row) => measures.includes(row.measure)));
  };

  const save = useAsyncSubmit(
    async (output: LeaderboardFormOutput) => {
      try {
        await onSave(output);
      } catch (error) {
        const field = errorCode(error) === 'VALIDATION_FAILED' && error instanceof Error ? fieldOfServerMessage(error.message) : null;
        if (field === null || !(error instanceof Error)) throw error;
        setServerErrors((errors) => ({ ...errors, [field]: error.message }));
        return;
      }
      setDone(true);
    },
    { failure },
  );

  return (
    <form onSubmit={form.onSubmit(save.run)} noValidate aria-label={label}>
      <Stack gap="md">
        <TextInput value={values.title} onChange={(event) => set('title', event.currentTarget.value)} error={errorOf('title')} label="Title" required data-autofocus />
        <Textarea label="Description" value={values.description} error={errorOf('description')} onChange={(event) => set('description', event.currentTarget.value)} rows={3} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <CalendarDateInput
            label="Start date"
            description="Leave blank to count from each member's first entry."
            value={values.startDate}
            onChange={(date) => set('startDate', date)}
            error={errorOf('startDate')}
          />
          <CalendarDateInput label="End date" description="Leave blank for a board without an end." value={values.endDate} onChange={(date) => set('endDate', date)} error={errorOf('endDate')} />
        </SimpleGrid>
        <Switch
          label="Individual goals"
          description="Each participant sets their own goal (a measure and an amount) when they join."
          checked={values.individualGoalMode}
          onChange={(event) => set('individualGoalMode', event.currentTarget.checked)}
        />
        {!values.individualGoalMode && (
          <>
            <Checkbox.Group label="Measures" description="What counts on this board." value={values.measures} onChange={(next) => setMeasures(MEASURES.filter((m) => next.includes(m)))} error={errorOf('measures')} required>
              <Group gap="md" mt="xs">
                {MEASURES.map((m) => (
                  <Checkbox key={m} value={m} label={MEASURE_LABELS[m]} />
                ))}
              </Group>
            </Checkbox.Group>
            <MeasureCountRows
              rows={values.goal}
              onChange={(rows) => set('goal', rows)}
              check={(goal) => goalError({ ...values, goal })}
              error={serverErrors.goal}
              legend="Goal"
              description="Optional: a target for each participant, per measure (time in hours and minutes)."
              addLabel="Add a goal"
              rowNoun="goal"
              countLabel={(measure) => `Goal in ${measure}`}
              offered={values.measures}
            />
            <Switch
              label="Fundraiser mode"
              description="Everyone's progress adds up toward the goal together."
              checked={values.fundraiserMode}
              onChange={(event) => set('fundraiserMode', event.currentTarget.checked)}
            />
          </>
        )}
        <Switch
          label="Teams"
          description="Owners put members on teams; the board shows each team's standing."
          checked={values.enableTeams}
          onChange={(event) => set('enableTeams', event.currentTarget.checked)}
        />
        <Switch
          label="Open to new members"
          description="Anyone with the join code can join."
          checked={values.isJoinable}
          onChange={(event) => set('isJoinable', event.currentTarget.checked)}
        />
        {creating && (
          <Switch
            label="I'm taking part"
            description="Off: you run the board as a spectator, and your progress does not count. You can change this later."
            checked={values.isParticipant}
            onChange={(event) => set('isParticipant', event.currentTarget.checked)}
          />
        )}
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
