import { Button, CloseButton, Group, NumberInput, Select, Stack, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Measure } from '@inkpace/contracts/api/fields';
import { MEASURE_LABELS } from '@inkpace/contracts/rules/measures';
import { PlusIcon } from '../../ui/app-icons.tsx';
import { measuresFor, newRow, rowField, unusedMeasure, type MeasureRow } from './progress-values.ts';
import classes from './tally.module.css';

interface MeasureRowsProps {
  rows: MeasureRow[];
  /** Create: rows can be added (an unused measure each) and removed; edit: one row. */
  multiple: boolean;
  errors: Partial<Record<string, string>>;
  onChange(rows: MeasureRow[], touched: string[]): void;
}

/** One row per measure: its type, and a count (hours and minutes for time). Each measure at most once. */
export function MeasureRows({ rows, multiple, errors, onChange }: MeasureRowsProps): ReactNode {
  const update = (row: MeasureRow, patch: Partial<MeasureRow>, field: 'measure' | 'count'): void =>
    onChange(rows.map((r) => (r.key === row.key ? { ...r, ...patch } : r)), [rowField(row, field)]);
  const next = unusedMeasure(rows);

  return (
    <Stack gap="sm">
      {rows.map((row, index) => {
        const name = row.measure ? MEASURE_LABELS[row.measure] : 'Count';
        const countError = errors[rowField(row, 'count')];
        return (
          <fieldset key={row.key} className={classes.row}>
            <VisuallyHidden component="legend">{`Measure ${index + 1}`}</VisuallyHidden>
            <Group align="flex-start" gap="sm" wrap="nowrap">
              <Select
                label="Type"
                data={measuresFor(rows, row).map((m) => ({ value: m, label: MEASURE_LABELS[m] }))}
                value={row.measure}
                onChange={(value) => update(row, { measure: value as Measure | null }, 'measure')}
                error={errors[rowField(row, 'measure')]}
                required
                w={140}
                style={{ flexShrink: 0 }}
              />
              {row.measure === 'time' ? (
                <>
                  <NumberInput
                    label="Hours"
                    value={row.hours}
                    onChange={(hours) => update(row, { hours }, 'count')}
                    error={countError}
                    style={{ flex: 1 }}
                  />
                  <NumberInput
                    label="Minutes"
                    value={row.minutes}
                    onChange={(minutes) => update(row, { minutes }, 'count')}
                    error={countError ? true : undefined}
                    style={{ flex: 1 }}
                  />
                </>
              ) : (
                <NumberInput
                  label={name}
                  value={row.count}
                  onChange={(count) => update(row, { count }, 'count')}
                  error={countError}
                  required
                  style={{ flex: 1 }}
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
