import { Button, CloseButton, Fieldset, Group, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { MEASURE_INFO, MEASURE_LABELS, MEASURES, type MeasureName } from '@inkpace/contracts/rules/measures';
import { PlusIcon } from './app-icons.tsx';
import { unusedMeasures, type MeasureCountRow } from './measure-count-values.ts';

interface MeasureCountRowsProps {
  rows: MeasureCountRow[];
  onChange(rows: MeasureCountRow[]): void;
  /** The record's error (blank rows, fractions), from the contracts schema. */
  error: string | undefined;
  /** What the rows are, e.g. "Starting balances", and a line saying what they do. */
  legend: string;
  description: string;
  /** The add button, e.g. "Add a starting balance". */
  addLabel: string;
  /** What one row is called for screen readers, e.g. "balance" ("Starting words", "Remove the words balance"). */
  rowNoun: string;
  /** The count's name, e.g. "Starting words", from the measure's label in lower case ("words", "time"). */
  countLabel(measureLabel: string): string;
  /** The measures rows may take (all by default). */
  offered?: readonly MeasureName[];
}

/**
 * Rows of a measure and a whole number (a project's starting balances, a leaderboard's goal). Each measure appears
 * once (a row offers only its own and the unused ones); the add button hides when every measure has a row (spec §5).
 */
export function MeasureCountRows({ rows, onChange, error, legend, description, addLabel, rowNoun, countLabel, offered = MEASURES }: MeasureCountRowsProps): ReactNode {
  const unused = unusedMeasures(rows, offered);
  const update = (index: number, row: MeasureCountRow): void => onChange(rows.map((r, i) => (i === index ? row : r)));
  const errorId = `${useId()}-error`;

  return (
    // The legend and its line read like the other fields' labels and descriptions.
    <Fieldset legend={legend} variant="unstyled" styles={{ legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)', padding: 0 } }}>
      <Stack gap="xs">
        <Text size="xs" c="dimmed" mt={-6}>
          {description}
        </Text>
        {rows.map((row, index) => {
          const choices = MEASURES.filter((m) => m === row.measure || unused.includes(m));
          const name = MEASURE_LABELS[row.measure].toLowerCase();
          return (
            <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
              <NativeSelect
                aria-label={`Measure of ${rowNoun} ${index + 1}`}
                data={choices.map((m) => ({ value: m, label: MEASURE_LABELS[m] }))}
                value={row.measure}
                onChange={(event) => update(index, { ...row, measure: event.currentTarget.value as MeasureName })}
              />
              <NumberInput
                aria-label={countLabel(name)}
                aria-describedby={error ? errorId : undefined}
                value={row.count}
                onChange={(value) => update(index, { ...row, count: value })}
                rightSection={<Text size="xs" c="dimmed">{MEASURE_INFO[row.measure].plural}</Text>}
                rightSectionWidth={72}
                hideControls
                flex={1}
              />
              <CloseButton aria-label={`Remove the ${name} ${rowNoun}`} onClick={() => onChange(rows.filter((_r, i) => i !== index))} mb={4} />
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
            {addLabel}
          </Button>
        )}
      </Stack>
    </Fieldset>
  );
}
