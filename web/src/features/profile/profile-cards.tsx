import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { cadenceText, habitPeriodGauge, habitStreakText, targetGauge } from '@inkpace/contracts/rules/goal-card';
import { formatCalendarDate, formatCount, formatMeasureCount } from '@inkpace/contracts/rules/format';
import type { Gauge } from '@inkpace/contracts/rules/gauge';
import { totalsText } from '@inkpace/contracts/rules/profile';
import { GaugeBar } from '../../ui/gauge.tsx';
import { Figure } from '../../ui/figure.tsx';
import { PeriodProgress } from '../../ui/period-progress.tsx';
import ui from '../../ui/ui.module.css';
import type { ProfileData } from './profile-data.ts';
import classes from './profile.module.css';

type Habit = ProfileData['habitSummaries'][number];
type Target = ProfileData['targetSummaries'][number];
type Project = ProfileData['projectSummaries'][number];

/** The dashboard's gauge (red below zero, clamped by the rule): green once done. */
function Bar({ gauge, label, done }: { gauge: Gauge; label: string; done: boolean }): ReactNode {
  return <GaugeBar gauge={gauge} label={label} className={classes.bar} colors={{ full: 'green', partial: done ? 'green' : 'indigo' }} />;
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }): ReactNode {
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={id} className={classes.card}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={id} className={classes.title}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function HabitCard({ habit, streaks }: { habit: Habit; streaks: boolean }): ReactNode {
  const { cadence, threshold } = habit.parameters;
  const period = habit.currentRange;
  return (
    <Card id={`habit-${habit.uuid}`} title={habit.title}>
      <Text size="sm" className={ui.muted}>
        {threshold === null ? 'Any progress' : formatMeasureCount(threshold.count, threshold.measure)} {cadenceText(cadence)}
      </Text>
      {period !== null && (
        <div>
          <PeriodProgress period={period} threshold={threshold} />
          <Bar gauge={habitPeriodGauge(period, threshold?.count ?? null)} label={`${habit.title}: progress this period`} done={period.success} />
        </div>
      )}
      {streaks && (
        <Group component="dl" gap="xl" className={classes.totals}>
          {habit.currentStreakLength !== null && <Figure term="Current streak" size="xs">{habitStreakText(habit.currentStreakLength, cadence)}</Figure>}
          <Figure term="Longest streak" size="xs">{habitStreakText(habit.longestStreakLength, cadence)}</Figure>
        </Group>
      )}
      <Text size="sm" className={ui.muted}>
        {formatCount(habit.successfulRanges)} of {formatCount(habit.totalRanges)} {habit.totalRanges === 1 ? 'period' : 'periods'} successful
      </Text>
    </Card>
  );
}

function datesText(start: string | null, end: string | null): string | null {
  if (start && end) return `${formatCalendarDate(start)} – ${formatCalendarDate(end)}`;
  if (start) return `From ${formatCalendarDate(start)}`;
  if (end) return `Until ${formatCalendarDate(end)}`;
  return null;
}

function TargetCard({ target }: { target: Target }): ReactNode {
  const { measure, count } = target.parameters.threshold;
  const dates = datesText(target.startDate, target.endDate);
  return (
    <Card id={`target-${target.uuid}`} title={target.title}>
      <div>
        <Text size="sm">
          <Text span fw={700}>
            {formatMeasureCount(target.total, measure)}
          </Text>{' '}
          of {formatMeasureCount(count, measure)}
          {target.achieved && ' · Target reached!'}
        </Text>
        <Bar gauge={targetGauge(target.total, count)} label={`${target.title}: progress toward the target`} done={target.achieved} />
      </div>
      {dates !== null && (
        <Text size="sm" className={ui.muted}>
          {dates}
        </Text>
      )}
    </Card>
  );
}

function ProjectCard({ project }: { project: Project }): ReactNode {
  const days = project.recentActivity.length;
  return (
    <Card id={`project-${project.uuid}`} title={project.title}>
      <Text size="sm">{totalsText(project.totals) ?? 'Nothing logged yet.'}</Text>
      <Text size="sm" className={ui.muted}>
        {days === 0 ? 'No progress in the last year.' : `Progress on ${days === 1 ? '1 day' : `${formatCount(days)} days`} in the last year.`}
      </Text>
    </Card>
  );
}

function CardList({ children }: { children: ReactNode[] }): ReactNode {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" className={classes.list}>
      {children}
    </SimpleGrid>
  );
}

/** The goals a writer shows: targets with their progress, habits with their periods (and streaks, unless the writer hides them). */
export function GoalCards({ profile }: { profile: ProfileData }): ReactNode {
  return (
    <CardList>
      {[
        ...profile.targetSummaries.map((t) => <li key={t.uuid}><TargetCard target={t} /></li>),
        ...profile.habitSummaries.map((h) => <li key={h.uuid}><HabitCard habit={h} streaks={profile.config.displayStreaks} /></li>),
      ]}
    </CardList>
  );
}

export function ProjectCards({ profile }: { profile: ProfileData }): ReactNode {
  return <CardList>{profile.projectSummaries.map((p) => <li key={p.uuid}><ProjectCard project={p} /></li>)}</CardList>;
}
