import { Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MeasureCounts } from '@inkpace/contracts/api/fields';
import { formatMeasureCount } from '@inkpace/contracts/rules/format';
import { MEASURE_LABELS, MEASURES } from '@inkpace/contracts/rules/measures';
import classes from './measure-tiles.module.css';
import ui from './ui.module.css';

/** The measures a set of totals has, in the measures' order. */
export const measuresOf = (totals: MeasureCounts) => MEASURES.filter((m) => totals[m] !== undefined);

/** One tile per measure the totals have: "Words" / "123,456 words" (lifetime stats, the public profile). */
export function MeasureTiles({ totals, label }: { totals: MeasureCounts; label: string }): ReactNode {
  return (
    <Group component="dl" aria-label={label} gap="sm" align="stretch" className={classes.tiles}>
      {measuresOf(totals).map((m) => (
        <Paper key={m} withBorder radius="md" p="sm" className={classes.tile}>
          <Text component="dt" size="sm" className={ui.muted}>
            {MEASURE_LABELS[m]}
          </Text>
          <Text component="dd" className={classes.value}>
            {formatMeasureCount(totals[m] ?? 0, m)}
          </Text>
        </Paper>
      ))}
    </Group>
  );
}
