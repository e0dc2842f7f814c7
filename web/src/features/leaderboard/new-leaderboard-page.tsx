import { Button, Paper, Stack, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { messages } from '@inkpace/contracts/messages';
import { CrumbTrail } from '../../app/layouts/breadcrumbs.tsx';
import { REDIRECT_AFTER_FORM_MS } from '../../app/constants.ts';
import { usePageTitle } from '../../app/title.ts';
import { toast } from '../../ui/toast.ts';
import { useNavigateAfter } from '../../ui/use-navigate-after.ts';
import { boardPath, createLeaderboard, createLeaderboardFailure } from './leaderboard-actions.ts';
import { LeaderboardForm } from './leaderboard-form.tsx';
import { emptyLeaderboardForm } from './leaderboard-form-values.ts';

/** /leaderboards/new (spec §2): the board form; on success a toast, then the new board about a second later. */
export default function NewLeaderboardPage(_props: { params: Record<string, string> }): ReactNode {
  usePageTitle('New Leaderboard');
  const [saved, setSaved] = useState<string | null>(null);
  useNavigateAfter(saved, REDIRECT_AFTER_FORM_MS);

  return (
    <Stack gap="lg" maw={860}>
      <div>
        <CrumbTrail crumbs={[{ title: 'Leaderboards', href: '/leaderboards' }, { title: 'New', href: null }]} />
        <Title order={1}>Create a new Leaderboard</Title>
      </div>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <LeaderboardForm
          label="New leaderboard"
          initial={emptyLeaderboardForm}
          creating
          submitLabel="Create Leaderboard"
          loadingLabel="Creating..."
          onSave={async (values) => {
            const created = await createLeaderboard(values);
            toast.success(messages.success.created(created.title));
            setSaved(boardPath(created.uuid));
          }}
          failure={createLeaderboardFailure}
          actions={
            <Button variant="default" component={Link} href="/leaderboards">
              Cancel
            </Button>
          }
        />
      </Paper>
    </Stack>
  );
}
