import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import type { Dashboard, GoalCard } from '@inkpace/contracts/api/goal-progress';
import type { Goal } from '@inkpace/contracts/api/goal';
import { defaultUserSettings } from '@inkpace/contracts/api/account';
import { messages } from '@inkpace/contracts/messages';
import { UNVERIFIED_SUSPENSION_DAYS } from '@inkpace/contracts/rules/account';
import { invalidateAll } from '../../app/cache.ts';
import { progressChanged } from '../../app/progress-cache.ts';
import { signedIn } from '../../app/session.ts';
import { testUser } from '../../test/data.ts';
import { fail, fakeServer, heldReply, ok } from '../../test/fake-server.ts';
import { renderAt } from '../../test/render.tsx';
import DashboardPage from './dashboard-page.tsx';

const stamp = '2026-03-01T12:00:00.000Z';
const DASHBOARD = 'GET /api/v1/dashboard';

function goal(id: number, fields: Partial<Goal>): Goal {
  return {
    id, uuid: `00000000-0000-4000-8000-${String(3000 + id).padStart(12, '0')}`, createdAt: stamp, updatedAt: stamp, state: 'active', ownerId: 1,
    title: `Goal ${id}`, description: '', type: 'target', parameters: { threshold: { measure: 'word', count: 50_000 } },
    startDate: '2026-03-01', endDate: '2026-03-30', workIds: [], tagIds: [], starred: true, displayOnProfile: false, plan: null,
    ...fields,
  };
}

const novel: GoalCard = {
  kind: 'target',
  goal: goal(7, { title: 'Finish the novel' }),
  status: 'ongoing',
  pace: {
    startDate: '2026-03-01', endDate: '2026-03-30', dayOfGoal: 10, totalDays: 30, total: 15_000, achieved: false, toGo: 35_000,
    doneBeforeToday: 14_200, doneToday: 800, par: 16_667, aheadOfPar: -1_667, todaysTarget: 1_867, leftToday: 1_067,
    averagePerDay: 1_500, message: messages.pace.keepOnGoing,
  },
};

const daily: GoalCard = {
  kind: 'habit',
  goal: goal(3, { title: 'Write every week', type: 'habit', parameters: { cadence: { unit: 'week', period: 1 }, threshold: { measure: 'word', count: 2_000 } }, endDate: null }),
  status: 'ongoing',
  summary: {
    currentRange: { startDate: '2026-03-08', endDate: '2026-03-14', total: 500, entries: 2, success: false },
    currentStreakLength: 1, longestStreakLength: 4, successfulRanges: 5, totalRanges: 7,
  },
};

function dashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    today: '2026-03-10',
    firstDate: '2026-03-01',
    days: [
      { date: '2026-03-01', counts: { word: 1200 } },
      { date: '2026-03-09', counts: { word: 400, time: 30 } },
      { date: '2026-03-10', counts: { word: 800 } },
    ],
    streaks: { current: 2, currentStart: '2026-03-09', longest: 5, loggedToday: true },
    starredGoals: [novel, daily],
    moreStarredGoals: 0,
    ...overrides,
  };
}

beforeEach(() => invalidateAll());

