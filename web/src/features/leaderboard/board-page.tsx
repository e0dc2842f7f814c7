import { Alert, Button, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { messages } from '@inkpace/contracts/messages';
import { MEASURE_LABELS, MEASURES, type MeasureName } from '@inkpace/contracts/rules/measures';
import { useCurrentUser } from '../../app/session.ts';
import { usePageTitle } from '../../app/title.ts';
import { errorCode } from '../../ui/api-error.ts';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { toast } from '../../ui/toast.ts';
import { boardChanged, useBoard, useStandings, type Board, type Standings } from './board-cache.ts';
import { leaderboardsChanged } from './leaderboard-cache.ts';
import { BoardChart } from './board-chart.tsx';
import { FundraiserView } from './board-fundraiser.tsx';
import { BoardHeader } from './board-header.tsx';
import { useBoardLive } from './board-live.ts';
import { BoardNotice } from './board-notice.tsx';
import { BoardRoster } from './board-roster.tsx';
import { StandingsTable, TeamStandingsTable } from './board-standings-table.tsx';

const asMeasure = (value: string | null): MeasureName | null => MEASURES.find((m) => m === value) ?? null;

/** Which measure the standings show (spec: the picker offers the board's measures that have progress). */
function MeasurePicker({ standings, onPick, busy }: { standings: Standings; onPick(m: MeasureName): void; busy: boolean }): ReactNode {
  return (
    <Group gap="sm" align="flex-end">
      <NativeSelect
        label="Measure"
        value={standings.measure ?? ''}
        onChange={(event) => {
          const picked = asMeasure(event.currentTarget.value);
          if (picked) onPick(picked);
        }}
        data={standings.measures.map((m) => ({ value: m, label: MEASURE_LABELS[m] }))}
        w={180}
      />
      {/* While another measure loads, the standings shown are the last measure's. */}
      {busy && <Loader size="sm" aria-label="Loading the standings" />}
    </Group>
  );
}

/** Everything under the header, from the standings: notice, picker, fundraiser or chart, tables. */
function BoardBody({ board, standings, viewerId, loading, pick }: { board: Board; standings: Standings; viewerId: number | null; loading: boolean; pick(m: MeasureName): void }): ReactNode {
  const viewer = board.members.find((m) => m.id === viewerId) ?? null;
  const showPicker = !board.individualGoalMode && standings.measures.length > 1;
  return (
    <Stack gap="xl" aria-busy={loading}>
      {showPicker && <MeasurePicker standings={standings} onPick={pick} busy={loading} />}
      {standings.notice && <BoardNotice notice={standings.notice} uuid={board.uuid} viewer={viewer} isJoinable={board.isJoinable} measure={standings.measure} />}
      {standings.fundraiser && <FundraiserView board={board} standings={standings} fundraiser={standings.fundraiser} />}
      {standings.rows.length > 0 && <StandingsTable board={board} standings={standings} viewerId={viewerId} />}
      {standings.teams.length > 0 && <TeamStandingsTable board={board} standings={standings} />}
      {!standings.fundraiser && standings.series.length > 0 && standings.dates.length > 0 && <BoardChart board={board} standings={standings} />}
    </Stack>
  );
}

/**
 * /leaderboards/:boardUuid (spec §2 "Leaderboard detail"): the board's header, its standings for the measure in
 * `?measure=` (the server's default without one), charts, and members; kept up to date by the board's live stream.
 * An unknown board (or one the viewer is not on) says so and goes to the list.
 */
export default function BoardPage({ params }: { params: Record<string, string> }): ReactNode {
  const uuid = params.boardUuid ?? '';
  const search = useSearch();
  const [location, navigate] = useLocation();
  const measure = asMeasure(new URLSearchParams(search).get('measure'));
  const user = useCurrentUser();
  const board = useBoard(uuid);
  const standings = useStandings(uuid, measure, true);
  const live = useBoardLive(uuid, standings.data?.version, () => boardChanged(uuid));
  usePageTitle(board.data?.title ?? 'Leaderboard');

  // Another measure's standings stay on screen while the picked one loads (no flash of an empty page).
  const lastShown = useRef<Standings | undefined>(undefined);
  if (standings.data) lastShown.current = standings.data;
  const shown = standings.data ?? lastShown.current;

  const missing = board.data === undefined && errorCode(board.error) === 'NOT_FOUND';
  useEffect(() => {
    if (!missing) return;
    toast.error(messages.errors.leaderboardNotFound(uuid));
    navigate('/leaderboards', { replace: true });
  }, [missing, uuid, navigate]);
  // The viewer is off the board: the page keeps what it showed, and the lists (the sidebar's stars) drop it.
  const removed = live === 'removed';
  useEffect(() => {
    if (removed) leaderboardsChanged();
  }, [removed]);
  // Spec §8: refreshing a board that has gone only logs a warning (the page keeps what it showed).
  useEffect(() => {
    if (board.data !== undefined && board.error !== undefined && !removed) console.warn(`Could not refresh leaderboard ${uuid}`, board.error);
  }, [board.data, board.error, uuid, removed]);

  if (board.data === undefined) {
    if (board.loading || missing) return <PageLoader />;
    return <LoadFailed title="Could not load this leaderboard" error={board.error} retry={board.reload} />;
  }
  // Once removed, the viewer is nobody on this board: no "You", no member's buttons.
  const viewerUuid = removed ? null : (user?.uuid ?? null);
  const viewerId = board.data.members.find((m) => m.userUuid === viewerUuid)?.id ?? null;
  const pick = (m: MeasureName): void => navigate(`${location}?measure=${m}`, { replace: true });

  let body: ReactNode;
  if (shown) body = <BoardBody board={board.data} standings={shown} viewerId={viewerId} loading={standings.data === undefined} pick={pick} />;
  else if (standings.loading) body = <PageLoader />;
  else body = <LoadFailed title="Could not load the standings" error={standings.error} retry={standings.reload} />;

  return (
    <Stack gap="xl">
      <BoardHeader board={board.data} live={live} isMember={viewerId !== null} />
      {removed && (
        <Alert color="indigo" variant="light" title="You are no longer on this leaderboard">
          <Text size="sm">{messages.notes.removedFromBoard}</Text>
          {/* A button, not a link in the text: the light alert's background leaves a link's blue under 4.5:1. */}
          <Button component={Link} href="/leaderboards" size="xs" variant="default" mt="xs">
            Go to your leaderboards
          </Button>
        </Alert>
      )}
      {body}
      <BoardRoster board={board.data} standings={shown} viewerUuid={viewerUuid} />
      {live === 'off' && (
        <Text size="sm" c="dimmed">
          This page is not receiving live updates. Reload it to see the latest standings.
        </Text>
      )}
    </Stack>
  );
}
