import type { Page } from '@playwright/test';
import { messages } from '@inkpace/contracts/messages';
import { addDays } from '@inkpace/contracts/rules/dates';
import { api, createUser, logInBrowser, sessionCookie, type TestUser } from './support/accounts.ts';
import { auditPage, settle } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { createProject } from './support/projects.ts';

test.use({ timezoneId: 'UTC' });

const utcToday = (): string => new Date().toISOString().slice(0, 10);

/**
 * A writer with a year and a half of progress (words most days, some time), a streak running into today, and four
 * starred goals: a target on its way, a cut, a habit with a threshold and one without.
 */
async function busyWriter(): Promise<TestUser> {
  const today = utcToday();
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  await api('PATCH', '/api/v1/me/settings', { timeZone: 'UTC', weekStartDay: 1 }, cookie);
  const novel = await createProject(cookie, { title: 'The Glass Orchard', phase: 'drafting', startingBalance: { word: 3000 } });
  const essays = await createProject(cookie, { title: 'Essays', phase: 'revising' });
  const entries: Array<{ date: string; workId: number; measure: string; count: number }> = [];
  for (let back = 540; back >= 0; back--) {
    // A made-up but steady rhythm: most days some words, a few big ones, some gaps, every day of the last week.
    const seed = (back * 7919) % 97;
    if (back > 6 && seed % 4 === 0) continue;
    const date = addDays(today, -back);
    entries.push({ date, workId: novel.id, measure: 'word', count: 200 + ((seed * 37) % 1800) });
    if (seed % 5 === 0) entries.push({ date, workId: essays.id, measure: 'time', count: 20 + seed });
  }
  await api('POST', '/api/v1/tally/batch', entries, cookie);
  await api('POST', '/api/v1/goal/batch', [
    { title: 'Finish the first draft', type: 'target', parameters: { threshold: { measure: 'word', count: 80_000 } }, startDate: addDays(today, -40), endDate: addDays(today, 50), starred: true, workIds: [novel.id] },
    // Habits without a threshold: the server drops the cadence of one that has a threshold (see the report).
    { title: 'Write most days', type: 'habit', parameters: { cadence: { unit: 'day', period: 1 }, threshold: null }, startDate: addDays(today, -30), starred: true },
    { title: 'Cut the essays down', type: 'target', parameters: { threshold: { measure: 'word', count: -5000 } }, startDate: addDays(today, 3), endDate: addDays(today, 33), starred: true, workIds: [essays.id] },
    { title: 'Weekly check-in', type: 'habit', parameters: { cadence: { unit: 'week', period: 1 }, threshold: null }, startDate: addDays(today, -60), starred: true },
  ], cookie);
  return user;
}

async function openPage(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await settle(page);
  await expect(page.getByRole('main').getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

test('the dashboard of a new writer (no progress, no goals) passes axe in light and dark', async ({ page }) => {
  const user = await createUser({ verify: false });
  await logInBrowser(page, user);
  await openPage(page, '/dashboard', 'Dashboard');
  await expect(page.getByText(messages.empty.noActivity)).toBeVisible();
  await expect(page.getByText(messages.empty.noStarredGoals)).toBeVisible();
  await auditPage(page, 'dashboard-empty');
});

test('the dashboard with progress, streaks and starred goals passes axe in light and dark', async ({ page }) => {
  const user = await busyWriter();
  await logInBrowser(page, user);
  await openPage(page, '/dashboard', 'Dashboard');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(4);
  await auditPage(page, 'dashboard');
});

test('the lifetime stats page passes axe in light and dark, with and without progress', async ({ page }) => {
  // Two accounts, each audited in both schemes with full-page shots at two widths (a page of several years): on a
  // busy two-core machine that outlasts the default minute.
  test.slow();
  const user = await busyWriter();
  await logInBrowser(page, user);
  await openPage(page, '/stats/lifetime', 'Lifetime Stats');
  const thisYear = Number(utcToday().slice(0, 4));
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: `${thisYear} Activity` })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: `${thisYear - 1} Activity` })).toBeVisible();
  // Spec §9: each measure's days counted, average per day and most productive day.
  const words = page.getByRole('main').getByRole('region', { name: 'Daily Stats' }).getByRole('region', { name: 'Words' });
  await expect(words.getByRole('definition')).toHaveText([/^[\d,]+$/, /^[\d,]+ words$/, /^[\d,]+ words on [A-Z][a-z]{2} \d{1,2}, \d{4}$/]);
  await auditPage(page, 'lifetime-stats');

  const newcomer = await createUser({ verify: true });
  await page.context().clearCookies();
  await logInBrowser(page, newcomer);
  await openPage(page, '/stats/lifetime', 'Lifetime Stats');
  await expect(page.getByText(messages.empty.noLifetimeYears)).toBeVisible();
  await auditPage(page, 'lifetime-stats-empty');
});