describe('the dashboard', () => {
  test('an unverified user sees the warning, the suspension notice and can ask for a new link', async () => {
    signedIn(testUser({ isEmailVerified: false }));
    const server = fakeServer({ [DASHBOARD]: ok(dashboard()), 'POST /api/auth/verify-email': ok(null) });
    renderAt('/dashboard', <DashboardPage />);
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Your email address is not verified')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`within ${UNVERIFIED_SUSPENSION_DAYS} days`))).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send a new verification link' }));
    await waitFor(() => expect(server.sent.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/auth/verify-email']));
  });

  test('shows the heat map from the first entry to today, the streaks, and the starred goals in order with their numbers', async () => {
    signedIn(testUser());
    const server = fakeServer({ [DASHBOARD]: ok(dashboard()) });
    renderAt('/dashboard', <DashboardPage />);
    expect(screen.getByRole('status')).toBeInTheDocument(); // the loader, while the call is on its way
    const map = await screen.findByRole('group', { name: 'Your activity' });
    expect(within(map).getByText(/3 days with progress from Mar 1, 2026 to Mar 10, 2026/)).toBeInTheDocument();
    expect(within(map).getByRole('img', { name: 'Mar 9, 2026: 400 words, 30m' })).toBeInTheDocument();
    expect(screen.queryByText('Your email address is not verified')).not.toBeInTheDocument();
    expect(server.sent.map((r) => `${r.method} ${r.url}`)).toEqual([DASHBOARD]);

    const streaks = screen.getByRole('region', { name: 'Writing Streaks' });
    expect(within(streaks).getByText('Current streak').nextSibling).toHaveTextContent('2 days');
    expect(within(streaks).getByText('Since Mar 9, 2026')).toBeInTheDocument();
    expect(within(streaks).getByText('Longest streak').nextSibling).toHaveTextContent('5 days');
    expect(within(streaks).getByText('Logged')).toBeInTheDocument();

    const goals = screen.getByRole('region', { name: 'Starred Goals' });
    const cards = within(goals).getAllByRole('article');
    expect(cards.map((c) => within(c).getAllByRole('link')[0]?.textContent)).toEqual(['Finish the novel', 'Write every week']);
    const [target, habit] = cards as [HTMLElement, HTMLElement];
    expect(within(target).getByRole('link', { name: 'Finish the novel' })).toHaveAttribute('href', '/goals/7');
    expect(target).toHaveTextContent('15,000 words of 50,000 words');
    expect(within(target).getByRole('progressbar', { name: 'Finish the novel: progress toward the target' })).toHaveAttribute('aria-valuenow', '30');
    expect(within(target).getByText("Today's target").nextSibling).toHaveTextContent('1,867 words');
    expect(within(target).getByText('Left today').nextSibling).toHaveTextContent('1,067 words');
    expect(within(target).getByText('keep on going!')).toBeInTheDocument();
    expect(within(target).getByText('Day 10 of 30')).toBeInTheDocument();
    expect(within(target).getByText('Ongoing')).toBeInTheDocument();

    expect(within(habit).getByRole('link', { name: 'Write every week' })).toHaveAttribute('href', '/goals/3');
    expect(habit).toHaveTextContent('2,000 words every week');
    expect(habit).toHaveTextContent('This period (Mar 8 – 14, 2026): 500 words of 2,000 words');
    expect(within(habit).getByRole('progressbar', { name: 'Write every week: progress this period' })).toHaveAttribute('aria-valuenow', '25');
    expect(within(habit).getByText('Current streak').nextSibling).toHaveTextContent('1 week');
    expect(within(habit).getByText('Longest streak').nextSibling).toHaveTextContent('4 weeks');
    expect(habit).toHaveTextContent('5 of 7 periods successful');
    expect(habit).not.toHaveTextContent('(done)'); // the period has not reached its threshold yet
  });

  // Spec §4, §9: a gauge is red when negative, its fraction clamped to −0.98…1 (it used to stay empty and grey).
  test('a goal gone the wrong way shows a red bar saying how far, never a full one', async () => {
    signedIn(testUser());
    const behind: GoalCard = { ...novel, pace: { ...novel.pace, total: -5_000 } };
    const deep: GoalCard = { ...daily, summary: { ...daily.summary, currentRange: { startDate: '2026-03-08', endDate: '2026-03-14', total: -9_000, entries: 1, success: false } } };
    fakeServer({ [DASHBOARD]: ok(dashboard({ starredGoals: [behind, deep] })) });
    renderAt('/dashboard', <DashboardPage />);
    const target = await screen.findByRole('progressbar', { name: 'Finish the novel: progress toward the target' });
    expect(target).toHaveAttribute('aria-valuetext', '-10%');
    expect(target).toHaveAttribute('aria-valuenow', '-10');
    expect(target.getAttribute('style')).toContain('--mantine-color-red-filled');
    const habit = screen.getByRole('progressbar', { name: 'Write every week: progress this period' });
    expect(habit).toHaveAttribute('aria-valuetext', '-98%');
    expect(habit).toHaveAttribute('aria-valuenow', '-98');
    expect(habit.getAttribute('style')).toContain('--mantine-color-red-filled');
    const full = screen.queryAllByRole('progressbar').filter((bar) => bar.getAttribute('aria-valuenow') === '100');
    expect(full).toEqual([]);
  });

  test('keeps the order the server gives', async () => {
    signedIn(testUser());
    fakeServer({ [DASHBOARD]: ok(dashboard({ starredGoals: [daily, novel] })) });
    renderAt('/dashboard', <DashboardPage />);
    const goals = await screen.findByRole('region', { name: 'Starred Goals' });
    expect(within(goals).getAllByRole('article').map((c) => c.getAttribute('aria-labelledby'))).toEqual(['goal-card-3', 'goal-card-7']);
  });

  test('says how many starred goals are not shown and links to all goals', async () => {
    signedIn(testUser());
    fakeServer({ [DASHBOARD]: ok(dashboard({ moreStarredGoals: 3 })) });
    renderAt('/dashboard', <DashboardPage />);
    const goals = await screen.findByRole('region', { name: 'Starred Goals' });
    expect(within(goals).getByText(/3 more starred goals/)).toBeInTheDocument();
    expect(within(goals).getByRole('link', { name: 'see all goals' })).toHaveAttribute('href', '/goals');
  });

  test('the streaks stay hidden when the displayStreaks setting is off', async () => {
    signedIn(testUser({ userSettings: { ...defaultUserSettings, displayStreaks: false } }));
    fakeServer({ [DASHBOARD]: ok(dashboard()) });
    renderAt('/dashboard', <DashboardPage />);
    expect(await screen.findByRole('group', { name: 'Your activity' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Writing Streaks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Writing Streaks' })).not.toBeInTheDocument();
    expect(screen.queryByText('Since Mar 9, 2026')).not.toBeInTheDocument();
    // A habit's own streaks are part of its card, not the writing streaks the setting is about.
    expect(within(screen.getByRole('article', { name: 'Write every week' })).getByText('Current streak')).toBeInTheDocument();
  });

  test('a writer with no progress and no starred goals is told how to get both', async () => {
    signedIn(testUser());
    const empty = dashboard({ firstDate: null, days: [], streaks: { current: 0, currentStart: null, longest: 0, loggedToday: false }, starredGoals: [] });
    fakeServer({ [DASHBOARD]: ok(empty) });
    renderAt('/dashboard', <DashboardPage />);
    expect(await screen.findByText(messages.empty.noActivity)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Your activity' })).not.toBeInTheDocument();
    expect(screen.getByText(messages.empty.noStarredGoals)).toBeInTheDocument();
    // Three zeros would say nothing: the streaks wait for the first entry.
    expect(screen.queryByRole('region', { name: 'Writing Streaks' })).not.toBeInTheDocument();
  });

  test('a writer whose streak broke sees 0 and is told how to start again', async () => {
    signedIn(testUser());
    fakeServer({ [DASHBOARD]: ok(dashboard({ streaks: { current: 0, currentStart: null, longest: 5, loggedToday: false } })) });
    renderAt('/dashboard', <DashboardPage />);
    const streaks = await screen.findByRole('region', { name: 'Writing Streaks' });
    expect(within(streaks).getByText('Current streak').nextSibling).toHaveTextContent('0 days');
    expect(within(streaks).getByText('Log progress today to start one.')).toBeInTheDocument();
    expect(within(streaks).getByText('Not yet')).toBeInTheDocument();
  });

  test('the heat map starts a year back when the first entry is older', async () => {
    signedIn(testUser());
    fakeServer({ [DASHBOARD]: ok(dashboard({ firstDate: '2020-05-01' })) });
    renderAt('/dashboard', <DashboardPage />);
    const map = await screen.findByRole('group', { name: 'Your activity' });
    expect(within(map).getByText(/from Mar 11, 2025 to Mar 10, 2026/)).toBeInTheDocument();
  });

  test('reads the dashboard again after a progress entry changes, keeping the old one meanwhile', async () => {
    signedIn(testUser());
    const server = fakeServer({ [DASHBOARD]: ok(dashboard()) });
    renderAt('/dashboard', <DashboardPage />);
    await screen.findByRole('group', { name: 'Your activity' });
    const later = heldReply();
    server.replies[DASHBOARD] = later.answer;
    progressChanged();
    await waitFor(() => expect(server.sent).toHaveLength(2));
    expect(screen.getByRole('group', { name: 'Your activity' })).toBeInTheDocument();
    later.send(ok(dashboard({ streaks: { current: 3, currentStart: '2026-03-08', longest: 5, loggedToday: true } })));
    const streaks = screen.getByRole('region', { name: 'Writing Streaks' });
    await waitFor(() => expect(within(streaks).getByText('Current streak').nextSibling).toHaveTextContent('3 days'));
  });

  test('a failed load says so and can be tried again', async () => {
    signedIn(testUser());
    const server = fakeServer({ [DASHBOARD]: fail('SERVER_ERROR', 'Something went wrong server-side.', 500) });
    renderAt('/dashboard', <DashboardPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your dashboard');
    server.replies[DASHBOARD] = ok(dashboard());
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Your activity' })).toBeInTheDocument();
  });
});
