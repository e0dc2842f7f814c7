import { Alert, Group, MultiSelect, NativeSelect, NumberInput, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import type { Team } from '@inkpace/contracts/api/leaderboard-member';
import { sortTeams } from '@inkpace/contracts/rules/leaderboard-order';
import { MEASURE_INFO, MEASURE_LABELS, MEASURES, type MeasureName } from '@inkpace/contracts/rules/measures';
import { useFilterChoices } from '../../app/filter-choices.ts';
import { COUNT_SEPARATORS } from '../../ui/count-input.ts';
import { FormActions } from '../../ui/form-actions.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { tagColorProps } from '../../ui/tag-badge.tsx';
import { useAsyncSubmit } from '../../ui/use-async-submit.ts';
import { useZodForm } from '../../ui/use-zod-form.ts';
import { BoardColorSelect } from './board-color.tsx';
import { participationSchema, type BoardRules, type ParticipationOutput, type ParticipationValues } from './participation-values.ts';

interface ParticipationFormProps {
  label: string;
  board: BoardRules;
  teams: readonly Team[];
  initial: ParticipationValues;
  submitLabel: string;
  loadingLabel: string;
  onSave(output: ParticipationOutput, values: ParticipationValues): Promise<void>;
  failure(error: unknown): string;
  unchanged?(output: ParticipationOutput, values: ParticipationValues): boolean;
  /** Before the submit button, e.g. Cancel or Back (FormActions' order). */
  actions?: ReactNode;
}

/**
 * A member's participation (spec §5 "Participation", for joining and editing): participant or spectator; a
 * participant's board name, colour, team (on boards with teams), own goal (individual-goal mode) and the projects
 * and tags that count. Changing the goal's measure empties its count (spec §4).
 */
export function ParticipationForm({ label, board, teams, initial, submitLabel, loadingLabel, onSave, failure, unchanged, actions }: ParticipationFormProps): ReactNode {
  const schema = useMemo(() => participationSchema(board), [board]);
  const form = useZodForm(schema, initial);
  const choices = useFilterChoices();
  const [done, setDone] = useState(false);
  const values = form.values;
  const parsed = schema.safeParse(values);
  const nothingToSave = parsed.success && unchanged !== undefined && unchanged(parsed.data, values);

  const save = useAsyncSubmit(
    async (output: ParticipationOutput) => {
      await onSave(output, values);
      setDone(true);
    },
    { failure },
  );
  const teamChoices = [{ value: '', label: '(no team)' }, ...sortTeams(teams).map((t) => ({ value: String(t.id), label: t.name }))];

  return (
    <form onSubmit={form.onSubmit(save.run)} noValidate aria-label={label}>
      <Stack gap="md">
        <Radio.Group
          label="Take part as"
          value={values.isParticipant === null ? '' : values.isParticipant ? 'participant' : 'spectator'}
          onChange={(next) => form.set('isParticipant', next === 'participant')}
          error={form.errors.isParticipant}
          required
        >
          <Group gap="xl" mt="xs" align="flex-start">
            <Radio value="participant" label="Participant" description="Your progress counts in the standings." maw={320} />
            <Radio value="spectator" label="Spectator" description="You follow the board; your progress is not counted." maw={320} />
          </Group>
        </Radio.Group>
        {values.isParticipant === true && (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                {...form.text('displayName')}
                label="Display name"
                description="On this board only. Leave blank to use your usual name."
                autoComplete="off"
              />
              <BoardColorSelect value={values.color} onChange={(color) => form.set('color', color)} error={form.errors.color} description="Your line on the board's charts." />
            </SimpleGrid>
            {board.enableTeams && (
              <NativeSelect
                label="Team"
                data={teamChoices}
                value={values.teamId === null ? '' : String(values.teamId)}
                onChange={(event) => form.set('teamId', event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
                error={form.errors.teamId}
              />
            )}
            {board.individualGoalMode && (
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <NativeSelect
                  label="Goal measure"
                  data={MEASURES.map((m) => ({ value: m, label: MEASURE_LABELS[m] }))}
                  value={values.goal.measure}
                  onChange={(event) => form.set('goal', { measure: event.currentTarget.value as MeasureName, count: '' })}
                />
                <NumberInput
                  label={values.goal.measure === 'time' ? 'Your goal: hours' : 'Your goal'}
                  value={values.goal.count}
                  onChange={(count) => form.set('goal', { ...values.goal, count })}
                  rightSection={<span style={{ fontSize: 'var(--mantine-font-size-xs)' }}>{values.goal.measure === 'time' ? 'hours' : MEASURE_INFO[values.goal.measure].plural}</span>}
                  rightSectionWidth={72}
                  error={form.errors.goal}
                  {...COUNT_SEPARATORS}
                  allowDecimal={false}
                  hideControls
                  required={values.goal.measure !== 'time'}
                  flex={1}
                />
                {values.goal.measure === 'time' && (
                  <NumberInput
                    label="Your goal: minutes"
                    value={values.goal.minutes ?? ''}
                    onChange={(minutes) => form.set('goal', { ...values.goal, minutes })}
                    rightSection={<span style={{ fontSize: 'var(--mantine-font-size-xs)' }}>minutes</span>}
                    rightSectionWidth={64}
                    allowDecimal={false}
                    hideControls
                    flex={1}
                  />
                )}
              </Group>
            )}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <MultiSelect
                label="Projects"
                description="Only progress on these counts. None: every project."
                placeholder={values.workIds.length === 0 ? 'All projects' : undefined}
                data={choices.projects}
                value={values.workIds.map(String)}
                onChange={(ids) => form.set('workIds', ids.map(Number))}
                error={form.errors.workIds}
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
                onChange={(ids) => form.set('tagIds', ids.map(Number))}
                error={form.errors.tagIds}
                searchable
                clearable
                nothingFoundMessage="No such tag"
              />
            </SimpleGrid>
          </>
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
