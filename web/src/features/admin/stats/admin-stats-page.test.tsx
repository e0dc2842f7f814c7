import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { addDays } from '@inkpace/contracts/rules/dates';
import { formatCalendarDate } from '@inkpace/contracts/rules/format';
import { isoWeekStart, utcDate } from '@inkpace/contracts/rules/iso-week';
import { invalidateAll } from '../../../app/cache.ts';
import { fail, fakeServer, heldReply, ok, type Answer } from '../../../test/fake-server.ts';
import { renderAt } from '../../../test/render.tsx';
import AdminStatsPage from './admin-stats-page.tsx';

beforeEach(() => invalidateAll());

const today = utcDate(new Date());
const thisWeek = isoWeekStart(today);
const userStats = { active: 1234, verified: 1000, signedUpLast30Days: 42, signedUpLast7Days: 7 };

function replies(overrides: Record<string, Answer> = {}): Record<string, Answer> {
  return {
    'GET /api/admin/stats/user-stats': ok(userStats),
    'GET /api/admin/stats/weekly-active-users': ok([{ weekStart: addDays(thisWeek, -14), count: 30 }, { weekStart: thisWeek, count: 12 }]),
    'GET /api/admin/stats/weekly-signups': ok([{ weekStart: addDays(thisWeek, -7), count: 5 }]),
    'GET /api/admin/stats/daily-active-users': ok([{ date: addDays(today, -2), count: 9 }, { date: today, count: 1 }]),
    'GET /api/admin/stats/daily-signups': ok([{ date: addDays(today, -1), count: 3 }]),
    ...overrides,
  };
}

/** A tile's value, by its label (the tiles are a description list). */
const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;
const figure = (name: string) => screen.getByRole('figure', { name });

describe('the admin stats page', () => {
  test('shows the four user counts as labelled tiles', async () => {
    fakeServer(replies());
    renderAt('/admin/stats', <AdminStatsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Stats' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Users' });
    expect(tile('Active accounts')).toBe('1,234');
    expect(tile('Verified accounts')).toBe('1,000');
    expect(tile('Signed up in the last 30 days')).toBe('42');
    expect(tile('Signed up in the last 7 days')).toBe('7');
  });

  test('draws four titled charts whose text alternative reads the series, quiet days and weeks as zero', async () => {
    fakeServer(replies());
    renderAt('/admin/stats', <AdminStatsPage />);
    await screen.findByRole('heading', { level: 2, name: 'Weekly' });
    expect(screen.getByRole('heading', { level: 2, name: 'Daily' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Weekly active users', 'Weekly sign-ups', 'Daily active users', 'Daily sign-ups',
    ]);

    const weeklyActive = figure('Weekly active users');
    // Twelve weeks up to this one, the quiet ones as zero.
    expect(weeklyActive).toHaveTextContent(`Busiest week: the week of ${formatCalendarDate(addDays(thisWeek, -14))}, with 30 active users. Latest week: 12 active users.`);
    const rows = within(within(weeklyActive).getByRole('table', { name: 'Weekly active users' })).getAllByRole('row');
    expect(rows).toHaveLength(3); // the header, and the two weeks with anyone active
    expect(within(figure('Weekly sign-ups')).getByText(/Latest week: 0 sign-ups\./)).toBeInTheDocument();
    expect(figure('Daily active users')).toHaveTextContent('with 9 active users. Latest day: 1 active user.');
    expect(figure('Daily sign-ups')).toHaveTextContent('with 3 sign-ups. Latest day: 0 sign-ups.');
    // Each chart is a keyboard stop that names what the arrow keys read.
    expect(within(weeklyActive).getByRole('group', { name: 'Weekly active users chart: use the arrow keys to read each week' })).toHaveAttribute('tabindex', '0');
    expect(within(figure('Daily sign-ups')).getByRole('group', { name: 'Daily sign-ups chart: use the arrow keys to read each day' })).toBeInTheDocument();
  });

  test('a fresh install: zero counts, and each chart says there is nothing to chart yet', async () => {
    fakeServer(replies({
      'GET /api/admin/stats/user-stats': ok({ active: 0, verified: 0, signedUpLast30Days: 0, signedUpLast7Days: 0 }),
      'GET /api/admin/stats/weekly-active-users': ok([]),
      'GET /api/admin/stats/weekly-signups': ok([]),
      'GET /api/admin/stats/daily-active-users': ok([]),
      'GET /api/admin/stats/daily-signups': ok([]),
    }));
    renderAt('/admin/stats', <AdminStatsPage />);
    await screen.findByRole('heading', { level: 2, name: 'Users' });
    expect(tile('Active accounts')).toBe('0');
    expect(screen.getAllByText('Nothing to chart yet: this fills in as people sign up and use Inkpace.')).toHaveLength(4);
    expect(screen.queryByRole('group')).toBeNull();
  });

  test('shows a loader while the stats load', async () => {
    const held = heldReply();
    fakeServer(replies({ 'GET /api/admin/stats/user-stats': held.answer }));
    renderAt('/admin/stats', <AdminStatsPage />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    held.send(ok(userStats));
    await screen.findByRole('heading', { level: 2, name: 'Users' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  test("a failed load shows the server's message, and Try again loads again", async () => {
    const server = fakeServer(replies({ 'GET /api/admin/stats/daily-signups': fail('SERVER_ERROR', 'The activity read model is rebuilding.', 503) }));
    renderAt('/admin/stats', <AdminStatsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the stats.');
    expect(alert).toHaveTextContent('The activity read model is rebuilding.');
    server.replies['GET /api/admin/stats/daily-signups'] = ok([]);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Users' })).toBeInTheDocument());
  });
});
