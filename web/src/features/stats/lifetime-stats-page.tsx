import { Breadcrumbs, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { messages } from '@inkpace/contracts/messages';
import { useCurrentUser } from '../../app/session.ts';
import { usePageTitle } from '../../app/title.ts';
import { HeatMap } from '../../ui/charts/heat-map.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { MeasureTiles, measuresOf } from '../../ui/measure-tiles.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import ui from '../../ui/ui.module.css';
import { DayStats } from './day-stats.tsx';
import { useLifetimeStats, type LifetimeStatsData } from './stats-data.ts';

/** "{year} Activity" (spec §2): the year's totals and its calendar, weeks starting on the writer's week start. */
function Year({ year, weekStartDay }: { year: LifetimeStatsData['years'][number]; weekStartDay: number }): ReactNode {
  const id = `year-${year.year}`;
  const y = String(year.year).padStart(4, '0');
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Title order={2} id={id} size="h3">
        {year.year} Activity
      </Title>
      <MeasureTiles totals={year.totals} label={`Totals of ${year.year}`} />
      <HeatMap days={year.days} start={`${y}-01-01`} end={`${y}-12-31`} weekStartDay={weekStartDay} label={`Calendar of ${year.year}`} compact />
    </Stack>
  );
}

/**
 * /stats/lifetime (spec §2 "Lifetime stats", §9): grand totals per measure (starting balances included, as the server
 * sums them), each measure's days counted, average and most productive day, then one section per year, newest
 * first, each with its totals and a calendar chart.
 */
export default function LifetimeStatsPage(): ReactNode {
  usePageTitle('Lifetime Stats');
  const user = useCurrentUser();
  const stats = useLifetimeStats();
  const data = stats.data;

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <nav aria-label="Breadcrumb">
          <Breadcrumbs separator="›">
            <Text span size="sm">
              Stats
            </Text>
            <Text span size="sm" aria-current="page">
              Lifetime
            </Text>
          </Breadcrumbs>
        </nav>
        <Title order={1}>Lifetime Stats</Title>
      </Stack>
      {data === undefined || user === undefined ? (
        stats.loading || user === undefined ? (
          <PageLoader />
        ) : (
          <LoadFailed title="Could not load your lifetime stats" error={stats.error} retry={stats.reload} />
        )
      ) : (
        <>
          {measuresOf(data.totals).length > 0 && (
            <Stack component="section" aria-labelledby="grand-totals" gap="sm">
              <Title order={2} id="grand-totals" size="h3">
                Grand Totals
              </Title>
              <MeasureTiles totals={data.totals} label="Grand totals" />
              <Text size="sm" className={ui.muted}>
                All your progress, plus your projects' starting balances and your lifetime starting balance.
              </Text>
            </Stack>
          )}
          {data.dayStats.length > 0 && <DayStats stats={data.dayStats} />}
          {data.years.length === 0 ? (
            <Paper withBorder radius="md" p="lg">
              <Text ta="center">{messages.empty.noLifetimeYears}</Text>
            </Paper>
          ) : (
            data.years.map((year) => <Year key={year.year} year={year} weekStartDay={user?.userSettings.weekStartDay ?? 0} />)
          )}
        </>
      )}
    </Stack>
  );
}
