import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import type { HabitProgress } from '@inkpace/contracts/api/goal-progress';
import { formatCalendarDate, formatCount, formatMeasureCount } from '@inkpace/contracts/rules/format';
import { habitPeriodGauge } from '@inkpace/contracts/rules/goal-card';
import { CheckIcon } from '../../ui/app-icons.tsx';
import { GaugeRing } from '../../ui/gauge.tsx';
import { icon } from '../../ui/icons.tsx';
import ui from '../../ui/ui.module.css';
import { StatGrid } from '../../ui/stat-grid.tsx';
import { periodNoun } from './goal-text.ts';

const MissIcon = icon(<path d="M9 9l6 6M15 9l-6 6M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z" />);
const PendingIcon = icon(<path d="M12 7v5l3 2M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z" />);
/** Periods shown at first, newest first; the rest on request. */
const PAGE = 24;

type Period = HabitProgress['periods'][number];
type Outcome = 'met' | 'open' | 'missed';
const OUTCOME: Record<Outcome, { label: string; color: string; Icon: typeof CheckIcon }> = {
  met: { label: 'Met', color: 'teal', Icon: CheckIcon },
  open: { label: 'In progress', color: 'indigo', Icon: PendingIcon },
  missed: { label: 'Missed', color: 'gray', Icon: MissIcon },
};

function rangeText(period: Period): string {
  return period.startDate === period.endDate ? formatCalendarDate(period.startDate) : `${formatCalendarDate(period.startDate)} – ${formatCalendarDate(period.endDate)}`;
}

/** One period as a gauge: the ring fills to the threshold (red when the total is below zero); the word and the icon say whether it was met. */
function PeriodGauge({ period, outcome, goal }: { period: Period; outcome: Outcome; goal: HabitProgress['goal'] }): ReactNode {
  const p = goal.parameters;
  const threshold = 'cadence' in p ? p.threshold : null;
  const gauge = habitPeriodGauge(period, threshold?.count ?? null);
  const amount = threshold
    ? `${formatMeasureCount(period.total, threshold.measure)} of ${formatMeasureCount(threshold.count, threshold.measure)}`
    : `${formatCount(period.entries)} ${period.entries === 1 ? 'entry' : 'entries'}`;
  const { label, color, Icon } = OUTCOME[outcome];
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group gap="sm" wrap="nowrap">
        <GaugeRing
          gauge={gauge}
          colors={{ full: 'teal', partial: outcome === 'met' ? 'teal' : 'indigo' }}
          label={
            <Group justify="center" c={`var(--mantine-color-${color}-light-color)`}>
              <Icon size={20} />
            </Group>
          }
        />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {rangeText(period)}
          </Text>
          <Text size="sm">{amount}</Text>
          <Text size="sm" fw={600} c={`var(--mantine-color-${color}-light-color)`}>
            {label}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** A habit's page body (spec §2 Goal detail): its streak stats and the history of periods, newest first. */
export function HabitView({ progress }: { progress: HabitProgress }): ReactNode {
  const { summary, periods, goal } = progress;
  const [shown, setShown] = useState(PAGE);
  const historyId = useId();
  const p = goal.parameters;
  const cadence = 'cadence' in p ? p.cadence : { unit: 'day' as const, period: 1 };
  const streak = (n: number | null): string => (n === null ? '—' : `${formatCount(n)} ${periodNoun(cadence.unit, cadence.period, n !== 1)}`);
  const current = summary.currentRange;
  const newestFirst = [...periods].reverse();
  const outcomeOf = (period: Period): Outcome =>
    period.success ? 'met' : current !== null && period.startDate === current.startDate ? 'open' : 'missed';

  return (
    <Stack gap="xl">
      <StatGrid
        title="Habit"
        stats={[
          { label: 'Current streak', value: streak(summary.currentStreakLength) },
          { label: 'Longest streak', value: streak(summary.longestStreakLength) },
          { label: 'Successful periods', value: `${formatCount(summary.successfulRanges)} of ${formatCount(summary.totalRanges)}` },
        ]}
      />
      <Stack component="section" aria-labelledby={historyId} gap="sm">
        <Title order={2} size="h4" id={historyId}>
          History
        </Title>
        {newestFirst.length === 0 ? (
          <Text className={ui.muted}>No periods yet: they start with the goal's start date or your first entry.</Text>
        ) : (
          <SimpleGrid component="ul" cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Periods, newest first">
            {newestFirst.slice(0, shown).map((period) => (
              <PeriodGauge key={period.startDate} period={period} outcome={outcomeOf(period)} goal={goal} />
            ))}
          </SimpleGrid>
        )}
        {newestFirst.length > shown && (
          <Button variant="default" onClick={() => setShown((n) => n + PAGE)} style={{ alignSelf: 'flex-start' }}>
            Show older periods
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
