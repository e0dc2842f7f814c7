import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { LeaderboardSummary } from '@inkpace/contracts/api/leaderboard';
import type { StandingsValue } from '@inkpace/contracts/api/leaderboard-standings';
import { messages } from '@inkpace/contracts/messages';
import { invalidateAll } from '../../app/cache.ts';
import { signedIn } from '../../app/session.ts';
import { BOARD_UUID, testBoard, testMember, testRow, testStandings, testTeam } from '../../test/board-data.ts';
import { testUser } from '../../test/data.ts';
import { fakeServer, ok } from '../../test/fake-server.ts';
import { renderAt } from '../../test/render.tsx';
import { spoken } from '../../test/spoken.ts';
import BoardPage from './board-page.tsx';

beforeEach(() => {
  invalidateAll();
  signedIn(testUser());
});

const boardPath = `/api/v1/leaderboard/${BOARD_UUID}`;
async function show(board: LeaderboardSummary, standings: StandingsValue): Promise<void> {
  fakeServer({ [`GET ${boardPath}`]: ok(board), [`GET ${boardPath}/standings`]: ok(standings) });
  renderAt(`/leaderboards/${BOARD_UUID}`, <BoardPage params={{ boardUuid: BOARD_UUID }} />);
  await screen.findByRole('heading', { level: 1, name: board.title });
}
const table = (name: string): HTMLElement => screen.getByRole('table', { name });
const header = (name: string): string[] => within(table(name)).getAllByRole('columnheader').map((c) => c.textContent ?? '');
const rows = (name: string): string[] => within(table(name)).getAllByRole('row').slice(1).map(spoken);

