import { Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { CrumbTrail } from '../../app/layouts/breadcrumbs.tsx';
import { useCurrentUser } from '../../app/session.ts';
import { usePageTitle } from '../../app/title.ts';
import { errorCode, errorText } from '../../ui/api-error.ts';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { toast } from '../../ui/toast.ts';
import { boardPath } from './leaderboard-actions.ts';
import { useLeaderboard, useMyParticipation } from './leaderboard-cache.ts';
import { MembersTab } from './members-tab.tsx';
import { ParticipationTab } from './participation-tab.tsx';
import { SettingsTab } from './settings-tab.tsx';
import { TeamsTab } from './teams-tab.tsx';

type Tab = 'participation' | 'settings' | 'teams' | 'members';
const isTab = (value: string | null): value is Tab => value === 'participation' || value === 'settings' || value === 'teams' || value === 'members';

/**
 * A board that is gone, or a membership that is (left, kicked, deleted elsewhere): back to the list with the
 * server's words (spec §2 "Edit leaderboard", §8 "Unknown leaderboard").
 */
function useLeaveWhenGone(errors: unknown[]): boolean {
  const [, navigate] = useLocation();
  const gone = errors.find((e) => errorCode(e) === 'NOT_FOUND');
  useEffect(() => {
    if (gone === undefined) return;
    toast.error(errorText(gone));
    navigate('/leaderboards');
  }, [gone, navigate]);
  return gone !== undefined;
}

/** /leaderboards/:boardUuid/edit (spec §2): My Participation for everyone; Settings, Teams and Members for owners. */
export default function EditLeaderboardPage({ params }: { params: Record<string, string> }): ReactNode {
  const uuid = params.boardUuid ?? '';
  const user = useCurrentUser();
  const board = useLeaderboard(uuid);
  const participation = useMyParticipation(uuid);
  const [tab, setTab] = useState<Tab>('participation');
  usePageTitle(board.data ? `Edit ${board.data.title}` : 'Edit Leaderboard');
  const gone = useLeaveWhenGone([board.error, participation.error]);

  if (gone || ((board.data === undefined || participation.data === undefined) && (board.loading || participation.loading))) return <PageLoader />;
  if (board.data === undefined || participation.data === undefined) {
    return <LoadFailed title="Could not load the leaderboard" error={board.error ?? participation.error} retry={() => (board.reload(), participation.reload())} />;
  }
  const data = board.data;
  const isOwner = data.members.some((m) => m.userUuid === user?.uuid && m.isOwner);
  // A tab the caller may no longer see (demoted, teams turned off) falls back to their own.
  const shown: Tab = (!isOwner && tab !== 'participation') || (tab === 'teams' && !data.enableTeams) ? 'participation' : tab;

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <CrumbTrail crumbs={[{ title: 'Leaderboards', href: '/leaderboards' }, { title: data.title, href: boardPath(uuid) }, { title: 'Edit', href: null }]} />
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            Edit {data.title}
          </Title>
          <Button variant="default" component={Link} href={boardPath(uuid)}>
            Back to {data.title}
          </Button>
        </Group>
      </div>
      <Tabs value={shown} onChange={(value) => isTab(value) && setTab(value)} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="participation">My Participation</Tabs.Tab>
          {isOwner && <Tabs.Tab value="settings">Leaderboard Settings</Tabs.Tab>}
          {isOwner && data.enableTeams && <Tabs.Tab value="teams">Teams</Tabs.Tab>}
          {isOwner && <Tabs.Tab value="members">Members</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="participation">
          <ParticipationTab board={data} participation={participation.data} />
        </Tabs.Panel>
        {isOwner && (
          <Tabs.Panel value="settings">
            <SettingsTab board={data} />
          </Tabs.Panel>
        )}
        {isOwner && data.enableTeams && (
          <Tabs.Panel value="teams">
            <TeamsTab boardUuid={uuid} />
          </Tabs.Panel>
        )}
        {isOwner && (
          <Tabs.Panel value="members">
            <MembersTab board={data} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
