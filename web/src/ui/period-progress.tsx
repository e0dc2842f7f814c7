import { Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Measure } from '@inkpace/contracts/api/fields';
import { formatCount, formatMeasureCount } from '@inkpace/contracts/rules/format';
import { periodText } from '@inkpace/contracts/rules/goal-card';
import classes from './period-progress.module.css';

interface Period {
  startDate: string;
  endDate: string;
  total: number;
  entries: number;
  success: boolean;
}

const entriesText = (n: number): string => (n === 1 ? '1 entry' : `${formatCount(n)} entries`);

/**
 * A habit's current period in words: "This period (Nov 23 – Nov 29): 3,000 of 5,000 words ✓" (the dashboard's
 * goal cards and a public profile's); without a threshold, how many entries it has. A met period says "(done)".
 */
export function PeriodProgress({ period, threshold }: { period: Period; threshold: { count: number; measure: Measure } | null }): ReactNode {
  return (
    <Text size="sm">
      This period ({periodText(period.startDate, period.endDate)}):{' '}
      <Text span fw={700}>
        {threshold === null ? entriesText(period.entries) : `${formatMeasureCount(period.total, threshold.measure)} of ${formatMeasureCount(threshold.count, threshold.measure)}`}
      </Text>
      {period.success && (
        <>
          {' '}
          <span aria-hidden="true" className={classes.done}>
            ✓
          </span>
          <VisuallyHidden>(done)</VisuallyHidden>
        </>
      )}
    </Text>
  );
}
