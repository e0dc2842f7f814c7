import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { LeaderboardSummary } from '@inkpace/contracts/api/leaderboard';
import { messages } from '@inkpace/contracts/messages';
import { sortLeaderboards } from '@inkpace/contracts/rules/leaderboard-order';
import { matchesProjectFilter } from '@inkpace/contracts/rules/projects';
import { useCurrentUser } from '../../app/session.ts';
import { usePageTitle } from '../../app/title.ts';
import { PlusIcon } from '../../ui/app-icons.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { useLeaderboards } from './leaderboard-cache.ts';
import { LeaderboardTile } from './leaderboard-tile.tsx';

function EmptyState({ children }: { children: string }): ReactNode {
  return (
    <Paper withBorder radius="md" p="xl">
      <Text ta="center">{children}</Text>
    </Paper>
  );
}

/** The tiles starred first, then by title (spec §4); the filter reads titles and descriptions, as the other lists. */
function BoardList({ boards, filter, userUuid }: { boards: readonly LeaderboardSummary[]; filter: string; userUuid: string | undefined }): ReactNode {
  if (boards.length === 0) return <EmptyState>{messages.empty.noLeaderboards}</EmptyState>;
  const shown = sortLeaderboards(boards.filter((b) => matchesProjectFilter(b, filter)));
  if (shown.length === 0) return <EmptyState>{messages.empty.noMatchingLeaderboards}</EmptyState>;
  return (
    <SimpleGrid component="ul" cols={{ base: 1, md: 2 }} spacing="sm" aria-label="Leaderboards" p={0} m={0} style={{ listStyle: 'none' }}>
      {shown.map((board) => (
        <LeaderboardTile key={board.uuid} board={board} isOwner={board.members.some((m) => m.userUuid === userUuid && m.isOwner)} />
      ))}
    </SimpleGrid>
  );
}

/** /leaderboards (spec §2 Leaderboards list): Use Join Code, New, a filter, and the boards as tiles with their star. */
export default function LeaderboardsPage(_props: { params: Record<string, string> }): ReactNode {
  usePageTitle('Leaderboards');
  const user = useCurrentUser();
  const { data, error, loading, reload } = useLeaderboards();
  const [filter, setFilter] = useState('');

  let body: ReactNode;
  if (data === undefined && loading) body = <PageLoader />;
  else if (data === undefined) body = <LoadFailed title="Could not load your leaderboards" error={error} retry={reload} />;
  else body = <BoardList boards={data} filter={filter} userUuid={user?.uuid} />;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>Leaderboards</Title>
        <Group gap="sm">
          <Button variant="default" component={Link} href="/leaderboards/join">
            Use Join Code
          </Button>
          <Button leftSection={<PlusIcon size={16} />} component={Link} href="/leaderboards/new">
            New
          </Button>
        </Group>
      </Group>
      <TextInput
        label="Filter"
        placeholder="Search titles and descriptions"
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
        maw={480}
      />
      {body}
    </Stack>
  );
}
