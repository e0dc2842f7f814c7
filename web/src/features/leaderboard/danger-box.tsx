import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { LeaderboardSummary } from '@inkpace/contracts/api/leaderboard';
import { messages } from '@inkpace/contracts/messages';
import { offerUndo } from '../../app/restore.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { confirmedActionFailure, deleteLeaderboard, leaveLeaderboard } from './leaderboard-actions.ts';
import { leaderboardsChanged } from './leaderboard-cache.ts';

interface DangerBoxProps {
  board: LeaderboardSummary;
  /** The box's title and the button that opens the dialog, e.g. "Leave this Leaderboard" and "Leave". */
  title: string;
  explanation: string;
  button: string;
  /** The spec's action words: "You are about to {action}. …", "Could not {action}: …". */
  action: string;
  loadingLabel: string;
  run(uuid: string): Promise<unknown>;
  success: string;
  /** Deleting can be undone from its toast (leaving cannot: join again with the code). */
  undoable?: boolean;
}

/**
 * Leaving or deleting a board (spec §4 "Destructive actions"): the question, the board's title typed exactly, Yes
 * or No; the short message in the dialog, which closes about a second later. Then the list; the lists refresh once
 * this page is gone.
 */
function DangerBox({ board, title, explanation, button, action, loadingLabel, run, success, undoable = false }: DangerBoxProps): ReactNode {
  const [opened, setOpened] = useState(false);
  const [, navigate] = useLocation();
  const headingId = `${button.toLowerCase().replace(/\W+/g, '-')}-heading`;
  return (
    <Paper withBorder radius="md" p="md" style={{ borderColor: 'var(--mantine-color-red-filled)' }} component="section" aria-labelledby={headingId}>
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <Text size="sm">{explanation}</Text>
        <Button variant="outline" color="red" c="var(--mantine-color-red-light-color)" onClick={() => setOpened(true)}>
          {button}
        </Button>
      </Stack>
      <ConfirmDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={title}
        typed={{ expected: board.title, mismatch: messages.validation.typedTitle, label: "Type the leaderboard's title to confirm", description: board.title }}
        confirmLabel="Yes"
        cancelLabel="No"
        loadingLabel={loadingLabel}
        onConfirm={async () => {
          await run(board.uuid);
        }}
        success={success}
        afterSuccess={() => {
          // The dialog has said it; the toast then offers Undo for a while, on the list the writer goes to.
          if (undoable) {
            const back = { to: `/leaderboards/${board.uuid}`, navigate };
            offerUndo({ kind: 'leaderboard', uuid: board.uuid }, { message: success, restored: messages.success.restored(board.title), back });
          }
          navigate('/leaderboards');
          leaderboardsChanged();
        }}
        failure={confirmedActionFailure(action)}
      >
        {messages.confirm.aboutTo(action)}
      </ConfirmDialog>
    </Paper>
  );
}

export function LeaveBoardBox({ board }: { board: LeaderboardSummary }): ReactNode {
  return (
    <DangerBox
      board={board}
      title="Leave this Leaderboard"
      explanation="You stop appearing on it. You can join again later with its join code, while it takes new members."
      button="Leave Leaderboard"
      action="leave this leaderboard"
      loadingLabel="Leaving..."
      run={leaveLeaderboard}
      success={messages.success.leftLeaderboard}
    />
  );
}

export function DeleteBoardBox({ board }: { board: LeaderboardSummary }): ReactNode {
  return (
    <DangerBox
      board={board}
      title="Delete this Leaderboard"
      explanation="The board, its teams and its members go for everyone. Everyone's progress stays in their own projects."
      button="Delete Leaderboard"
      action="delete this leaderboard"
      loadingLabel="Deleting..."
      run={deleteLeaderboard}
      success={messages.success.leaderboardDeleted}
      undoable
    />
  );
}
