import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { AdminUserStats } from '@inkpace/contracts/api/admin';
import type { CountSeries } from '@inkpace/contracts/rules/admin-series';
import { formatCount } from '@inkpace/contracts/rules/format';
import { messages } from '@inkpace/contracts/messages';
import { usePageTitle } from '../../../app/title.ts';
import { CountChart, type CountNoun } from '../../../ui/charts/count-chart.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { StatGrid } from '../../../ui/stat-grid.tsx';
import ui from '../../../ui/ui.module.css';
import { useAdminStats, type AdminStats } from './admin-stats-data.ts';

const ACTIVE: CountNoun = { one: 'active user', other: 'active users' };
const SIGNUPS: CountNoun = { one: 'sign-up', other: 'sign-ups' };

/** Spec §3 "Admin user stats", as four labelled tiles. */
function UserCounts({ users }: { users: AdminUserStats }): ReactNode {
  return (
    <StatGrid
      title="Users"
      stats={[
        { label: 'Active accounts', value: formatCount(users.active) },
        { label: 'Verified accounts', value: formatCount(users.verified) },
        { label: 'Signed up in the last 30 days', value: formatCount(users.signedUpLast30Days) },
        { label: 'Signed up in the last 7 days', value: formatCount(users.signedUpLast7Days) },
      ]}
    />
  );
}

interface ChartSpec {
  title: string;
  series: CountSeries;
  noun: CountNoun;
}

/** A titled pair of charts, side by side where there is room. */
function ChartSection({ title, charts }: { title: string; charts: ChartSpec[] }): ReactNode {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        {charts.map((chart) => (
          <CountChart key={chart.title} {...chart} empty={messages.empty.noStatsSeries} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function StatsView({ stats }: { stats: AdminStats }): ReactNode {
  return (
    <>
      <UserCounts users={stats.users} />
      <ChartSection
        title="Weekly"
        charts={[
          { title: 'Weekly active users', series: stats.weeklyActiveUsers, noun: ACTIVE },
          { title: 'Weekly sign-ups', series: stats.weeklySignups, noun: SIGNUPS },
        ]}
      />
      <ChartSection
        title="Daily"
        charts={[
          { title: 'Daily active users', series: stats.dailyActiveUsers, noun: ACTIVE },
          { title: 'Daily sign-ups', series: stats.dailySignups, noun: SIGNUPS },
        ]}
      />
    </>
  );
}

/** /admin/stats (spec §2 admin-stats): the user counts, then weekly and daily charts of active users and sign-ups. */
export default function AdminStatsPage(): ReactNode {
  usePageTitle('Stats');
  const stats = useAdminStats();

  let body: ReactNode;
  if (stats.data) body = <StatsView stats={stats.data} />;
  else if (stats.loading) body = <PageLoader />;
  else body = <LoadFailed title={messages.errors.adminStatsLoadFailed} error={stats.error} retry={stats.reload} />;

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>Stats</Title>
        <Text size="sm" className={ui.muted}>
          People count as active on a day or in a week when they did anything in Inkpace then. Days and weeks are in UTC; weeks start on Monday.
        </Text>
      </Stack>
      {body}
    </Stack>
  );
}
