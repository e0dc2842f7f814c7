import { Button, CloseButton, Group, NumberInput, Select, Stack, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Measure } from '@inkpace/contracts/api/fields';
import { formatMeasureChange } from '@inkpace/contracts/rules/format';
import { MEASURE_LABELS } from '@inkpace/contracts/rules/measures';
import { PlusIcon } from '../../ui/app-icons.tsx';
import { COUNT_SEPARATORS } from '../../ui/count-input.ts';
import { measuresFor, newRow, rowField, unusedMeasure, type MeasureRow } from './progress-values.ts';
import type { SetTotalChange } from './set-total-changes.ts';
import classes from './tally.module.css';

interface MeasureRowsProps {
  rows: MeasureRow[];
  /** Create: rows can be added (an unused measure each) and removed; edit: one row. */
  multiple: boolean;
  errors: Partial<Record<string, string>>;
  /** Set total is on: counts are new totals, each shown with the change it makes (by row key, once known). */
  setTotal: boolean;
  changes: ReadonlyMap<number, SetTotalChange>;
  onChange(rows: MeasureRow[], touched: string[]): void;
}

/** Under a new total: the change it makes, "= −510 lines" (issue 12: a set total must never surprise). */
const changeText = (change: SetTotalChange | undefined): string | undefined =>
  change ? `= ${formatMeasureChange(change.change, change.measure)}` : undefined;

/** One row per measure: its type, and a count (hours and minutes for time). Each measure at most once. */
export function MeasureRows({ rows, multiple, errors, setTotal, changes, onChange }: MeasureRowsProps): ReactNode {
  const update = (row: MeasureRow, patch: Partial<MeasureRow>, field: 'measure' | 'count'): void =>
    onChange(rows.map((r) => (r.key === row.key ? { ...r, ...patch } : r)), [rowField(row, field)]);
  const next = unusedMeasure(rows);

  return (
    <Stack gap="sm">
      {rows.map((row, index) => {
        const name = row.measure ? MEASURE_LABELS[row.measure] : 'Count';
        const countError = errors[rowField(row, 'count')];
        const change = changeText(changes.get(row.key));
        return (
          <fieldset key={row.key} className={classes.row}>
            <VisuallyHidden component="legend">{`Measure ${index + 1}`}</VisuallyHidden>
            <Group align="flex-start" gap="sm" wrap="nowrap">
              <Select
                label="Type"
                data={measuresFor(rows, row).map((m) => ({ value: m, label: MEASURE_LABELS[m] }))}
                value={row.measure}
                // Picking the chosen measure again keeps it (it used to clear the field: issue 12 #2).
                allowDeselect={false}
                onChange={(value) => update(row, { measure: value as Measure | null }, 'measure')}
                error={errors[rowField(row, 'measure')]}
                required
                w={140}
                style={{ flexShrink: 0 }}
              />
              {row.measure === 'time' ? (
                <>
                  <NumberInput
                    label={setTotal ? 'New total hours' : 'Hours'}
                    value={row.hours}
                    onChange={(hours) => update(row, { hours }, 'count')}
                    description={change}
                    inputWrapperOrder={['label', 'input', 'description', 'error']}
                    error={countError}
                    style={{ flex: 1 }}
                    {...COUNT_SEPARATORS}
                  />
                  <NumberInput
                    label={setTotal ? 'New total minutes' : 'Minutes'}
                    value={row.minutes}
                    onChange={(minutes) => update(row, { minutes }, 'count')}
                    error={countError ? true : undefined}
                    style={{ flex: 1 }}
                  />
                </>
              ) : (
                <NumberInput
                  label={setTotal ? 'New total' : name}
                  value={row.count}
                  onChange={(count) => update(row, { count }, 'count')}
                  description={change}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  error={countError}
                  required
                  style={{ flex: 1 }}
                  {...COUNT_SEPARATORS}
                />
              )}
              {multiple && rows.length > 1 && (
                <CloseButton
                  mt={28}
                  aria-label={`Remove ${row.measure ? MEASURE_LABELS[row.measure] : `measure ${index + 1}`}`}
                  onClick={() => onChange(rows.filter((r) => r.key !== row.key), [])}
                />
              )}
            </Group>
          </fieldset>
        );
      })}
      {multiple && next !== null && (
        <Button variant="light" size="xs" leftSection={<PlusIcon size={16} />} onClick={() => onChange([...rows, newRow(next)], [])} style={{ alignSelf: 'flex-start' }}>
          Add another measure
        </Button>
      )}
    </Stack>
  );
}
