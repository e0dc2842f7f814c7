import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { messages } from '@inkpace/contracts/messages';
import { formatCalendarDate, formatCount } from '@inkpace/contracts/rules/format';
import { dayStreakText } from '@inkpace/contracts/rules/goal-card';
import { heatMapRange } from '@inkpace/contracts/rules/heat';
import { isBuilt, pathOf } from '../../app/routes.ts';
import { useCurrentUser } from '../../app/session.ts';
import { usePageTitle } from '../../app/title.ts';
import { HeatMap } from '../../ui/charts/heat-map.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { PageSection } from '../../ui/page-section.tsx';
import ui from '../../ui/ui.module.css';
import { useDashboard, type DashboardData } from './dashboard-data.ts';
import classes from './dashboard.module.css';
import { GoalCard } from './goal-card.tsx';
import { UnverifiedEmailNotice } from './unverified-email-notice.tsx';

function EmptyState({ children }: { children: ReactNode }): ReactNode {
  return (
    <Paper withBorder radius="md" p="lg">
      <Text ta="center">{children}</Text>
    </Paper>
  );
}

/** The heat map from about a year back (or the first entry, when later) to the writer's today (spec §4). */
function Activity({ data, weekStartDay }: { data: DashboardData; weekStartDay: number }): ReactNode {
  if (data.firstDate === null) return <EmptyState>{messages.empty.noActivity}</EmptyState>;
  const range = heatMapRange({ firstDate: data.firstDate, lastDate: null, today: data.today, dormant: false, weekStartDay });
  return <HeatMap days={data.days} start={range.start} end={range.end} weekStartDay={weekStartDay} label="Your activity" compact />;
}

function StreakTile({ label, value, note }: { label: string; value: string; note?: string }): ReactNode {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', xs: 'md' }}>
      <Text size="sm" className={ui.muted}>
        {label}
      </Text>
      <Text className={classes.streakValue}>{value}</Text>
      {note && (
        <Text size="xs" className={ui.muted}>
          {note}
        </Text>
      )}
    </Paper>
  );
}

/** The daily writing streaks (spec §4 "Streaks"): current (with its first day), longest, and whether today counts yet. */
function Streaks({ streaks }: { streaks: DashboardData['streaks'] }): ReactNode {
  return (
    <SimpleGrid cols={3} spacing={{ base: 'xs', xs: 'sm' }}>
      <StreakTile
        label="Current streak"
        value={dayStreakText(streaks.current)}
        note={streaks.currentStart ? `Since ${formatCalendarDate(streaks.currentStart)}` : 'Log progress today to start one.'}
      />
      <StreakTile label="Longest streak" value={dayStreakText(streaks.longest)} />
      <StreakTile
        label="Today"
        value={streaks.loggedToday ? 'Logged' : 'Not yet'}
        note={streaks.loggedToday ? 'Today counts toward your streak.' : streaks.current > 0 ? 'Log progress today to keep your streak.' : undefined}
      />
    </SimpleGrid>
  );
}

function StarredGoals({ cards, more }: { cards: DashboardData['starredGoals']; more: number }): ReactNode {
  if (cards.length === 0) {
    return (
      <EmptyState>
        {messages.empty.noStarredGoals}
        {isBuilt('goals') && (
          <>
            {' '}
            <Anchor component={Link} href={pathOf('goals')}>
              Go to Goals
            </Anchor>
          </>
        )}
      </EmptyState>
    );
  }
  return (
    <Stack gap="sm">
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2, xl: 3 }} spacing="md" className={classes.cards}>
        {cards.map((card) => (
          <li key={card.goal.id}>
            <GoalCard card={card} />
          </li>
        ))}
      </SimpleGrid>
      {/* The dashboard shows the first DASHBOARD_GOALS_MAX starred goals; the rest are a click away. */}
      {more > 0 && (
        <Text>
          {`${formatCount(more)} more starred ${more === 1 ? 'goal' : 'goals'}: `}
          <Anchor component={Link} href={pathOf('goals')}>
            see all goals
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

/**
 * The signed-in home (spec §2 Dashboard): the email prompt while unverified, the activity heat map, the writing
 * streaks (when the displayStreaks setting is on) and the starred goals as cards, all from one call. Logging,
 * editing or deleting progress anywhere invalidates it (progressChanged), so it redraws without a reload.
 */
export default function DashboardPage(): ReactNode {
  usePageTitle('Dashboard');
  const user = useCurrentUser();
  const dashboard = useDashboard();
  if (user === undefined) return <PageLoader />;
  const data = dashboard.data;
  const settings = user?.userSettings;

  return (
    <Stack gap="xl">
      <Stack gap="lg">
        <Title order={1}>Dashboard</Title>
        {user && !user.isEmailVerified && <UnverifiedEmailNotice email={user.email} />}
      </Stack>
      {data === undefined ? (
        dashboard.loading ? (
          <PageLoader />
        ) : (
          <LoadFailed title="Could not load your dashboard" error={dashboard.error} retry={dashboard.reload} />
        )
      ) : (
        <>
          <PageSection id="dashboard-activity" title="Activity">
            <Activity data={data} weekStartDay={settings?.weekStartDay ?? 0} />
          </PageSection>
          {/* Streaks of a writer who never logged anything would only say 0 three times. */}
          {(settings?.displayStreaks ?? true) && data.firstDate !== null && (
            <PageSection id="dashboard-streaks" title="Writing Streaks">
              <Streaks streaks={data.streaks} />
            </PageSection>
          )}
          <PageSection id="dashboard-goals" title="Starred Goals">
            <StarredGoals cards={data.starredGoals} more={data.moreStarredGoals} />
          </PageSection>
        </>
      )}
    </Stack>
  );
}
