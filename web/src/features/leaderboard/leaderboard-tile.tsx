import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { LeaderboardSummary } from '@inkpace/contracts/api/leaderboard';
import ui from '../../ui/ui.module.css';
import { boardAimText, boardDatesText, participantCount } from './board-text.ts';
import { boardPath } from './leaderboard-actions.ts';
import { LeaderboardStarButton } from './leaderboard-star-button.tsx';
import { MemberAvatars } from './member-avatars.tsx';

/** One board in the list: title (the link), its star, what counts and when, and its participants' avatars. */
export function LeaderboardTile({ board, isOwner }: { board: LeaderboardSummary; isOwner: boolean }): ReactNode {
  const participants = board.members.filter((m) => m.isParticipant);
  const titleId = `leaderboard-${board.uuid}-title`;
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Anchor component={Link} href={boardPath(board.uuid)} id={titleId} fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {board.title}
          </Anchor>
          <LeaderboardStarButton uuid={board.uuid} title={board.title} starred={board.starred} />
        </Group>
        <Text size="sm">{boardAimText(board)}</Text>
        <Text size="xs" className={ui.muted}>
          {boardDatesText(board)}
        </Text>
        <Group justify="space-between" align="center" gap="xs">
          <Group gap="xs">
            <MemberAvatars members={participants} />
            <Text size="sm" className={ui.muted}>
              {participantCount(participants.length)}
            </Text>
          </Group>
          <Group gap={6}>
            {isOwner && (
              <Badge variant="light" color="indigo">
                Owner
              </Badge>
            )}
            {board.enableTeams && (
              <Badge variant="outline" color="gray">
                Teams
              </Badge>
            )}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
