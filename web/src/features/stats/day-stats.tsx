import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { MeasureDayStats } from '@inkpace/contracts/api/stats';
import { formatCalendarDate, formatCount, formatMeasureCount } from '@inkpace/contracts/rules/format';
import { MEASURE_LABELS } from '@inkpace/contracts/rules/measures';
import { Figure } from '../../ui/figure.tsx';
import ui from '../../ui/ui.module.css';

/** One measure: its days counted, average per day counted and most productive day. */
function MeasureCard({ stats }: { stats: MeasureDayStats }): ReactNode {
  const titleId = useId();
  const { measure, daysCounted, averagePerDay, mostProductiveDay } = stats;
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Title order={3} id={titleId} size="h4" mb="xs">
        {MEASURE_LABELS[measure]}
      </Title>
      <Stack component="dl" gap="xs" m={0}>
        <Figure term="Days counted">{formatCount(daysCounted)}</Figure>
        <Figure term="Average per day">{formatMeasureCount(averagePerDay, measure)}</Figure>
        <Figure term="Most productive day">
          {mostProductiveDay ? `${formatMeasureCount(mostProductiveDay.count, measure)} on ${formatCalendarDate(mostProductiveDay.date)}` : 'No day above zero'}
        </Figure>
      </Stack>
    </Paper>
  );
}

/**
 * The lifetime stats' figures per measure (spec §9: averages, days counted and most productive day), computed by
 * the query from the day stats (contracts/rules/lifetime-stats `measureDayStats`): starting balances are no days,
 * so they are left out, as the note under the heading says.
 */
export function DayStats({ stats }: { stats: readonly MeasureDayStats[] }): ReactNode {
  return (
    <Stack component="section" aria-labelledby="daily-stats" gap="sm">
      <Title order={2} id="daily-stats" size="h3">
        Daily Stats
      </Title>
      <Text size="sm" className={ui.muted}>
        Counted over the days you logged progress; the average is per day counted, and starting balances are not included.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {stats.map((s) => (
          <MeasureCard key={s.measure} stats={s} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
