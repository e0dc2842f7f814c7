import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { invalidateAll } from '../../app/cache.ts';
import AppLayout from '../../app/layouts/app-layout.tsx';
import { signedIn } from '../../app/session.ts';
import { publicEnv, testUser } from '../../test/data.ts';
import { fakeServer, heldReply, ok, writes } from '../../test/fake-server.ts';
import { boardUuid, testBoard, testMemberBio } from '../../test/leaderboard-data.ts';
import { renderAt } from '../../test/render.tsx';
import LeaderboardsPage from './leaderboards-page.tsx';

beforeEach(() => {
  invalidateAll();
  signedIn(testUser());
});
afterEach(() => notifications.clean());

const renderPage = () =>
  renderAt(
    '/leaderboards',
    <>
      <Notifications />
      <LeaderboardsPage params={{}} />
    </>,
  );
const tileTitles = (): string[] =>
  within(screen.getByRole('list', { name: 'Leaderboards' })).getAllByRole('listitem').map((tile) => within(tile).getAllByRole('link')[0]?.textContent ?? '');

const crowd = Array.from({ length: 7 }, (_v, i) => testMemberBio(i + 1));

describe('the leaderboards list', () => {
  test('starred first, then title; a tile shows its aim, dates and up to 5 avatars with +N', async () => {
    fakeServer({
      'GET /api/v1/leaderboard': ok([
        testBoard(1, { title: 'Sprint 10' }),
        testBoard(2, { title: 'Sprint 2', members: crowd, measures: ['word'], goal: { word: 50000 }, startDate: '2026-11-01', endDate: '2026-11-30' }),
        testBoard(3, { title: 'Zen', starred: true, individualGoalMode: true, measures: [] }),
      ]),
    });
    renderPage();
    expect(screen.getByRole('status')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Leaderboards' });
    expect(tileTitles()).toEqual(['Zen', 'Sprint 2', 'Sprint 10']);
    const sprint2 = within(screen.getAllByRole('listitem')[1] as HTMLElement);
    expect(sprint2.getByText('Words · Goal: 50,000 words')).toBeInTheDocument();
    expect(sprint2.getByText('Nov 1, 2026 – Nov 30, 2026')).toBeInTheDocument();
    expect(sprint2.getByRole('img', { name: 'Writer 1, Writer 2, Writer 3, Writer 4, Writer 5 and 2 more' })).toBeInTheDocument();
    expect(sprint2.getByText('+2')).toBeInTheDocument();
    expect(sprint2.getByText('7 participants')).toBeInTheDocument();
    const zen = within(screen.getAllByRole('listitem')[0] as HTMLElement);
    expect(zen.getByText("Each participant's own goal")).toBeInTheDocument();
    expect(zen.getByText('Owner')).toBeInTheDocument();
    expect(zen.getByRole('link', { name: 'Zen' })).toHaveAttribute('href', `/leaderboards/${boardUuid(3)}`);
  });

  test('the buttons, the empty state, and the filter', async () => {
    fakeServer({ 'GET /api/v1/leaderboard': ok([]) });
    renderPage();
    expect(await screen.findByText(messages.empty.noLeaderboards)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Use Join Code' })).toHaveAttribute('href', '/leaderboards/join');
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute('href', '/leaderboards/new');
  });

  test('a filter that matches nothing says so', async () => {
    fakeServer({ 'GET /api/v1/leaderboard': ok([testBoard(1, { title: 'Spring', description: 'poems' })]) });
    renderPage();
    await screen.findByRole('list', { name: 'Leaderboards' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter' }), 'POEM');
    expect(tileTitles()).toEqual(['Spring']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter' }), 'x');
    expect(screen.getByText(messages.empty.noMatchingLeaderboards)).toBeInTheDocument();
  });

  test('the star shows a spinner while it saves, then the list refreshes', async () => {
    const held = heldReply();
    let starred = false;
    const server = fakeServer({
      'GET /api/v1/leaderboard': () => ok([testBoard(1, { title: 'Spring', starred })]),
      [`PATCH /api/v1/leaderboard/${boardUuid(1)}/star`]: () => held.answer,
    });
    renderPage();
    const star = await screen.findByRole('button', { name: 'Star Spring' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-busy', 'true'));
    starred = true;
    held.send(ok({ starred: true }));
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(writes(server.sent).map((r) => r.body)).toEqual([{ starred: true }]);
    await waitFor(() => expect(server.sent.filter((r) => r.url === '/api/v1/leaderboard')).toHaveLength(2));
  });
});

describe('the sidebar', () => {
  test('lists the starred leaderboards by title under Leaderboards', async () => {
    fakeServer({
      'GET /api/banners': ok([]),
      'GET /api/info/env': ok(publicEnv),
      'GET /api/v1/project': ok([]),
      'GET /api/v1/goal': ok([]),
      'GET /api/v1/leaderboard': ok([testBoard(1, { title: 'Plain' }), testBoard(2, { title: 'Zest', starred: true }), testBoard(3, { title: 'Amber', starred: true })]),
    });
    renderAt('/dashboard', <AppLayout>page</AppLayout>);
    const links = within(await screen.findByRole('list', { name: 'Starred leaderboards' })).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Amber', 'Zest']);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([`/leaderboards/${boardUuid(3)}`, `/leaderboards/${boardUuid(2)}`]);
  });
});
