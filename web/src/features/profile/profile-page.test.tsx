import { screen, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import type { PublicProfile } from '@inkpace/contracts/api/profile';
import { messages } from '@inkpace/contracts/messages';
import { invalidateAll } from '../../app/cache.ts';
import { fail, fakeServer, ok } from '../../test/fake-server.ts';
import { renderAt } from '../../test/render.tsx';
import ProfilePage from './profile-page.tsx';

beforeEach(() => invalidateAll());

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const PROFILE: PublicProfile = {
  username: 'ann', displayName: 'Ann Writer', avatar: null, today: '2026-06-15', config: { weekStartDay: 1, displayStreaks: true },
  lifetimeTotals: { word: 12_345, page: 7 },
  recentActivity: [{ date: '2026-06-10', counts: { word: 500 } }, { date: '2026-06-14', counts: { word: 250 } }],
  habitSummaries: [{
    uuid: uuid(1), title: 'Write daily', status: 'ongoing', parameters: { cadence: { unit: 'day', period: 1 }, threshold: { measure: 'word', count: 100 } },
    currentRange: { startDate: '2026-06-15', endDate: '2026-06-15', total: 0, entries: 0, success: false },
    currentStreakLength: 2, longestStreakLength: 5, totalRanges: 10, successfulRanges: 7,
  }],
  targetSummaries: [{
    uuid: uuid(2), title: 'Draft', status: 'ongoing', parameters: { threshold: { measure: 'word', count: 1000 } }, total: 750, achieved: false,
    dayCounts: [], startDate: '2026-06-01', endDate: '2026-06-30',
  }],
  projectSummaries: [{ uuid: uuid(3), title: 'The Novel', totals: { word: 12_345, page: 7 }, recentActivity: [{ date: '2026-06-10', counts: { word: 500 } }] }],
};

test('a profile: name, initials for a missing avatar, totals, the year of activity, goals and projects', async () => {
  const server = fakeServer({ 'GET /api/v1/profile/Ann': ok(PROFILE) });
  renderAt('/@Ann', <ProfilePage params={{ username: 'Ann' }} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Ann Writer' })).toBeInTheDocument();
  expect(screen.getByText('@ann')).toBeInTheDocument();
  expect(screen.getByText('AW')).toBeInTheDocument();
  const totals = screen.getByLabelText('Lifetime totals of Ann Writer');
  expect(within(totals).getByText('12,345 words')).toBeInTheDocument();
  expect(within(totals).getByText('7 pages')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Activity of Ann Writer' })).toHaveTextContent('2 days with progress');
  const draft = screen.getByRole('article', { name: 'Draft' });
  expect(draft).toHaveTextContent('750 words of 1,000 words');
  const habit = screen.getByRole('article', { name: 'Write daily' });
  expect(habit).toHaveTextContent('Current streak2 days');
  expect(habit).toHaveTextContent('7 of 10 periods successful');
  expect(screen.getByRole('article', { name: 'The Novel' })).toHaveTextContent('12,345 words, 7 pages');
  expect(server.sent.map((r) => r.url)).toEqual(['/api/v1/profile/Ann']);
  expect(document.title).toContain('Ann Writer (@ann)');
});

test('no activity in the year says so; empty sections are left out', async () => {
  fakeServer({ 'GET /api/v1/profile/ann': ok({ ...PROFILE, lifetimeTotals: {}, recentActivity: [], habitSummaries: [], targetSummaries: [], projectSummaries: [] }) });
  renderAt('/@ann', <ProfilePage params={{ username: '@ann' }} />);
  expect(await screen.findByText(messages.empty.profileNoActivity('Ann Writer'))).toBeInTheDocument();
  for (const name of ['Lifetime Totals', 'Goals', 'Projects']) expect(screen.queryByRole('heading', { name })).toBeNull();
});

test('a profile that is not there is the 404 page', async () => {
  fakeServer({ 'GET /api/v1/profile/gone': fail('NOT_FOUND', 'Not found.', 404) });
  renderAt('/@gone', <ProfilePage params={{ username: 'gone' }} />);
  expect(await screen.findByText(messages.notFoundPage)).toBeInTheDocument();
});

test("a writer who hides streaks (the displayStreaks setting) shows habits without them", async () => {
  fakeServer({ 'GET /api/v1/profile/ann': ok({ ...PROFILE, config: { weekStartDay: 1, displayStreaks: false } }) });
  renderAt('/@ann', <ProfilePage params={{ username: 'ann' }} />);
  const habit = await screen.findByRole('article', { name: 'Write daily' });
  expect(habit).toHaveTextContent('7 of 10 periods successful');
  expect(habit).not.toHaveTextContent('streak');
});
