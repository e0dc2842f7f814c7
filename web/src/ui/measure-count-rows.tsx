import { Button, CloseButton, Fieldset, Group, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { MEASURE_INFO, MEASURE_LABELS, MEASURES, type MeasureName } from '@inkpace/contracts/rules/measures';
import { PlusIcon } from './app-icons.tsx';
import { COUNT_SEPARATORS } from './count-input.ts';
import { touchedRows, unusedMeasures, type MeasureCountRow } from './measure-count-values.ts';

interface MeasureCountRowsProps {
  rows: MeasureCountRow[];
  onChange(rows: MeasureCountRow[]): void;
  /** The contracts' message for these rows (blank rows, fractions), undefined when they are fine. */
  check(rows: MeasureCountRow[]): string | undefined;
  /** A message from elsewhere (the server's answer), shown instead. */
  error?: string | undefined;
  /** What the rows are, e.g. "Starting balances", and a line saying what they do. */
  legend: string;
  description: string;
  /** The add button, e.g. "Add a starting balance". */
  addLabel: string;
  /** What one row is called for screen readers, e.g. "balance" ("Measure of balance 1", "Remove the words balance"). */
  rowNoun: string;
  /** The count's name, e.g. "Starting words", from the measure's label in lower case ("words", "time"). */
  countLabel(measureLabel: string): string;
  /** The measures rows may take (all by default). */
  offered?: readonly MeasureName[];
}

const unit = (text: string): ReactNode => (
  <Text size="xs" c="dimmed">
    {text}
  </Text>
);

/**
 * Rows of a measure and a whole number (a project's starting balances, a leaderboard's goal); time as hours and
 * minutes, as entries are. Each measure appears once (a row offers only its own and the unused ones); the add button
 * hides when every measure has a row (spec §5). A row just added shows no message until the writer has typed a
 * number in it or left its fields: picking its measure, or going from its hours to its minutes, is still being there
 * (issue 27 #8).
 */
export function MeasureCountRows({ rows, onChange, check, error, legend, description, addLabel, rowNoun, countLabel, offered = MEASURES }: MeasureCountRowsProps): ReactNode {
  const unused = unusedMeasures(rows, offered);
  const update = (index: number, row: MeasureCountRow): void => onChange(rows.map((r, i) => (i === index ? row : r)));
  const leave = (index: number): void => {
    if (rows[index]?.fresh) update(index, { ...(rows[index] as MeasureCountRow), fresh: false });
  };
  // The rows a form starts with are saved ones (valid): every message is about rows the writer has touched.
  const message = error ?? check(touchedRows(rows));
  const errorId = `${useId()}-error`;
  const described = message ? errorId : undefined;

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
          const count = (label: string, value: number | string, field: 'count' | 'minutes', unitText: string, unitWidth: number, separators: boolean): ReactNode => (
            <NumberInput
              aria-label={label}
              aria-describedby={described}
              value={value}
              onChange={(next) => update(index, { ...row, [field]: next, fresh: false })}
              rightSection={unit(unitText)}
              rightSectionWidth={unitWidth}
              hideControls
              flex={1}
              {...(separators ? COUNT_SEPARATORS : {})}
            />
          );
          return (
            <Group
              key={index}
              gap="xs"
              align="flex-end"
              wrap="nowrap"
              // Focus moving to another field of the same row (its measure, hours, minutes) is not leaving it.
              onBlur={(event) => {
                const next = event.relatedTarget;
                if (!(next instanceof Element && next.matches('input, select') && event.currentTarget.contains(next))) leave(index);
              }}
            >
              <NativeSelect
                aria-label={`Measure of ${rowNoun} ${index + 1}`}
                data={choices.map((m) => ({ value: m, label: MEASURE_LABELS[m] }))}
                value={row.measure}
                // A count means something else in another measure (time is hours and minutes): it starts blank, and a
                // row still untouched stays so.
                onChange={(event) => update(index, { measure: event.currentTarget.value as MeasureName, count: '', ...(row.fresh ? { fresh: true } : {}) })}
              />
              {row.measure === 'time' ? (
                <>
                  {count(`${countLabel(name)}: hours`, row.count, 'count', 'hours', 56, true)}
                  {count(`${countLabel(name)}: minutes`, row.minutes ?? '', 'minutes', 'minutes', 64, false)}
                </>
              ) : (
                count(countLabel(name), row.count, 'count', MEASURE_INFO[row.measure].plural, 72, true)
              )}
              <CloseButton aria-label={`Remove the ${name} ${rowNoun}`} onClick={() => onChange(rows.filter((_r, i) => i !== index))} mb={4} />
            </Group>
          );
        })}
        {message && (
          <Text id={errorId} size="sm" c="var(--mantine-color-error)" role="alert">
            {message}
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
            {addLabel}
          </Button>
        )}
      </Stack>
    </Fieldset>
  );
}
