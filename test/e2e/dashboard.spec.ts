import type { Goal } from '@inkpace/contracts/api/goal';
import { messages } from '@inkpace/contracts/messages';
import { addDays } from '@inkpace/contracts/rules/dates';
import { formatCalendarDate } from '@inkpace/contracts/rules/format';
import { api, createUser, logInBrowser, sessionCookie } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { createProject, logTally, progressDialog } from './support/projects.ts';

// The server counts "today" in the writer's zone and the progress form in the browser's: both UTC here.
test.use({ timezoneId: 'UTC' });

/** Today's date on the server for a UTC writer (the server's clock, which the browser cannot fix). */
const utcToday = (): string => new Date().toISOString().slice(0, 10);

test('logging progress updates the heat map, the streak and the starred goals at once, and the lifetime stats', async ({ page }) => {
  const today = utcToday();
  const yesterday = addDays(today, -1);
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  await api('PATCH', '/api/v1/me/settings', { timeZone: 'UTC' }, cookie);
  const project = await createProject(cookie, { title: 'The Lighthouse', phase: 'drafting', startingBalance: { word: 3000 } });
  await logTally(cookie, { date: yesterday, workId: project.id, measure: 'word', count: 500 });
  const target = (
    await api<Goal>('POST', '/api/v1/goal', {
      title: 'Draft 10k', type: 'target', parameters: { threshold: { measure: 'word', count: 10_000 } },
      startDate: addDays(today, -9), endDate: addDays(today, 20), starred: true,
    }, cookie)
  ).data;
  const habit = (
    await api<Goal>('POST', '/api/v1/goal', {
      // No threshold: the server drops a habit's cadence when it has one (see the report), and then fails the dashboard.
      title: 'Write daily', type: 'habit', parameters: { cadence: { unit: 'day', period: 1 }, threshold: null },
      startDate: addDays(today, -6), starred: true,
    }, cookie)
  ).data;
  // Not starred: not on the dashboard.
  await api('POST', '/api/v1/goal', { title: 'Someday', type: 'target', parameters: { threshold: { measure: 'word', count: 1000 } } }, cookie);

  await logInBrowser(page, user);
  await page.goto('/dashboard');
  const main = page.getByRole('main');
  const map = main.getByRole('group', { name: 'Your activity' });
  await expect(map.getByRole('img', { name: `${formatCalendarDate(yesterday)}: 500 words` })).toBeVisible();
  await expect(map.getByRole('img', { name: `${formatCalendarDate(today)}: no progress` })).toBeAttached();
  const streaks = main.getByRole('region', { name: 'Writing Streaks' });
  await expect(streaks).toContainText('Current streak1 day');
  await expect(streaks).toContainText('Not yet');

  const goals = main.getByRole('region', { name: 'Starred Goals' });
  await expect(goals.getByRole('article')).toHaveCount(2);
  const targetCard = goals.getByRole('article', { name: 'Draft 10k' });
  const habitCard = goals.getByRole('article', { name: 'Write daily' });
  await expect(targetCard).toContainText('500 words of 10,000 words');
  await expect(targetCard).toContainText('Day 10 of 30');
  await expect(targetCard.getByRole('link', { name: 'Draft 10k' })).toHaveAttribute('href', `/goals/${target.id}`);
  await expect(habitCard).toContainText('Any progress every day');
  await expect(habitCard).toContainText(`This period (${formatCalendarDate(today)}): 0 entries`);
  await expect(habitCard.getByRole('link', { name: 'Write daily' })).toHaveAttribute('href', `/goals/${habit.id}`);

  // Log 1,200 words through the dialog (today is its default date; the only project is picked).
  await page.getByRole('button', { name: 'Enter Progress' }).click();
  const dialog = progressDialog(page);
  await expect(dialog.getByRole('combobox', { name: 'Project' })).toHaveValue('The Lighthouse');
  await expect(dialog.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue(today);
  await dialog.getByRole('textbox', { name: 'Words' }).fill('1200');
  await dialog.getByRole('button', { name: 'Save Progress' }).click();
  await expect(page.getByText(messages.success.progressLogged)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // No reload: the dashboard read itself again.
  await expect(map.getByRole('img', { name: `${formatCalendarDate(today)}: 1,200 words` })).toBeVisible();
  await expect(streaks).toContainText('Current streak2 days');
  await expect(streaks).toContainText('Logged');
  await expect(targetCard).toContainText('1,700 words of 10,000 words');
  await expect(targetCard.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '17');
  await expect(habitCard).toContainText(`This period (${formatCalendarDate(today)}): 1 entry`);
  await expect(habitCard).toContainText('Current streak2 days'); // yesterday's entry and today's

  // Lifetime stats, from the sidebar: the starting balance counts in the grand totals, not in the year.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stats' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Lifetime Stats' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Grand Totals' })).toContainText('4,700 words');
  const year = main.getByRole('region', { name: `${today.slice(0, 4)} Activity` });
  await expect(year).toContainText(yesterday.slice(0, 4) === today.slice(0, 4) ? '1,700 words' : '1,200 words');
  await expect(year.getByRole('img', { name: `${formatCalendarDate(today)}: 1,200 words` })).toBeVisible();
});
