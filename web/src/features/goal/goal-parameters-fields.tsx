import { Group, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Measure } from '@inkpace/contracts/api/fields';
import { CADENCE_UNITS, type CadenceUnit } from '@inkpace/contracts/rules/habit-periods';
import { MEASURE_LABELS, MEASURES } from '@inkpace/contracts/rules/measures';
import type { GoalType } from '@inkpace/contracts/rules/goal-validation';
import { messages } from '@inkpace/contracts/messages';
import { COUNT_SEPARATORS } from '../../ui/count-input.ts';
import ui from '../../ui/ui.module.css';
import type { GoalParametersValues } from './goal-form-values.ts';

const PERIOD_MESSAGES: readonly string[] = [messages.validation.habitPeriod, messages.validation.habitPeriodWhole, messages.validation.goalCadenceUnit];

const measureChoices = MEASURES.map((m) => ({ value: m, label: MEASURE_LABELS[m] }));
const isMeasure = (value: string): value is Measure => (MEASURES as readonly string[]).includes(value);
const UNIT_LABELS: Record<CadenceUnit, string> = { day: 'Days', week: 'Weeks', month: 'Months', year: 'Years' };
const unitChoices = CADENCE_UNITS.map((u) => ({ value: u, label: UNIT_LABELS[u] }));
const isUnit = (value: string): value is CadenceUnit => (CADENCE_UNITS as readonly string[]).includes(value);

/** Time is counted in minutes (spec §3); the count's description says so. */
const countHint = (measure: Measure): string | undefined => (measure === 'time' ? 'In minutes.' : undefined);

interface ParametersFieldsProps {
  type: GoalType;
  value: GoalParametersValues;
  onChange(value: GoalParametersValues): void;
  error: string | undefined;
}

/**
 * A target's threshold (measure and count), or a habit's cadence (every N days, weeks, months or years) with an
 * optional threshold. Each type edits its own set, so switching the type back and forth keeps both.
 */
export function GoalParametersFields({ type, value, onChange, error }: ParametersFieldsProps): ReactNode {
  if (type === 'target') {
    const target = value.target;
    const set = (next: Partial<typeof target>): void => onChange({ ...value, target: { ...target, ...next } });
    return (
      <Group gap="sm" align="flex-start" grow>
        <NumberInput
          label="Target"
          description={countHint(target.measure) ?? 'How much, in total.'}
          value={target.count}
          onChange={(count) => set({ count })}
          error={error}
          {...COUNT_SEPARATORS}
          allowDecimal={false}
          required
        />
        <NativeSelect
          label="Measure"
          description="What counts."
          data={measureChoices}
          value={target.measure}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isMeasure(next)) set({ measure: next });
          }}
        />
      </Group>
    );
  }
  const habit = value.habit;
  // A parameters message is about the period or about the amount; each shows on its own field.
  const periodError = error !== undefined && PERIOD_MESSAGES.includes(error) ? error : undefined;
  const countError = periodError === undefined ? error : undefined;
  const set = (next: Partial<typeof habit>): void => onChange({ ...value, habit: { ...habit, ...next } });
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-start" grow>
        <NumberInput
          label="Every"
          description="How often: every 1 day, every 2 weeks..."
          value={habit.period}
          onChange={(period) => set({ period })}
          error={periodError}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          required
        />
        <NativeSelect
          label="Unit"
          description="Of time."
          data={unitChoices}
          value={habit.unit}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isUnit(next)) set({ unit: next });
          }}
        />
      </Group>
      <Group gap="sm" align="flex-start" grow>
        <NumberInput
          label="At least"
          description={countHint(habit.measure) ?? 'Leave blank: any progress counts.'}
          value={habit.count}
          onChange={(count) => set({ count })}
          error={countError}
          {...COUNT_SEPARATORS}
          allowDecimal={false}
        />
        <NativeSelect
          label="Measure"
          description="What counts."
          data={measureChoices}
          value={habit.measure}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isMeasure(next)) set({ measure: next });
          }}
        />
      </Group>
      {habit.count === '' && (
        <Text size="sm" className={ui.muted}>
          Without an amount, any progress in a period counts.
        </Text>
      )}
    </Stack>
  );
}