describe('the standings', () => {
  test('places with ties, the move since yesterday in words, name, progress; no par columns without par', async () => {
    await show(testBoard(), testStandings());
    expect(header('Standings')).toEqual(['Place', 'Name', 'Progress']);
    expect(rows('Standings')).toEqual([
      '1, up 2 since yesterday | Bram | 3,000 words',
      '2 tie, down 1 since yesterday | Alice You | 1,200 words',
      '2 tie, no change since yesterday | Chen | 1,200 words',
    ]);
  });

  test('par and vs. par when the board shows par', async () => {
    const standings = testStandings({
      rows: [testRow(2, 1, 3000, { par: 2000, vsPar: 1000 }), testRow(1, 2, 1200, { par: 2000, vsPar: -800 }), testRow(3, 3, 2000, { par: 2000, vsPar: 0 })],
      parLine: [0, 1000, 2000],
    });
    await show(testBoard(), standings);
    expect(header('Standings')).toEqual(['Place', 'Name', 'Progress', 'Par', 'Vs. par']);
    expect(rows('Standings').map((r) => r.split(' | ').slice(2).join(' | '))).toEqual([
      '3,000 words | 2,000 words | +1,000 words',
      '1,200 words | 2,000 words | −800 words',
      '2,000 words | 2,000 words | On par',
    ]);
    expect(screen.getByRole('figure', { name: 'Progress' })).toHaveTextContent('Mar 1, 2026 to Mar 3, 2026. In the lead: Bram with 3,000 words (par 2,000 words).');
  });

  test('time is shown as hours and minutes', async () => {
    await show(testBoard(), testStandings({ measure: 'time', rows: [testRow(2, 1, 150, { measure: 'time' })] }));
    expect(rows('Standings')).toEqual(['1, no change since yesterday | Bram | 2h 30m']);
  });

  test('individual-goal mode: each member’s own measure and goal, and their percent (N/A without a goal)', async () => {
    const board = testBoard({ individualGoalMode: true, measures: [], goal: {} });
    const standings = testStandings({
      measure: null, measures: [],
      rows: [
        testRow(2, 1, 90, { measure: 'time', goal: 120, percent: 75, par: 50, vsPar: 25 }),
        testRow(1, 2, 12000, { goal: 50000, percent: 24, par: 50, vsPar: -26 }),
        testRow(3, 3, 10, { measure: 'page', goal: 0, percent: null, par: 50, vsPar: null }),
      ],
      parLine: [0, 50, 100],
    });
    await show(board, standings);
    expect(screen.getByText('Each participant races towards a goal of their own')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Measure' })).not.toBeInTheDocument();
    expect(header('Standings')).toEqual(['Place', 'Name', 'Progress', 'Goal', 'Percent', 'Par', 'Vs. par']);
    expect(rows('Standings').map((r) => r.split(' | ').slice(2).join(' | '))).toEqual([
      '1h 30m | 2h | 75% | 50% | +25 points',
      '12,000 words | 50,000 words | 24% | 50% | −26 points',
      '10 pages | 0 pages | N/A | 50% | —',
    ]);
  });

  test('teams: the team standings beside the individual ones, and the roster grouped by team', async () => {
    const board = testBoard({
      enableTeams: true,
      teams: [testTeam(7, 'Owls', 'violet'), testTeam(8, 'Larks')],
      members: [testMember(1, { teamId: 7 }), testMember(2, { teamId: 8 }), testMember(3, { teamId: 7 }), testMember(4, { teamId: null }), testMember(5, { isParticipant: false })],
    });
    const standings = testStandings({
      teams: [
        { teamId: 7, memberIds: [1, 3], progress: 2400, yesterdayProgress: 1000, lastActivity: '2026-03-04', position: 1, yesterdayPosition: 2, movement: 1 },
        { teamId: 8, memberIds: [2], progress: 2400, yesterdayProgress: 3000, lastActivity: '2026-03-04', position: 1, yesterdayPosition: 1, movement: 0 },
      ],
      series: [{ kind: 'team', id: 7, memberIds: [1, 3], total: [0, 1000, 2400] }, { kind: 'team', id: 8, memberIds: [2], total: [0, 2000, 2400] }],
    });
    await show(board, standings);
    expect(rows('Team standings')).toEqual(['1 tie, up 1 since yesterday | Owls | 2 | 2,400 words', '1 tie, no change since yesterday | Larks | 1 | 2,400 words']);
    expect(within(screen.getByRole('list', { name: 'Chart key' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Owls', 'Larks']);
    const members = screen.getByRole('region', { name: 'Members' });
    const group = (name: string): string[] => within(within(members).getByRole('list', { name })).getAllByRole('listitem').map(spoken);
    expect(group('Owls (2)')).toEqual(['Alice You Owner', 'Chen']);
    expect(group('Larks (1)')).toEqual(['Bram']);
    expect(group('Not on a team (1)')).toEqual(['Dara']);
    expect(group('Spectators (1)')).toEqual(['Emil']);
  });

  test('fundraiser: the meter with each contribution and the goal, the area and bar toggle, no line chart', async () => {
    const board = testBoard({ fundraiserMode: true, goal: { word: 10000 } });
    const standings = testStandings({
      fundraiser: { contributions: [{ kind: 'member', id: 2, total: 3000 }, { kind: 'member', id: 1, total: 1200 }], grandTotal: 4200, goal: 10000, meterMax: 10000, percent: 42 },
    });
    await show(board, standings);
    const meter = screen.getByRole('meter', { name: '4,200 words of 10,000 words (42%)' });
    expect(meter).toHaveAttribute('aria-valuenow', '4200');
    expect(meter).toHaveAttribute('aria-valuemax', '10000');
    expect(screen.getByText('5,800 words to go')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Contributions, biggest first' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Bram: 3,000 words (71%)',
      'Alice: 1,200 words (29%)',
    ]);
    const chart = screen.getByRole('figure', { name: 'Contributions over time' });
    expect(within(chart).getByRole('radio', { name: 'Area' })).toBeChecked();
    expect(within(chart).getByRole('radio', { name: 'Bar' })).not.toBeChecked();
    expect(within(chart).getByRole('button', { name: 'Save as image' })).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: 'Progress' })).not.toBeInTheDocument();
  });
});

describe('the empty-state notices', () => {
  const empty = (notice: NonNullable<StandingsValue['notice']>): StandingsValue => testStandings({ notice, rows: [], series: [], dates: [], people: [] });

  test('individual goal mode with no goals: the participant is told to set theirs, with the link', async () => {
    await show(testBoard({ individualGoalMode: true, measures: [], goal: {} }), { ...empty('noGoals'), measure: null, measures: [] });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No goals yet');
    expect(alert).toHaveTextContent(messages.empty.board.noGoals);
    expect(alert).toHaveTextContent('Set your goal under My Participation and your progress starts to count.');
    expect(within(alert).getByRole('link', { name: 'My Participation' })).toHaveAttribute('href', `/leaderboards/${BOARD_UUID}/edit`);
    expect(screen.queryByRole('table', { name: 'Standings' })).not.toBeInTheDocument();
  });

  test('no participants: take part, or share the join code', async () => {
    await show(testBoard({ members: [testMember(1, { isParticipant: false })] }), empty('noParticipants'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      `No participants yet${messages.empty.board.noParticipants}To take part yourself, choose participant under My Participation. Share the join code (View Join Code, above) so others can join.`,
    );
  });

  test('only spectators', async () => {
    await show(testBoard({ isJoinable: false, members: [testMember(1, { isParticipant: false }), testMember(2, { isParticipant: false })] }), empty('onlySpectators'));
    expect(screen.getByRole('alert')).toHaveTextContent(`Only spectators so far${messages.empty.board.onlySpectators}To take part yourself, choose participant under My Participation.`);
  });

  test('no team participants: an owner can put people on teams or choose their own', async () => {
    await show(testBoard({ enableTeams: true, teams: [testTeam(7, 'Owls')] }), empty('noTeamParticipants'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(messages.empty.board.noTeamParticipants);
    expect(alert).toHaveTextContent('Put participants on teams under Configure Leaderboard (Members), or choose your own team under My Participation.');
  });

  test('no progress yet, in the measure shown', async () => {
    await show(testBoard(), empty('noProgress'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(messages.empty.board.noProgress('words'));
    expect(alert).toHaveTextContent('Log progress on your projects (Log Progress, above) and it counts here.');
  });
});
