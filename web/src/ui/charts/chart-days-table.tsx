import { Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCalendarDate, formatMeasureCount } from '@inkpace/contracts/rules/format';
import type { MeasureName } from '@inkpace/contracts/rules/measures';

/** A day of a chart's text alternative: what was logged, the running total after it and, on a target, par. */
export interface ChartDayRow {
  date: string;
  daily: number;
  total: number;
  par?: number | null;
}

/**
 * For screen readers, the table of a chart's days with progress (the canvas is hidden from them). A par column
 * when the chart draws a par line.
 */
export function ChartDaysTable({ title, measure, rows, withPar = false }: { title: string; measure: MeasureName; rows: readonly ChartDayRow[]; withPar?: boolean }): ReactNode {
  if (rows.length === 0) return null;
  return (
    <VisuallyHidden>
      <Table>
        <caption>{title}: days with progress</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">That day</Table.Th>
            <Table.Th scope="col">Total</Table.Th>
            {withPar && <Table.Th scope="col">Par</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.date}>
              <Table.Td>{formatCalendarDate(row.date)}</Table.Td>
              <Table.Td>{formatMeasureCount(row.daily, measure)}</Table.Td>
              <Table.Td>{formatMeasureCount(row.total, measure)}</Table.Td>
              {withPar && <Table.Td>{row.par === null || row.par === undefined ? '' : formatMeasureCount(row.par, measure)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}
