import { Alert, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { z } from 'zod';
import { boardColorBody, createTeamBody, type Team, type UpdateTeamBody } from '@inkpace/contracts/api/leaderboard-member';
import { messages } from '@inkpace/contracts/messages';
import type { BoardColor } from '@inkpace/contracts/rules/board-colors';
import { CancelButton, FormActions } from '../../ui/form-actions.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { toast } from '../../ui/toast.ts';
import { useAsyncSubmit } from '../../ui/use-async-submit.ts';
import { useCloseAfterSuccess } from '../../ui/use-close-after-success.ts';
import { useZodForm } from '../../ui/use-zod-form.ts';
import { BoardColorSelect } from './board-color.tsx';
import { createTeam, teamSaveFailure, updateTeam } from './leaderboard-actions.ts';

/** The team form's fields, checked by the contracts' own rules (spec §5 "Team form"). */
const teamFormSchema = z.object({ name: createTeamBody.shape.name, color: boardColorBody });
type TeamFormValues = z.output<typeof teamFormSchema>;

/** What an edit sends: only the fields that changed. */
export function changedTeamFields(team: Team, values: TeamFormValues): UpdateTeamBody {
  const changes: UpdateTeamBody = {};
  if (values.name !== team.name) changes.name = values.name;
  if (values.color !== team.color) changes.color = values.color;
  return changes;
}

function TeamForm({ boardUuid, team, onClose }: { boardUuid: string; team: Team | null; onClose(): void }): ReactNode {
  const form = useZodForm(teamFormSchema, { name: team?.name ?? '', color: (team?.color ?? '') as BoardColor | '' });
  const [done, setDone] = useState(false);
  useCloseAfterSuccess(done, onClose);
  const parsed = teamFormSchema.safeParse(form.values);
  const unchanged = team !== null && parsed.success && Object.keys(changedTeamFields(team, parsed.data)).length === 0;

  const save = useAsyncSubmit(
    async (values: TeamFormValues) => {
      if (done || unchanged) return;
      const saved = team ? await updateTeam(boardUuid, team.id, changedTeamFields(team, values)) : await createTeam(boardUuid, values);
      toast.success(team ? messages.success.nameSaved(saved.name) : messages.success.created(saved.name));
      setDone(true);
    },
    { failure: teamSaveFailure },
  );

  return (
    <form onSubmit={form.onSubmit(save.run)} noValidate aria-label={team ? 'Edit team' : 'New team'}>
      <Stack gap="md">
        <TextInput {...form.text('name')} label="Name" required data-autofocus />
        <BoardColorSelect value={form.values.color ?? ''} onChange={(color) => form.set('color', color as BoardColor)} error={form.errors.color} description="The team's colour on the board's charts." />
        {save.error && <Alert color="red">{save.error}</Alert>}
        <FormActions
          cancel={<CancelButton onClick={onClose} pending={save.pending} />}
        >
          <SubmitButton valid={form.valid && !unchanged && !done} pending={save.pending} loadingLabel="Saving...">
            {team ? 'Save Team' : 'Create Team'}
          </SubmitButton>
        </FormActions>
      </Stack>
    </form>
  );
}

/** Create (`team` null) or edit a team of the board; the form starts fresh at each opening. */
export function TeamFormDialog({ boardUuid, opened, team, onClose }: { boardUuid: string; opened: boolean; team: Team | null; onClose(): void }): ReactNode {
  return (
    <Modal opened={opened} onClose={onClose} title={team ? `Edit ${team.name}` : 'New Team'} closeButtonProps={{ 'aria-label': 'Close' }}>
      {opened && <TeamForm key={team?.id ?? 'new'} boardUuid={boardUuid} team={team} onClose={onClose} />}
    </Modal>
  );
}
