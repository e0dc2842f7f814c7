import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { GoalCard as GoalCardData } from '@inkpace/contracts/api/goal-progress';
import type { HabitParameters, TargetParameters } from '@inkpace/contracts/api/goal';
import { cadenceText, habitPeriodGauge, habitStreakText, targetGauge, todaysTargetMet } from '@inkpace/contracts/rules/goal-card';
import type { GoalStatus } from '@inkpace/contracts/rules/goal-status';
import { formatCalendarDate, formatCount, formatMeasureCount } from '@inkpace/contracts/rules/format';
import { GaugeBar } from '../../ui/gauge.tsx';
import { PeriodProgress } from '../../ui/period-progress.tsx';
import ui from '../../ui/ui.module.css';
import classes from './dashboard.module.css';

type TargetCardData = Extract<GoalCardData, { kind: 'target' }>;
type HabitCardData = Extract<GoalCardData, { kind: 'habit' }>;

export const goalPath = (id: number): string => `/goals/${id}`;

const STATUS_LABELS: Record<GoalStatus, string> = { upcoming: 'Upcoming', ongoing: 'Ongoing', achieved: 'Achieved', ended: 'Ended' };
const STATUS_COLORS: Record<GoalStatus, string> = { upcoming: 'grape', ongoing: 'blue', achieved: 'green', ended: 'gray' };

export function GoalStatusBadge({ status }: { status: GoalStatus }): ReactNode {
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} className={classes.status}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}

/** A figure and what it is: "Today's target" / "1,667 words". */
function Figure({ label, value }: { label: string; value: string }): ReactNode {
  return (
    <div>
      <Text size="xs" className={ui.muted}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

function TargetBody({ card }: { card: TargetCardData }): ReactNode {
  const { threshold } = card.goal.parameters as TargetParameters;
  const { pace, status } = card;
  const measure = threshold.measure;
  const met = todaysTargetMet(pace.leftToday, threshold.count);
  return (
    <>
      <div>
        <Text size="sm">
          <Text span fw={700}>
            {formatMeasureCount(pace.total, measure)}
          </Text>{' '}
          of {formatMeasureCount(threshold.count, measure)}
        </Text>
        <GaugeBar
          gauge={targetGauge(pace.total, threshold.count)}
          // An achieved target is full whatever its total says now (entries may have been deleted since).
          colors={{ full: 'green', partial: status === 'achieved' ? 'green' : 'indigo' }}
          label={`${card.goal.title}: progress toward the target`}
          className={classes.bar}
        />
      </div>
      {status === 'ongoing' && pace.todaysTarget !== null && (
        <Group gap="xl">
          <Figure label="Today's target" value={formatMeasureCount(pace.todaysTarget, measure)} />
          <Figure label="Left today" value={met ? 'Done for today' : formatMeasureCount(pace.leftToday ?? 0, measure)} />
        </Group>
      )}
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text size="sm" className={ui.muted}>
          {status === 'upcoming' && `Starts ${formatCalendarDate(pace.startDate)}`}
          {status === 'ongoing' && (pace.totalDays === null ? `Day ${formatCount(pace.dayOfGoal)}, no end date` : `Day ${formatCount(pace.dayOfGoal)} of ${formatCount(pace.totalDays)}`)}
          {status === 'achieved' && 'Target reached!'}
          {status === 'ended' && pace.endDate !== null && `Ended ${formatCalendarDate(pace.endDate)}`}
        </Text>
        {pace.message !== null && status === 'ongoing' && (
          <Text size="sm" fw={600} fs="italic" className={classes.pace}>
            {pace.message}
          </Text>
        )}
      </Group>
    </>
  );
}

function HabitBody({ card }: { card: HabitCardData }): ReactNode {
  const { cadence, threshold } = card.goal.parameters as HabitParameters;
  const { summary } = card;
  const period = summary.currentRange;
  const what = threshold === null ? 'Any progress' : formatMeasureCount(threshold.count, threshold.measure);
  return (
    <>
      <Text size="sm" className={ui.muted}>
        {what} {cadenceText(cadence)}
      </Text>
      {period === null ? (
        <Text size="sm">{card.status === 'upcoming' ? `Starts ${formatCalendarDate(card.goal.startDate ?? '')}` : 'No current period.'}</Text>
      ) : (
        <div>
          <PeriodProgress period={period} threshold={threshold} />
          <GaugeBar
            gauge={habitPeriodGauge(period, threshold?.count ?? null)}
            colors={{ full: 'green', partial: period.success ? 'green' : 'indigo' }}
            label={`${card.goal.title}: progress this period`}
            className={classes.bar}
          />
        </div>
      )}
      <Group gap="xl">
        {summary.currentStreakLength !== null && <Figure label="Current streak" value={habitStreakText(summary.currentStreakLength, cadence)} />}
        <Figure label="Longest streak" value={habitStreakText(summary.longestStreakLength, cadence)} />
      </Group>
      <Text size="sm" className={ui.muted}>
        {formatCount(summary.successfulRanges)} of {formatCount(summary.totalRanges)} {summary.totalRanges === 1 ? 'period' : 'periods'} successful
      </Text>
    </>
  );
}

/**
 * A goal as a card (the dashboard's starred goals; the goals pages may show it too): its title linking to the
 * goal and its status; a target's total toward its count, today's target and what is left today, and the pace
 * message; a habit's current period, its streaks and successful periods.
 */
export function GoalCard({ card }: { card: GoalCardData }): ReactNode {
  const titleId = `goal-card-${card.goal.id}`;
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={titleId} className={classes.card}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Anchor component={Link} href={goalPath(card.goal.id)} id={titleId} fw={600} size="lg" className={classes.title}>
            {card.goal.title}
          </Anchor>
          <GoalStatusBadge status={card.status} />
        </Group>
        {card.kind === 'target' ? <TargetBody card={card} /> : <HabitBody card={card} />}
      </Stack>
    </Paper>
  );
}
