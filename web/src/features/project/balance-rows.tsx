import { Button, CloseButton, Fieldset, Group, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { MEASURE_INFO, MEASURE_LABELS, MEASURES, type MeasureName } from '@inkpace/contracts/rules/measures';
import { PlusIcon } from '../../ui/app-icons.tsx';
import { unusedMeasures, type BalanceRow } from './project-form-values.ts';

interface BalanceRowsProps {
  rows: BalanceRow[];
  onChange(rows: BalanceRow[]): void;
  /** The balances' error (blank rows, fractions), from the contracts schema. */
  error: string | undefined;
}

/**
 * Starting balances: rows of a measure and a whole number. Each measure appears once (a row offers only its own
 * and the unused ones); the add button hides when every measure has a row (spec §5).
 */
export function BalanceRows({ rows, onChange, error }: BalanceRowsProps): ReactNode {
  const unused = unusedMeasures(rows);
  const update = (index: number, row: BalanceRow): void => onChange(rows.map((r, i) => (i === index ? row : r)));
  const errorId = 'starting-balance-error';

  return (
    <Fieldset legend="Starting balances" variant="unstyled">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Progress made before you started tracking it here (time in minutes).
        </Text>
        {rows.map((row, index) => {
          const choices = MEASURES.filter((m) => m === row.measure || unused.includes(m));
          const name = MEASURE_LABELS[row.measure];
          return (
            <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
              <NativeSelect
                aria-label={`Measure of balance ${index + 1}`}
                data={choices.map((m) => ({ value: m, label: MEASURE_LABELS[m] }))}
                value={row.measure}
                onChange={(event) => update(index, { ...row, measure: event.currentTarget.value as MeasureName })}
              />
              <NumberInput
                aria-label={`Starting ${name.toLowerCase()}`}
                aria-describedby={error ? errorId : undefined}
                value={row.count}
                onChange={(value) => update(index, { ...row, count: value })}
                rightSection={<Text size="xs" c="dimmed">{MEASURE_INFO[row.measure].plural}</Text>}
                rightSectionWidth={72}
                hideControls
                flex={1}
              />
              <CloseButton aria-label={`Remove the ${name.toLowerCase()} balance`} onClick={() => onChange(rows.filter((_r, i) => i !== index))} mb={4} />
            </Group>
          );
        })}
        {error && (
          <Text id={errorId} size="sm" c="var(--mantine-color-error)" role="alert">
            {error}
          </Text>
        )}
        {unused[0] !== undefined && (
          <Button
            variant="light"
            size="xs"
            leftSection={<PlusIcon size={14} />}
            onClick={() => onChange([...rows, { measure: unused[0] as MeasureName, count: '' }])}
            style={{ alignSelf: 'flex-start' }}
          >
            Add a starting balance
          </Button>
        )}
      </Stack>
    </Fieldset>
  );
}
