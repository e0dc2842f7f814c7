import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { invalidateAll } from '../../app/cache.ts';
import { signedIn } from '../../app/session.ts';
import { testUser } from '../../test/data.ts';
import { testGoal } from '../../test/goal-data.ts';
import { fakeServer, heldReply, ok, writes } from '../../test/fake-server.ts';
import { renderAt } from '../../test/render.tsx';
import GoalsPage from './goals-page.tsx';

beforeEach(() => {
  invalidateAll();
  signedIn(testUser({ userSettings: { ...testUser().userSettings, timeZone: 'UTC' } }));
});
afterEach(() => notifications.clean());

const renderPage = () =>
  renderAt(
    '/goals',
    <>
      <Notifications />
      <GoalsPage params={{}} />
    </>,
  );

const tileTitles = (): string[] =>
  within(screen.getByRole('list', { name: 'Goals' }))
    .getAllByRole('listitem')
    .map((tile) => within(tile).getAllByRole('link')[0]?.textContent ?? '');

const goals = [
  testGoal({ id: 1, title: 'Ended one', startDate: '2020-01-01', endDate: '2020-01-31' }),
  testGoal({ id: 2, title: 'Done', achieved: true, description: 'a novel in a month' }),
  testGoal({ id: 3, title: 'Later', startDate: '2999-01-01', endDate: '2999-12-31' }),
  testGoal({ id: 4, title: 'Daily', type: 'habit', parameters: { cadence: { unit: 'day', period: 1 }, threshold: null } }),
  testGoal({ id: 5, title: 'Starred ended', starred: true, endDate: '2021-05-01' }),
];

describe('the goals list', () => {
  test('shows starred first, then upcoming, ongoing, achieved, ended; each tile with type, status and aim', async () => {
    fakeServer({ 'GET /api/v1/goal': ok(goals) });
    renderPage();
    expect(screen.getByRole('status')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Goals' });
    expect(tileTitles()).toEqual(['Starred ended', 'Later', 'Daily', 'Done', 'Ended one']);
    const tiles = screen.getAllByRole('listitem');
    const later = within(tiles[1] as HTMLElement);
    expect(later.getByText('Upcoming')).toBeInTheDocument();
    expect(later.getByText('Target')).toBeInTheDocument();
    expect(later.getByText('50,000 words')).toBeInTheDocument();
    expect(later.getByText('Jan 1, 2999 – Dec 31, 2999')).toBeInTheDocument();
    expect(within(tiles[2] as HTMLElement).getByText('Any progress every day')).toBeInTheDocument();
    expect(within(tiles[2] as HTMLElement).getByText('Ongoing')).toBeInTheDocument();
    expect(within(tiles[3] as HTMLElement).getByText('Achieved')).toBeInTheDocument();
    expect(within(tiles[4] as HTMLElement).getByText('Ended')).toBeInTheDocument();
    expect(later.getByRole('link', { name: 'Later' })).toHaveAttribute('href', '/goals/3');
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute('href', '/goals/new');
  });

  test('says when there are no goals yet', async () => {
    fakeServer({ 'GET /api/v1/goal': ok([]) });
    renderPage();
    expect(await screen.findByText(messages.empty.noGoals)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Goals' })).toBeNull();
  });

  test('the filter matches titles and descriptions, and says when nothing matches', async () => {
    fakeServer({ 'GET /api/v1/goal': ok(goals) });
    renderPage();
    await screen.findByRole('list', { name: 'Goals' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'NOVEL');
    expect(tileTitles()).toEqual(['Done']);
    await user.clear(screen.getByRole('searchbox', { name: 'Filter' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'zzz');
    expect(screen.getByText(messages.empty.noMatchingGoals)).toBeInTheDocument();
  });

  test('the star shows a spinner while saving, then the list reloads with the goal starred first', async () => {
    const held = heldReply();
    const server = fakeServer({ 'GET /api/v1/goal': ok(goals), 'PATCH /api/v1/goal/4': held.answer });
    renderPage();
    await screen.findByRole('list', { name: 'Goals' });
    const star = screen.getByRole('button', { name: 'Star Daily' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    expect(star).toHaveAttribute('aria-busy', 'true');
    expect(writes(server.sent)).toEqual([{ method: 'PATCH', url: '/api/v1/goal/4', body: { starred: true } }]);
    server.replies['GET /api/v1/goal'] = ok(goals.map((g) => (g.id === 4 ? { ...g, starred: true } : g)));
    held.send(ok({ ...goals[3], starred: true }));
    await waitFor(() => expect(tileTitles()).toEqual(['Daily', 'Starred ended', 'Later', 'Done', 'Ended one']));
    expect(screen.getByRole('button', { name: 'Star Daily' })).toHaveAttribute('aria-pressed', 'true');
  });
});
