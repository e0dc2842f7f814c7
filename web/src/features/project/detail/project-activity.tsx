import { Stack, Title } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import type { DayCount } from '@inkpace/contracts/api/stats';
import { heatMapRange } from '@inkpace/contracts/rules/heat';
import { MEASURE_LABELS, MEASURES } from '@inkpace/contracts/rules/measures';
import { isDormant } from '@inkpace/contracts/rules/projects';
import { HeatMap } from '../../../ui/charts/heat-map.tsx';
import { ProgressChart } from '../../../ui/charts/progress-chart.tsx';

interface ProjectActivityProps {
  project: SummarizedProject;
  /** The project's day totals (days without progress left out). */
  days: readonly DayCount[];
  weekStartDay: number;
  /** The reader's calendar date. */
  today: string;
}

/** First and last dates among the days, whatever their order. */
function dateSpan(days: readonly DayCount[]): { first: string | null; last: string | null } {
  let first: string | null = null;
  let last: string | null = null;
  for (const { date } of days) {
    if (first === null || date < first) first = date;
    if (last === null || date > last) last = date;
  }
  return { first, last };
}

/**
 * The heat map (about a year back, ending today or, for a dormant project, at its last entry; spec §4) and a
 * chart for each measure with progress, from the first entry to the end of the map (or a later entry).
 */
export function ProjectActivity({ project, days, weekStartDay, today }: ProjectActivityProps): ReactNode {
  const { first, last } = useMemo(() => dateSpan(days), [days]);
  const range = heatMapRange({ firstDate: first, lastDate: last, today, dormant: isDormant(project.phase), weekStartDay });
  const chartEnd = last !== null && last > range.end ? last : range.end;
  const measures = MEASURES.filter((m) => days.some((d) => (d.counts[m] ?? 0) !== 0));

  return (
    <>
      <Stack component="section" aria-labelledby="project-activity" gap="sm">
        <Title order={2} id="project-activity" size="h3">
          Activity
        </Title>
        <HeatMap days={days} start={range.start} end={range.end} weekStartDay={weekStartDay} label={`Activity on ${project.title}`} />
      </Stack>
      {measures.length > 0 && (
        <Stack component="section" aria-labelledby="project-charts" gap="lg">
          <Title order={2} id="project-charts" size="h3">
            Charts
          </Title>
          {measures.map((measure) => (
            <ProgressChart
              key={measure}
              days={days}
              measure={measure}
              start={first ?? range.start}
              end={chartEnd}
              title={MEASURE_LABELS[measure]}
              startingValue={project.startingBalance[measure] ?? 0}
              weekStartDay={weekStartDay}
            />
          ))}
        </Stack>
      )}
    </>
  );
}
