import { Badge, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { messages } from '@inkpace/contracts/messages';
import { formatCalendarDate, formatMeasureCount } from '@inkpace/contracts/rules/format';
import { MEASURE_LABELS } from '@inkpace/contracts/rules/measures';
import { CrumbTrail } from '../../app/layouts/breadcrumbs.tsx';
import { PageProgressButton } from '../../app/layouts/page-progress-button.tsx';
import { Markdown } from '../../ui/markdown.tsx';
import { StarToggle } from '../../ui/star-toggle.tsx';
import ui from '../../ui/ui.module.css';
import { setBoardStarred, type Board } from './board-cache.ts';
import { editBoardPath } from './leaderboard-actions.ts';
import classes from './board.module.css';
import { JoinCodeButton } from './board-join-code.tsx';
import type { LiveState } from './board-live.ts';

/** "Mar 1, 2026 – Mar 31, 2026", "From Mar 1, 2026", "Until Mar 31, 2026", or null with no dates. */
export function boardDatesText(board: Pick<Board, 'startDate' | 'endDate'>): string | null {
  const { startDate: start, endDate: end } = board;
  if (start && end) return `${formatCalendarDate(start)} – ${formatCalendarDate(end)}`;
  if (start) return `From ${formatCalendarDate(start)}`;
  if (end) return `Until ${formatCalendarDate(end)}`;
  return null;
}

/** What the board counts: "Counts Words and Time · Goal: 50,000 words", or each member's own goal. */
export function boardCountsText(board: Board): string {
  if (board.individualGoalMode) return 'Each participant races towards a goal of their own';
  const names = board.measures.map((m) => MEASURE_LABELS[m]);
  const counted = names.length <= 1 ? (names[0] ?? 'Nothing') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
  const goals = board.measures.flatMap((m) => (board.goal[m] === undefined ? [] : [formatMeasureCount(board.goal[m], m)]));
  return `Counts ${counted}${goals.length > 0 ? ` · Goal: ${goals.join(', ')}` : ''}`;
}

const LIVE: Record<LiveState, { label: string; words: string }> = {
  live: { label: 'Live', words: 'Live: the standings update by themselves' },
  connecting: { label: 'Connecting…', words: 'Connecting for live updates' },
  off: { label: 'Not live', words: 'Live updates are off: reload the page to see changes' },
  removed: { label: 'Not live', words: 'Live updates stopped: you are no longer a member of this leaderboard' },
};

/** Whether the page follows the board's changes, in a word and (for screen readers and on hover) a sentence. */
export function LiveIndicator({ state }: { state: LiveState }): ReactNode {
  const { label, words } = LIVE[state];
  // Plain text on the default badge (the light variants' small text falls short of 4.5:1); the dot says live in colour.
  return (
    <Badge
      variant="default"
      role="status"
      aria-label={words}
      title={words}
      style={{ flex: 'none' }}
      leftSection={<Box component="span" w={8} h={8} bg={state === 'live' ? 'teal.6' : 'gray.5'} style={{ borderRadius: '50%', display: 'inline-block' }} aria-hidden="true" />}
    >
      {label}
    </Badge>
  );
}

interface HeaderProps {
  board: Board;
  live: LiveState;
  /** Whether the viewer is a member (the Configure button is for members only). */
  isMember: boolean;
}

/**
 * The board's title, star and live state; its description (the owner's text, as safe Markdown), dates, what it
 * counts and its modes; and its buttons: Log Progress, Configure Leaderboard (members), View Join Code (joinable).
 */
export function BoardHeader({ board, live, isMember }: HeaderProps): ReactNode {
  const dates = boardDatesText(board);
  return (
    <Stack gap="sm">
      <CrumbTrail crumbs={[{ title: 'Leaderboards', href: '/leaderboards' }, { title: board.title, href: null }]} />
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {/* break-word, not anywhere: a long word may break, but words are not split to make room for the star. */}
        <Title order={1} style={{ overflowWrap: 'break-word', minWidth: 0 }}>
          {board.title}
        </Title>
        <StarToggle title={board.title} starred={board.starred} save={(next) => setBoardStarred(board.uuid, next)} failure={() => messages.errors.leaderboardUpdateFailed} />
      </Group>
      <Group gap="xs">
        <Text>{boardCountsText(board)}</Text>
        {board.enableTeams && <Badge variant="light">Teams</Badge>}
        {board.fundraiserMode && <Badge variant="light" color="grape">Fundraiser</Badge>}
        <LiveIndicator state={live} />
      </Group>
      {dates && <Text className={ui.muted}>{dates}</Text>}
      {board.description && <Markdown source={board.description} headingLevel={2} className={classes.description} />}
      <Group gap="sm">
        <PageProgressButton />
        {isMember && (
          <Button variant="default" component={Link} href={editBoardPath(board.uuid)}>
            Configure Leaderboard
          </Button>
        )}
        {board.isJoinable && <JoinCodeButton uuid={board.uuid} title={board.title} />}
      </Group>
    </Stack>
  );
}
