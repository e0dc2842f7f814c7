import { NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { CSV_FIELDS, type CsvField, type CsvMapping, type ImportStatus } from '@inkpace/contracts/api/import';
import { messages } from '@inkpace/contracts/messages';

const m = messages.imports;
const FIELD_LABELS: Record<CsvField, string> = m.page.csvFieldLabels;
const isField = (value: string): value is CsvField => (CSV_FIELDS as readonly string[]).includes(value);

/** The mapping a preview detected, column by column. */
export const mappingOf = (columns: ImportStatus['columns']): CsvMapping => Object.fromEntries(columns.map((c) => [c.name, c.field]));

/**
 * A CSV's columns, each with what it holds (CSV_FIELDS): the writer fixes what detection got wrong. Every change
 * hands the whole mapping on, and the page reads the preview again with it.
 */
export function ColumnMapping({ columns, mapping, disabled, onChange }: {
  columns: ImportStatus['columns'];
  mapping: CsvMapping;
  disabled: boolean;
  onChange(mapping: CsvMapping): void;
}): ReactNode {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} gap="xs">
      <Title order={3} size="h5" id={id}>
        {m.page.columns}
      </Title>
      <Text size="sm">{m.page.columnsHelp}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {columns.map((column) => (
          <NativeSelect
            key={column.name}
            label={column.name === '' ? '(no name)' : column.name}
            data={CSV_FIELDS.map((field) => ({ value: field, label: FIELD_LABELS[field] }))}
            value={mapping[column.name] ?? column.field}
            disabled={disabled}
            onChange={(event) => {
              const field = event.currentTarget.value;
              if (isField(field)) onChange({ ...mapping, [column.name]: field });
            }}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
