import { Alert, Badge, Button, Group, NativeSelect, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import type { LeaderboardSummary } from '@inkpace/contracts/api/leaderboard';
import type { Membership } from '@inkpace/contracts/api/leaderboard-member';
import { messages } from '@inkpace/contracts/messages';
import { isSoleOwner } from '@inkpace/contracts/rules/leaderboard-access';
import { sortMembers, sortTeams } from '@inkpace/contracts/rules/leaderboard-order';
import { errorText } from '../../ui/api-error.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { StackingTable, stackingCells } from '../../ui/stacking-table.tsx';
import { toast } from '../../ui/toast.ts';
import { useAsyncSubmit } from '../../ui/use-async-submit.ts';
import { confirmedActionFailure, removeMember, teamSaveFailure, updateMember } from './leaderboard-actions.ts';
import { useBoardMembers } from './leaderboard-cache.ts';

/** Spec §3: the role label of a member. */
const roleOf = (m: Membership): string => (m.isOwner ? 'Owner' : m.isParticipant ? 'Participant' : 'Spectator');

interface RowProps {
  board: LeaderboardSummary;
  member: Membership;
  /** The board's only owner: Demote and Kick are off, with the reason beside them. */
  soleOwner: boolean;
  onKick(m: Membership): void;
}

/**
 * One member's controls: team (on boards with teams), promote or demote, kick. The only owner's Demote and Kick are
 * off and say why (the server would refuse them); other refusals show as a toast.
 */
function MemberRow({ board, member, soleOwner, onKick }: RowProps): ReactNode {
  const reasonId = useId();
  const describedBy = soleOwner ? reasonId : undefined;
  const change = useAsyncSubmit(
    async (body: { isOwner?: boolean; teamId?: number | null }) => {
      await updateMember(board.uuid, member.id, body);
      toast.success(messages.success.saved);
    },
    { failure: teamSaveFailure, failureAs: 'toast' },
  );
  const teams = [{ value: '', label: '(no team)' }, ...sortTeams(board.teams).map((t) => ({ value: String(t.id), label: t.name }))];
  return (
    <Table.Tr>
      <Table.Td className={stackingCells.primary} style={{ overflowWrap: 'anywhere' }}>
        {member.displayName}
        {/* Under the name, so the reason reads beside the buttons it explains on a wide table and on a phone's card. */}
        {soleOwner && (
          <Text id={reasonId} size="xs" c="dimmed" style={{ overflowWrap: 'normal' }}>
            {messages.notes.soleOwner}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Badge variant={member.isOwner ? 'filled' : 'light'} color={member.isParticipant || member.isOwner ? 'indigo' : 'gray'}>
          {roleOf(member)}
        </Badge>
      </Table.Td>
      {board.enableTeams && (
        <Table.Td>
          <NativeSelect
            aria-label={`Team of ${member.displayName}`}
            data={teams}
            value={member.teamId === null ? '' : String(member.teamId)}
            disabled={change.pending}
            onChange={(event) => void change.run({ teamId: event.currentTarget.value === '' ? null : Number(event.currentTarget.value) })}
            size="xs"
          />
        </Table.Td>
      )}
      <Table.Td className={stackingCells.actions}>
        <Group gap="xs" className={stackingCells.actionGroup} wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            loading={change.pending}
            disabled={soleOwner}
            aria-describedby={describedBy}
            onClick={() => void change.run({ isOwner: !member.isOwner })}
            aria-label={`${member.isOwner ? 'Demote' : 'Promote'} ${member.displayName}`}
          >
            {member.isOwner ? 'Demote' : 'Promote'}
          </Button>
          <Button size="xs" variant="light" color="red" disabled={soleOwner} aria-describedby={describedBy} onClick={() => onKick(member)} aria-label={`Kick ${member.displayName}`}>
            Kick
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** Members (owners): owners first, then participants, then by name; promote or demote, team, kick (typed name). */
export function MembersTab({ board }: { board: LeaderboardSummary }): ReactNode {
  const { data, error, loading } = useBoardMembers(board.uuid, true);
  const [kicking, setKicking] = useState<Membership | null>(null);

  let list: ReactNode;
  if (data === undefined && loading) list = <PageLoader />;
  else if (data === undefined) list = <Alert color="red">{messages.errors.membersLoadFailed(errorText(error))}</Alert>;
  else {
    const owners = data.filter((m) => m.isOwner).length;
    list = (
      <StackingTable aria-label="Members">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Role</Table.Th>
            {board.enableTeams && <Table.Th>Team</Table.Th>}
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sortMembers(data).map((member) => (
            <MemberRow key={member.id} board={board} member={member} soleOwner={isSoleOwner(member, owners)} onKick={setKicking} />
          ))}
        </Table.Tbody>
      </StackingTable>
    );
  }
  const kickAction = `kick ${kicking?.displayName ?? ''}`;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Text size="sm" mb="md">
        Owners can change the board, its teams and its members. The only owner cannot be demoted or kicked.
      </Text>
      {list}
      <ConfirmDialog
        opened={kicking !== null}
        onClose={() => setKicking(null)}
        title="Kick Member"
        typed={kicking ? { expected: kicking.displayName, mismatch: messages.validation.typedName, label: "Type the member's name to confirm", description: kicking.displayName } : undefined}
        confirmLabel="Yes"
        cancelLabel="No"
        loadingLabel="Kicking..."
        onConfirm={async () => {
          if (!kicking) return;
          await removeMember(board.uuid, kicking.id);
        }}
        success={messages.success.removed}
        failure={confirmedActionFailure(kickAction)}
      >
        {messages.confirm.aboutTo(kickAction)}
      </ConfirmDialog>
    </Paper>
  );
}
