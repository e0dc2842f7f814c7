import { Alert, Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { Team } from '@inkpace/contracts/api/leaderboard-member';
import { messages } from '@inkpace/contracts/messages';
import { sortTeams } from '@inkpace/contracts/rules/leaderboard-order';
import { errorText } from '../../ui/api-error.ts';
import { PlusIcon } from '../../ui/app-icons.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { StackingTable, stackingCells } from '../../ui/stacking-table.tsx';
import { BoardColorDot } from './board-color.tsx';
import { confirmedActionFailure, removeTeam } from './leaderboard-actions.ts';
import { useBoardTeams } from './leaderboard-cache.ts';
import { TeamFormDialog } from './team-form-dialog.tsx';

const colorName = (color: string): string => (color === '' ? 'Automatic' : color.charAt(0).toUpperCase() + color.slice(1));

/** Teams (owners, boards with teams): the list, New Team, and each team's Edit and Delete. */
export function TeamsTab({ boardUuid }: { boardUuid: string }): ReactNode {
  const { data, error, loading } = useBoardTeams(boardUuid, true);
  const [editing, setEditing] = useState<{ team: Team | null } | null>(null);
  const [deleting, setDeleting] = useState<Team | null>(null);

  let list: ReactNode;
  if (data === undefined && loading) list = <PageLoader />;
  else if (data === undefined) list = <Alert color="red">{messages.errors.teamsLoadFailed(errorText(error))}</Alert>;
  else if (data.length === 0) list = <Text>{messages.empty.noTeams}</Text>;
  else {
    list = (
      <StackingTable aria-label="Teams">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Color</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sortTeams(data).map((team) => (
            <Table.Tr key={team.id}>
              <Table.Td className={stackingCells.primary} style={{ overflowWrap: 'anywhere' }}>
                {team.name}
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <BoardColorDot color={team.color} />
                  {colorName(team.color)}
                </Group>
              </Table.Td>
              <Table.Td className={stackingCells.actions}>
                <Group gap="xs" className={stackingCells.actionGroup} wrap="nowrap">
                  <Button size="xs" variant="default" onClick={() => setEditing({ team })} aria-label={`Edit ${team.name}`}>
                    Edit
                  </Button>
                  <Button size="xs" variant="light" color="red" onClick={() => setDeleting(team)} aria-label={`Delete ${team.name}`}>
                    Delete
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StackingTable>
    );
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="flex-end">
          <Button leftSection={<PlusIcon size={16} />} onClick={() => setEditing({ team: null })}>
            New Team
          </Button>
        </Group>
        {list}
      </Stack>
      <TeamFormDialog boardUuid={boardUuid} opened={editing !== null} team={editing?.team ?? null} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete Team"
        confirmLabel="Yes"
        cancelLabel="No"
        loadingLabel="Deleting..."
        onConfirm={async () => {
          if (!deleting) return;
          await removeTeam(boardUuid, deleting.id);
        }}
        success={messages.success.teamDeleted}
        failure={confirmedActionFailure(`delete the team ${deleting?.name ?? ''}`)}
      >
        {messages.confirm.aboutTo(`delete the team ${deleting?.name ?? ''}`)}
      </ConfirmDialog>
    </Paper>
  );
}
