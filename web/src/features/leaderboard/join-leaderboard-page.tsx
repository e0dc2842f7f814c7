import { Alert, Button, Paper, Stack, Stepper, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { joinCode as joinCodeRule, type LeaderboardSummary } from '@inkpace/contracts/api/leaderboard';
import { messages } from '@inkpace/contracts/messages';
import { REDIRECT_AFTER_FORM_MS } from '../../app/constants.ts';
import { CrumbTrail } from '../../app/layouts/breadcrumbs.tsx';
import { useCurrentUser } from '../../app/session.ts';
import { usePageTitle } from '../../app/title.ts';
import { FormActions } from '../../ui/form-actions.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { toast } from '../../ui/toast.ts';
import { useAsyncSubmit } from '../../ui/use-async-submit.ts';
import { useNavigateAfter } from '../../ui/use-navigate-after.ts';
import { boardAimText, boardDatesText } from './board-text.ts';
import { boardPath, joinCodeFailure, joinLeaderboard, lookUpJoinCode, participationFailure } from './leaderboard-actions.ts';
import { ParticipationForm } from './participation-form.tsx';
import { emptyParticipation } from './participation-values.ts';

/** A board found by its code that the writer cannot join: the message says why. */
class JoinRefused extends Error {}

/** Why a board found by its code cannot be joined (spec §4 "Joining"), or null when it can. */
function refusal(board: LeaderboardSummary, userUuid: string | undefined): string | null {
  if (board.members.some((m) => m.userUuid === userUuid)) return messages.errors.leaderboardAlreadyJoined;
  if (!board.isJoinable) return messages.errors.leaderboardNotJoinable;
  return null;
}

/** Step 1: the code, checked as a UUID, then looked up. */
function CodeStep({ initial, onFound }: { initial: string; onFound(board: LeaderboardSummary): void }): ReactNode {
  const user = useCurrentUser();
  const [code, setCode] = useState(initial);
  const [changed, setChanged] = useState(false);
  const problem = joinCodeRule.safeParse(code.trim()).error?.issues[0]?.message ?? null;
  const lookUp = useAsyncSubmit(
    async () => {
      const board = await lookUpJoinCode(code.trim());
      const refused = refusal(board, user?.uuid);
      if (refused) throw new JoinRefused(refused);
      toast.success(messages.success.joinCodeConfirmed);
      onFound(board);
    },
    { failure: (error) => (error instanceof JoinRefused ? error.message : joinCodeFailure(error)) },
  );
  // A link with ?joinCode= looks the code up at once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || initial === '' || joinCodeRule.safeParse(initial).error) return;
    started.current = true;
    void lookUp.run();
  }, [initial, lookUp]);

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (problem === null) void lookUp.run();
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Join code">
      <Stack gap="md">
        <TextInput
          label="Join code"
          description="The code (or link) the board's owner shared with you, e.g. 0f8e1c2a-…"
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setChanged(true);
          }}
          error={changed && code !== '' ? (problem ?? undefined) : undefined}
          autoComplete="off"
          spellCheck={false}
          required
          data-autofocus
        />
        {lookUp.error && <Alert color="red">{lookUp.error}</Alert>}
        <FormActions
          cancel={
            <Button variant="default" component={Link} href="/leaderboards">
              Cancel
            </Button>
          }
        >
          <SubmitButton valid={problem === null} pending={lookUp.pending} loadingLabel="Looking up...">
            Look Up
          </SubmitButton>
        </FormActions>
      </Stack>
    </form>
  );
}

/** /leaderboards/join (spec §2): a two-step vertical stepper, code then participation; then the board. */
export default function JoinLeaderboardPage(_props: { params: Record<string, string> }): ReactNode {
  usePageTitle('Join a Leaderboard');
  const initial = new URLSearchParams(useSearch()).get('joinCode')?.trim() ?? '';
  const [board, setBoard] = useState<LeaderboardSummary | null>(null);
  const [joined, setJoined] = useState<string | null>(null);
  useNavigateAfter(joined, REDIRECT_AFTER_FORM_MS);

  return (
    <Stack gap="lg" maw={860}>
      <div>
        <CrumbTrail crumbs={[{ title: 'Leaderboards', href: '/leaderboards' }, { title: 'Join', href: null }]} />
        <Title order={1}>Join a Leaderboard</Title>
      </div>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stepper active={board ? 1 : 0} orientation="vertical" allowNextStepsSelect={false} onStepClick={(step) => step === 0 && setBoard(null)}>
          <Stepper.Step label="Enter Join Code" description={board ? board.title : 'The code from the board owner'}>
            <CodeStep initial={initial} onFound={setBoard} />
          </Stepper.Step>
          <Stepper.Step label="Set Your Participation" description="Participant or spectator">
            {board && (
              <Stack gap="md">
                <div>
                  <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
                    {board.title}
                  </Title>
                  {board.description && <Text size="sm">{board.description}</Text>}
                  <Text size="sm">{boardAimText(board)}</Text>
                  <Text size="sm">{boardDatesText(board)}</Text>
                </div>
                <ParticipationForm
                  label="Your participation"
                  board={board}
                  teams={board.enableTeams ? board.teams : []}
                  initial={emptyParticipation}
                  submitLabel="Join Leaderboard"
                  loadingLabel="Joining..."
                  onSave={async (output) => {
                    await joinLeaderboard(board.uuid, output);
                    toast.success(messages.success.joined(board.title));
                    setJoined(boardPath(board.uuid));
                  }}
                  failure={participationFailure}
                  actions={
                    <Button variant="default" onClick={() => setBoard(null)}>
                      Back
                    </Button>
                  }
                />
              </Stack>
            )}
          </Stepper.Step>
        </Stepper>
      </Paper>
    </Stack>
  );
}
