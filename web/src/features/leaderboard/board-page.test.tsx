import { Notifications, notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { LIVE_EVENTS } from '@inkpace/contracts/api/leaderboard-standings';
import { messages } from '@inkpace/contracts/messages';
import { invalidateAll } from '../../app/cache.ts';
import { signedIn } from '../../app/session.ts';
import { BOARD_UUID, testBoard, testRow, testStandings } from '../../test/board-data.ts';
import { testUser } from '../../test/data.ts';
import { fakeEventSource } from '../../test/fake-event-source.ts';
import { fail, fakeServer, heldReply, ok, type Answer } from '../../test/fake-server.ts';
import { renderAt } from '../../test/render.tsx';
import { spoken } from '../../test/spoken.ts';
import BoardPage from './board-page.tsx';

beforeEach(() => {
  invalidateAll();
  signedIn(testUser());
});
afterEach(() => notifications.clean());

const boardPath = `/api/v1/leaderboard/${BOARD_UUID}`;
const serve = (replies: Record<string, Answer> = {}) =>
  fakeServer({ [`GET ${boardPath}`]: ok(testBoard()), [`GET ${boardPath}/standings`]: ok(testStandings()), ...replies });
const renderPage = (path = `/leaderboards/${BOARD_UUID}`) =>
  renderAt(
    path,
    <>
      <Notifications />
      <BoardPage params={{ boardUuid: BOARD_UUID }} />
    </>,
  );
const standingsRows = (): string[] => within(screen.getByRole('table', { name: 'Standings' })).getAllByRole('row').slice(1).map(spoken);

describe('the board page', () => {
  test('header: title, safe description, dates, what it counts, the buttons a member has', async () => {
    serve({ [`GET ${boardPath}`]: ok(testBoard({ description: 'Write **every** day. <img src=x onerror=alert(1)>' })) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'March Madness' })).toBeInTheDocument();
    expect(screen.getByText('every').tagName).toBe('STRONG');
    // Raw HTML in the owner's text reads as the characters typed; no element is made from it.
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('Mar 1, 2026 – Mar 31, 2026')).toBeInTheDocument();
    expect(screen.getByText('Counts Words and Time · Goal: 50,000 words')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Configure Leaderboard' })).toHaveAttribute('href', `/leaderboards/${BOARD_UUID}/edit`);
    expect(screen.getByRole('button', { name: 'Star March Madness' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Leaderboards›March Madness');
  });

  test('View Join Code shows the code and the link, and each copy button says so', async () => {
    const user = userEvent.setup();
    serve();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'View Join Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join code for March Madness' });
    const link = `${window.location.origin}/leaderboards/join?joinCode=${BOARD_UUID}`;
    expect(dialog).toHaveTextContent(BOARD_UUID);
    expect(dialog).toHaveTextContent(link);
    await user.click(within(dialog).getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText(messages.success.codeCopied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(BOARD_UUID);
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(messages.success.linkCopied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  test('the star saves the viewer’s own star on the board', async () => {
    const user = userEvent.setup();
    const server = serve({ [`PATCH ${boardPath}/star`]: ok({ starred: true }) });
    renderPage();
    const star = await screen.findByRole('button', { name: 'Star March Madness' });
    server.replies[`GET ${boardPath}`] = ok(testBoard({ starred: true }));
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(server.sent.filter((r) => r.method === 'PATCH')).toEqual([{ method: 'PATCH', url: `${boardPath}/star`, body: { starred: true } }]);
  });

  test('a board that is not joinable has no join code button', async () => {
    serve({ [`GET ${boardPath}`]: ok(testBoard({ isJoinable: false })) });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'March Madness' });
    expect(screen.queryByRole('button', { name: 'View Join Code' })).not.toBeInTheDocument();
  });

  test('an unknown board (or one the viewer is not on) says so and goes to the list', async () => {
    serve({ [`GET ${boardPath}`]: fail('NOT_FOUND', 'Not found.', 404) });
    const { history } = renderPage();
    expect(await screen.findByText(messages.errors.leaderboardNotFound(BOARD_UUID))).toBeInTheDocument();
    await waitFor(() => expect(history.at(-1)).toBe('/leaderboards'));
  });

  test('the measure picker drives ?measure= and keeps the table while the other measure loads', async () => {
    const user = userEvent.setup();
    const time = heldReply();
    const server = serve({ [`GET ${boardPath}/standings?measure=time`]: time.answer });
    const { history } = renderPage();
    expect(await screen.findByRole('table', { name: 'Standings' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Measure' }), 'time');
    expect(history.at(-1)).toBe(`/leaderboards/${BOARD_UUID}?measure=time`);
    expect(screen.getByRole('table', { name: 'Standings' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading the standings')).toBeInTheDocument();
    time.send(ok(testStandings({ measure: 'time', rows: [testRow(1, 1, 95, { measure: 'time' })] })));
    await waitFor(() => expect(standingsRows()).toEqual(['1, no change since yesterday | Alice You | 1h 35m']));
    expect(server.sent.map((r) => r.url)).toContain(`${boardPath}/standings?measure=time`);
  });

  test('live: a new version on the stream reloads the standings and the board without a reload or a blank', async () => {
    const EventSource = fakeEventSource();
    const server = serve();
    renderPage();
    expect(await screen.findByRole('table', { name: 'Standings' })).toBeInTheDocument();
    const stream = EventSource.instances[0];
    expect(stream?.url).toBe(`${boardPath}/live`);
    expect(screen.getByRole('status', { name: 'Connecting for live updates' })).toBeInTheDocument();
    act(() => stream?.open());
    expect(screen.getByRole('status', { name: 'Live: the standings update by themselves' })).toHaveTextContent('Live');

    // The version shown: nothing to do.
    const before = server.sent.length;
    act(() => stream?.send('standings', { version: 'v1' }));
    expect(server.sent.length).toBe(before);

    const next = heldReply();
    server.replies[`GET ${boardPath}/standings`] = next.answer;
    act(() => stream?.send('standings', { version: 'v2' }));
    await waitFor(() => expect(server.sent.slice(before).map((r) => r.url)).toEqual(expect.arrayContaining([boardPath, `${boardPath}/standings`])));
    // The old table stays while the new one loads.
    expect(screen.getByRole('table', { name: 'Standings' })).toHaveTextContent('3,000 words');
    next.send(ok(testStandings({ version: 'v2', rows: [testRow(1, 1, 4000, { movement: 1 }), testRow(2, 2, 3000, { movement: -1 })] })));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Standings' })).getAllByRole('row')[1]).toHaveTextContent('4,000 words'));
  });

  test('live: a viewer removed from the board (kicked) is told by the stream, and the page stops treating them as a member', async () => {
    const EventSource = fakeEventSource();
    serve();
    renderPage();
    expect(await screen.findByRole('table', { name: 'Standings' })).toBeInTheDocument();
    expect(standingsRows()[1]).toBe('2 tie, down 1 since yesterday | Alice You | 1,200 words');
    const stream = EventSource.instances[0];
    act(() => stream?.open());
    act(() => stream?.send(LIVE_EVENTS.removed, {}));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.notes.removedFromBoard);
    expect(within(alert).getByRole('link', { name: 'Go to your leaderboards' })).toHaveAttribute('href', '/leaderboards');
    // The standings stay as they stood, with nobody marked "You"; no member's buttons; the stream is closed.
    expect(standingsRows()[1]).toBe('2 tie, down 1 since yesterday | Alice | 1,200 words');
    expect(screen.queryByText('You')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Configure Leaderboard' })).not.toBeInTheDocument();
    expect(stream?.readyState).toBe(EventSource.CLOSED);
    expect(screen.getByRole('status', { name: 'Live updates stopped: you are no longer a member of this leaderboard' })).toBeInTheDocument();
  });

  test('the live stream closes when the page goes', async () => {
    const EventSource = fakeEventSource();
    serve();
    const { unmount } = renderPage();
    await screen.findByRole('table', { name: 'Standings' });
    unmount();
    expect(EventSource.instances[0]?.readyState).toBe(EventSource.CLOSED);
  });
});
