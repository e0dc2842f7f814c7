import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { LeaderboardSummary } from '@inkpace/contracts/api/leaderboard';
import type { Participation } from '@inkpace/contracts/api/leaderboard-member';
import { messages } from '@inkpace/contracts/messages';
import { toast } from '../../ui/toast.ts';
import { LeaveBoardBox } from './danger-box.tsx';
import { participationFailure, updateMyParticipation } from './leaderboard-actions.ts';
import { ParticipationForm } from './participation-form.tsx';
import { changedParticipation, valuesOfParticipation } from './participation-values.ts';

/** My Participation (everyone): the participation form (PATCH sends only what changed), and leaving. */
export function ParticipationTab({ board, participation }: { board: LeaderboardSummary; participation: Participation }): ReactNode {
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <ParticipationForm
          // A fresh form once the saved participation comes back, so it can be changed and saved again.
          key={JSON.stringify(participation)}
          label="My participation"
          board={board}
          teams={board.enableTeams ? board.teams : []}
          initial={valuesOfParticipation(participation)}
          submitLabel="Save"
          loadingLabel="Saving..."
          unchanged={(output, values) => Object.keys(changedParticipation(participation, values, output, board)).length === 0}
          onSave={async (output, values) => {
            await updateMyParticipation(board.uuid, changedParticipation(participation, values, output, board));
            toast.success(messages.success.selectionsChanged(board.title));
          }}
          failure={participationFailure}
        />
      </Paper>
      <LeaveBoardBox board={board} />
    </Stack>
  );
}

