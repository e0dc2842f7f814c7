import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { LeaderboardSummary } from '@inkpace/contracts/api/leaderboard';
import { messages } from '@inkpace/contracts/messages';
import { toast } from '../../ui/toast.ts';
import { DeleteBoardBox } from './danger-box.tsx';
import { updateLeaderboard, updateLeaderboardFailure } from './leaderboard-actions.ts';
import { LeaderboardForm } from './leaderboard-form.tsx';
import { changedBoardFields, formValuesOf } from './leaderboard-form-values.ts';

/** Leaderboard Settings (owners): the board form, sending only the fields that changed; and deleting the board. */
export function SettingsTab({ board }: { board: LeaderboardSummary }): ReactNode {
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <LeaderboardForm
          // A fresh form once the saved board comes back, so "nothing to save" compares with what is stored.
          key={board.updatedAt}
          label="Leaderboard settings"
          initial={formValuesOf(board)}
          creating={false}
          submitLabel="Save"
          loadingLabel="Saving..."
          unchanged={(values) => Object.keys(changedBoardFields(board, values)).length === 0}
          onSave={async (values) => {
            const updated = await updateLeaderboard(board.uuid, changedBoardFields(board, values));
            toast.success(messages.success.updated(updated.title));
          }}
          failure={updateLeaderboardFailure}
        />
      </Paper>
      <DeleteBoardBox board={board} />
    </Stack>
  );
}
