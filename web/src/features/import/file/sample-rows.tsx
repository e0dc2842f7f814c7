import { Table, Title, Stack } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { ImportStatus } from '@inkpace/contracts/api/import';
import { messages } from '@inkpace/contracts/messages';
import classes from '../import.module.css';

/** The file's first rows as read, under its column names, in a box that scrolls sideways on a phone. */
export function SampleRows({ columns, sample }: Pick<ImportStatus, 'columns' | 'sample'>): ReactNode {
  const id = useId();
  if (sample.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={id} gap="xs">
      <Title order={3} size="h5" id={id}>
        {messages.imports.page.firstRows}
      </Title>
      <div className={classes.tableBox} tabIndex={0} role="region" aria-labelledby={id}>
        <Table striped withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              {columns.map((c, i) => (
                <Table.Th key={`${i}-${c.name}`} scope="col">
                  {c.name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sample.map((row, r) => (
              // The rows are a fixed sample that never reorders: their place is their identity.
              <Table.Tr key={r}>
                {columns.map((c, i) => (
                  <Table.Td key={`${i}-${c.name}`}>{row[i] ?? ''}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Stack>
  );
}
