import { Button, CloseButton, Fieldset, Group, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { MEASURE_INFO, MEASURE_LABELS, MEASURES, type MeasureName } from '@inkpace/contracts/rules/measures';
import { PlusIcon } from '../../ui/app-icons.tsx';
import { COUNT_SEPARATORS } from '../../ui/count-input.ts';
import { touchedBalanceError, unusedMeasures, type BalanceRow } from './project-form-values.ts';

interface BalanceRowsProps {
  rows: BalanceRow[];
  onChange(rows: BalanceRow[]): void;
}

const unit = (text: string): ReactNode => (
  <Text size="xs" c="dimmed">
    {text}
  </Text>
);

/**
 * Starting balances: rows of a measure and a whole number (time: hours and minutes, as entries are). Each measure
 * appears once (a row offers only its own and the unused ones); the add button hides when every measure has a row
 * (spec §5). A row just added shows no message until the writer has typed in it or left it.
 */
export function BalanceRows({ rows, onChange }: BalanceRowsProps): ReactNode {
  const unused = unusedMeasures(rows);
  const update = (index: number, row: BalanceRow): void => onChange(rows.map((r, i) => (i === index ? row : r)));
  const leave = (index: number): void => {
    if (rows[index]?.fresh) update(index, { ...(rows[index] as BalanceRow), fresh: false });
  };
  // The rows the form starts with are the saved ones (valid): every message is about rows the writer has touched.
  const error = touchedBalanceError(rows);
  const errorId = 'starting-balance-error';
  const described = error ? errorId : undefined;

  return (
    <Fieldset legend="Starting balances" variant="unstyled">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Progress made before you started tracking it here (time in hours and minutes).
        </Text>
        {rows.map((row, index) => {
          const choices = MEASURES.filter((m) => m === row.measure || unused.includes(m));
          const name = MEASURE_LABELS[row.measure].toLowerCase();
          return (
            <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
              <NativeSelect
                aria-label={`Measure of balance ${index + 1}`}
                data={choices.map((m) => ({ value: m, label: MEASURE_LABELS[m] }))}
                value={row.measure}
                onChange={(event) => update(index, { measure: event.currentTarget.value as MeasureName, count: '' })}
              />
              {row.measure === 'time' ? (
                <>
                  <NumberInput
                    aria-label="Starting time: hours"
                    aria-describedby={described}
                    value={row.count}
                    onChange={(value) => update(index, { ...row, count: value, fresh: false })}
                    onBlur={() => leave(index)}
                    rightSection={unit('hours')}
                    rightSectionWidth={56}
                    hideControls
                    flex={1}
                    {...COUNT_SEPARATORS}
                  />
                  <NumberInput
                    aria-label="Starting time: minutes"
                    aria-describedby={described}
                    value={row.minutes ?? ''}
                    onChange={(value) => update(index, { ...row, minutes: value, fresh: false })}
                    onBlur={() => leave(index)}
                    rightSection={unit('minutes')}
                    rightSectionWidth={64}
                    hideControls
                    flex={1}
                  />
                </>
              ) : (
                <NumberInput
                  aria-label={`Starting ${name}`}
                  aria-describedby={described}
                  value={row.count}
                  onChange={(value) => update(index, { ...row, count: value, fresh: false })}
                  onBlur={() => leave(index)}
                  rightSection={unit(MEASURE_INFO[row.measure].plural)}
                  rightSectionWidth={72}
                  hideControls
                  flex={1}
                  {...COUNT_SEPARATORS}
                />
              )}
              <CloseButton aria-label={`Remove the ${name} balance`} onClick={() => onChange(rows.filter((_r, i) => i !== index))} mb={4} />
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
            onClick={() => onChange([...rows, { measure: unused[0] as MeasureName, count: '', fresh: true }])}
            style={{ alignSelf: 'flex-start' }}
          >
            Add a starting balance
          </Button>
        )}
      </Stack>
    </Fieldset>
  );
}
