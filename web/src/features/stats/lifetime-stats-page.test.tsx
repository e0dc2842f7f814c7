import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { LifetimeStats } from '@inkpace/contracts/api/stats';
import { defaultUserSettings } from '@inkpace/contracts/api/account';
import { messages } from '@inkpace/contracts/messages';
import { invalidateAll } from '../../app/cache.ts';
import { signedIn } from '../../app/session.ts';
import { testUser } from '../../test/data.ts';
import { fail, fakeServer, ok } from '../../test/fake-server.ts';
import { renderAt } from '../../test/render.tsx';
import LifetimeStatsPage from './lifetime-stats-page.tsx';

const LIFETIME = 'GET /api/v1/stats/lifetime';

const stats: LifetimeStats = {
  totals: { word: 53_400, time: 150 },
  dayStats: [
    { measure: 'word', total: 3_400, daysCounted: 3, averagePerDay: 1_133, mostProductiveDay: { date: '2023-07-04', count: 1_500 } },
    { measure: 'time', total: 150, daysCounted: 1, averagePerDay: 150, mostProductiveDay: { date: '2025-12-30', count: 150 } },
    { measure: 'line', total: -4, daysCounted: 2, averagePerDay: -2, mostProductiveDay: null },
  ],
  years: [
    { year: 2025, totals: { word: 1_400, time: 150 }, days: [{ date: '2025-12-30', counts: { word: 1_400, time: 150 } }] },
    { year: 2023, totals: { word: 2_000 }, days: [{ date: '2023-01-02', counts: { word: 500 } }, { date: '2023-07-04', counts: { word: 1_500 } }] },
  ],
};

beforeEach(() => invalidateAll());

describe('the lifetime stats page', () => {
  test('grand totals, then one section per year newest first, each with its totals and calendar', async () => {
    signedIn(testUser({ userSettings: { ...defaultUserSettings, weekStartDay: 1 } }));
    fakeServer({ [LIFETIME]: ok(stats) });
    renderAt('/stats/lifetime', <LifetimeStatsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Lifetime Stats' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveTextContent('Stats›Lifetime');

    const grand = await screen.findByRole('region', { name: 'Grand Totals' });
    expect(within(grand).getAllByRole('term').map((d) => d.textContent)).toEqual(['Words', 'Time']);
    expect(within(grand).getAllByRole('definition').map((d) => d.textContent)).toEqual(['53,400 words', '2h 30m']);

    const years = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(years).toEqual(['Grand Totals', 'Daily Stats', '2025 Activity', '2023 Activity']);
    const y2023 = screen.getByRole('region', { name: '2023 Activity' });
    expect(within(y2023).getAllByRole('definition').map((d) => d.textContent)).toEqual(['2,000 words']);
    const calendar = within(y2023).getByRole('group', { name: 'Calendar of 2023' });
    expect(within(calendar).getByText(/2 days with progress from Jan 1, 2023 to Dec 31, 2023/)).toBeInTheDocument();
    expect(within(calendar).getByRole('img', { name: 'Jul 4, 2023: 1,500 words' })).toBeInTheDocument();
    // Weeks start on Monday (the writer's setting): Sunday Jan 1 ends the first column (after six days of 2022,
    // left blank), and Monday Jan 2 opens the second.
    const cells = within(calendar).getAllByRole('img');
    expect(cells[0]).toHaveAccessibleName('Jan 1, 2023: no progress');
    expect(cells[1]).toHaveAccessibleName('Jan 2, 2023: 500 words');
    const grid = [...(cells[0]?.parentElement?.children ?? [])];
    expect(grid.indexOf(cells[0] as Element)).toBe(7); // the column's month label, Dec 26–31 (blank), Jan 1
    expect(grid.indexOf(cells[1] as Element)).toBe(9); // the next column's month label, then Jan 2
  });

  test('days counted, the average per day and the most productive day of each measure (spec §9)', async () => {
    signedIn(testUser());
    fakeServer({ [LIFETIME]: ok(stats) });
    renderAt('/stats/lifetime', <LifetimeStatsPage />);
    const daily = await screen.findByRole('region', { name: 'Daily Stats' });
    expect(within(daily).getByText(/starting balances are not included/)).toBeInTheDocument();
    expect(within(daily).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Words', 'Time', 'Lines']);
    const figures = (name: string) => {
      const card = within(daily).getByRole('region', { name });
      return within(card).getAllByRole('definition').map((d) => d.textContent);
    };
    expect(within(within(daily).getByRole('region', { name: 'Words' })).getAllByRole('term').map((d) => d.textContent)).toEqual([
      'Days counted', 'Average per day', 'Most productive day',
    ]);
    expect(figures('Words')).toEqual(['3', '1,133 words', '1,500 words on Jul 4, 2023']);
    expect(figures('Time')).toEqual(['1', '2h 30m', '2h 30m on Dec 30, 2025']);
    expect(figures('Lines')).toEqual(['2', '-2 lines', 'No day above zero']);
  });

  test('a writer without progress sees the empty state', async () => {
    signedIn(testUser());
    fakeServer({ [LIFETIME]: ok({ totals: {}, dayStats: [], years: [] }) });
    renderAt('/stats/lifetime', <LifetimeStatsPage />);
    expect(await screen.findByText(messages.empty.noLifetimeYears)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Activity/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Daily Stats' })).not.toBeInTheDocument();
  });

  test('starting balances alone still show as grand totals', async () => {
    signedIn(testUser());
    fakeServer({ [LIFETIME]: ok({ totals: { word: 3_000 }, dayStats: [], years: [] }) });
    renderAt('/stats/lifetime', <LifetimeStatsPage />);
    const grand = await screen.findByRole('region', { name: 'Grand Totals' });
    expect(within(grand).getAllByRole('definition').map((d) => d.textContent)).toEqual(['3,000 words']);
    expect(screen.getByText(messages.empty.noLifetimeYears)).toBeInTheDocument();
  });

  test('a failed load says so', async () => {
    signedIn(testUser());
    fakeServer({ [LIFETIME]: fail('SERVER_ERROR', 'Something went wrong server-side.', 500) });
    renderAt('/stats/lifetime', <LifetimeStatsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your lifetime stats');
  });
});
