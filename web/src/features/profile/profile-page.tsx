import { Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { messages } from '@inkpace/contracts/messages';
import { heatMapRange } from '@inkpace/contracts/rules/heat';
import { uploadUrl } from '@inkpace/contracts/api/uploads';
import { profileTitle } from '@inkpace/contracts/rules/profile';
import { ApiError } from '../../app/api.ts';
import { profileUsername } from '../../app/routes.ts';
import { usePageTitle } from '../../app/title.ts';
import { HeatMap } from '../../ui/charts/heat-map.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { MeasureTiles } from '../../ui/measure-tiles.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { PageSection } from '../../ui/page-section.tsx';
import ui from '../../ui/ui.module.css';
import { NotFoundPage } from '../public/index.ts';
import { GoalCards, ProjectCards } from './profile-cards.tsx';
import { useProfile, type ProfileData } from './profile-data.ts';
import classes from './profile.module.css';

function Profile({ profile }: { profile: ProfileData }): ReactNode {
  const range = heatMapRange({ firstDate: null, lastDate: null, today: profile.today, dormant: false, weekStartDay: profile.config.weekStartDay });
  const goals = profile.targetSummaries.length + profile.habitSummaries.length;
  return (
    <Stack gap="xl">
      <Group gap="md" wrap="nowrap" className={classes.header}>
        <Avatar src={profile.avatar === null ? null : uploadUrl('avatars', profile.avatar)} name={profile.displayName} color="initials" size="xl" radius="xl" alt="" />
        <Stack gap={0} className={classes.header}>
          <Title order={1} className={classes.name}>
            {profile.displayName}
          </Title>
          <Text className={ui.muted}>@{profile.username}</Text>
        </Stack>
      </Group>
      {Object.keys(profile.lifetimeTotals).length > 0 && (
        <PageSection id="profile-totals" title="Lifetime Totals">
          <MeasureTiles totals={profile.lifetimeTotals} label={`Lifetime totals of ${profile.displayName}`} />
        </PageSection>
      )}
      <PageSection id="profile-activity" title="Activity">
        {profile.recentActivity.length === 0 ? (
          <Paper withBorder radius="md" p="lg">
            <Text ta="center">{messages.empty.profileNoActivity(profile.displayName)}</Text>
          </Paper>
        ) : (
          <HeatMap days={profile.recentActivity} start={range.start} end={range.end} weekStartDay={profile.config.weekStartDay} label={`Activity of ${profile.displayName}`} compact />
        )}
      </PageSection>
      {goals > 0 && (
        <PageSection id="profile-goals" title="Goals">
          <GoalCards profile={profile} />
        </PageSection>
      )}
      {profile.projectSummaries.length > 0 && (
        <PageSection id="profile-projects" title="Projects">
          <ProjectCards profile={profile} />
        </PageSection>
      )}
    </Stack>
  );
}

/**
 * /@username (spec §2 "Public profile"): a writer's name, avatar (initials on a colour without one), lifetime totals,
 * a year of activity, and the goals and projects they chose to show. Signed out works; a profile that is not there
 * (switched off, suspended, deleted or unknown: the server answers them alike) is the 404 page.
 */
export default function ProfilePage({ params }: { params: Record<string, string> }): ReactNode {
  const username = profileUsername(params.username ?? '');
  const profile = useProfile(username);
  const data = profile.data;
  usePageTitle(data ? profileTitle(data.displayName, data.username) : null);
  if (data !== undefined) return <Profile profile={data} />;
  if (profile.loading) return <PageLoader />;
  if (profile.error instanceof ApiError && profile.error.status === 404) return <NotFoundPage />;
  return <LoadFailed title="Could not load this profile" error={profile.error} retry={profile.reload} />;
}
