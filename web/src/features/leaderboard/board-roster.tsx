import { Badge, Group, SimpleGrid, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { MemberBio } from '@inkpace/contracts/api/leaderboard-member';
import { boardColor } from '@inkpace/contracts/rules/board-colors';
import type { Board, Standings } from './board-cache.ts';
import { useSwatch } from '../../ui/swatch.ts';
import { NameWithColor } from './board-rank.tsx';

/** Spec §4 "Leaderboard ordering": owners first, then participants, then by display name. */
function byRole(a: MemberBio, b: MemberBio): number {
  return Number(b.isOwner) - Number(a.isOwner) || Number(b.isParticipant) - Number(a.isParticipant) || a.displayName.localeCompare(b.displayName);
}

interface RosterGroup {
  key: string;
  title: string;
  members: MemberBio[];
}

/**
 * With teams: one group per team (in the board's order), "Not on a team", then the spectators; without: the
 * participants, then the spectators. Empty groups are left out.
 */
export function rosterGroups(board: Board): RosterGroup[] {
  const members = [...board.members].sort(byRole);
  const participants = members.filter((m) => m.isParticipant);
  const spectators = members.filter((m) => !m.isParticipant);
  const teamIds = new Set(board.teams.map((t) => t.id));
  const groups: RosterGroup[] = board.enableTeams
    ? [
        ...board.teams.map((t) => ({ key: `team-${t.id}`, title: t.name, members: participants.filter((m) => m.teamId === t.id) })),
        { key: 'no-team', title: 'Not on a team', members: participants.filter((m) => m.teamId === null || !teamIds.has(m.teamId)) },
      ]
    : [{ key: 'participants', title: 'Participants', members: participants }];
  groups.push({ key: 'spectators', title: 'Spectators', members: spectators });
  return groups.filter((g) => g.members.length > 0);
}

/**
 * The board's members (spec §2 "member roster"): grouped (the group says participant or spectator), each with
 * their colour, owners marked.
 */
export function BoardRoster({ board, standings, viewerUuid }: { board: Board; standings: Standings | undefined; viewerUuid: string | null }): ReactNode {
  const titleId = useId();
  const swatch = useSwatch();
  const spectatorColor = useMantineTheme().colors.gray[7];
  // Colours come with the standings (members' chosen colours); a spectator is never drawn, so gray.
  const colors = new Map(standings?.people.map((p) => [p.memberId, p.color]) ?? []);
  const colorOf = (m: MemberBio): string => (m.isParticipant ? swatch(boardColor(colors.get(m.id) ?? '', m.id)) : spectatorColor);

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        Members
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {rosterGroups(board).map((group) => {
          const headingId = `${titleId}-${group.key}`;
          return (
            <Stack key={group.key} gap="xs">
              <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
                {group.title} <Text span size="sm" c="dimmed">({group.members.length})</Text>
              </Title>
              <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={headingId}>
                {group.members.map((m) => (
                  <Group component="li" key={m.id} gap="xs" justify="space-between" wrap="nowrap">
                    <NameWithColor name={m.displayName} avatar={m.avatar} color={colorOf(m)} you={m.userUuid === viewerUuid} />
                    {m.isOwner && (
                      <Badge size="sm" variant="light" color="grape" style={{ flex: 'none' }}>
                        Owner
                      </Badge>
                    )}
                  </Group>
                ))}
              </Stack>
            </Stack>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
