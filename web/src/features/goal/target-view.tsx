import { Alert, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TargetProgress } from '@inkpace/contracts/api/goal-progress';
import { formatCount, formatMeasureCount } from '@inkpace/contracts/rules/format';
import { targetDaysLeft } from '@inkpace/contracts/rules/target-days-left';
import { useCurrentUser } from '../../app/session.ts';
import { StatGrid, type Stat } from '../../ui/stat-grid.tsx';
import { TargetChart } from './target-chart.tsx';

const dash = '—';

/** "1,200 ahead of par", "300 behind par", "On par". */
function parNote(ahead: number | null, measure: Parameters<typeof formatMeasureCount>[1]): string | undefined {
  if (ahead === null) return undefined;
  if (ahead === 0) return 'On par';
  return `${formatMeasureCount(Math.abs(ahead), measure)} ${ahead > 0 ? 'ahead of' : 'behind'} par`;
}

/** A target's page body (spec §2 Goal detail): overall and today's progress, the pace message and the chart. */
export function TargetView({ progress }: { progress: TargetProgress }): ReactNode {
  const { pace, goal, series } = progress;
  const parameters = goal.parameters;
  const threshold = 'threshold' in parameters && parameters.threshold ? parameters.threshold : null;
  const measure = threshold?.measure ?? 'word';
  const count = (n: number | null): string => (n === null ? dash : formatMeasureCount(n, measure));
  const daysLeft = targetDaysLeft(pace);
  const weekStartDay = useCurrentUser()?.userSettings.weekStartDay ?? 0;

  const overall: Stat[] = [
    { label: 'Total', value: count(pace.total), note: threshold ? `of ${formatMeasureCount(threshold.count, measure)}` : undefined },
    { label: 'To go', value: pace.achieved ? 'Achieved!' : count(pace.toGo) },
    { label: 'Days left', value: daysLeft === null ? 'No end date' : formatCount(daysLeft), note: pace.totalDays === null ? undefined : `of ${formatCount(pace.totalDays)} days` },
    { label: 'Average per day', value: count(pace.averagePerDay), note: parNote(pace.aheadOfPar, measure) },
  ];
  const today: Stat[] = [
    { label: 'Done today', value: count(pace.doneToday) },
    { label: "Today's target", value: count(pace.todaysTarget) },
    { label: 'Left today', value: pace.leftToday !== null && pace.leftToday <= 0 && (pace.todaysTarget ?? 0) > 0 ? 'Done!' : count(pace.leftToday) },
  ];

  return (
    <Stack gap="xl">
      <StatGrid title="Overall" stats={overall} />
      {/* Only while the goal runs (as on the dashboard's cards): before its start, after its end or once achieved,
          today has no target and no pace. */}
      {progress.status === 'ongoing' && (
        <Stack gap="sm">
          <StatGrid title="Today" stats={today} />
          {pace.message && (
            <Alert color="indigo" variant="light" title="Pace" aria-live="polite">
              <Text fw={600}>{pace.message}</Text>
            </Alert>
          )}
        </Stack>
      )}
      <TargetChart series={series} measure={measure} title="Progress" weekStartDay={weekStartDay} />
    </Stack>
  );
}
