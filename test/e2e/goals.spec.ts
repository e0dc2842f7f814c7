import { messages } from '@inkpace/contracts/messages';
import { createUser, logInBrowser, sessionCookie } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { daysFromToday, getGoal, useUtc } from './support/goals.ts';
import { createProject, progressDialog } from './support/projects.ts';

test.use({ timezoneId: 'UTC' });

test('create a target with a plan and a habit, log progress, edit, star and delete', async ({ page, baseURL }) => {
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  await useUtc(cookie);
  await createProject(cookie, { title: 'The Long Road', phase: 'drafting' });
  await logInBrowser(page, user);
  const main = page.getByRole('main');

  await page.goto('/goals');
  await expect(main.getByText(messages.empty.noGoals)).toBeVisible();

  // A target of 10,000 words over ten days (started three days ago), with a plan: Saturdays double, one rest day.
  await main.getByRole('link', { name: 'New' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'New Goal' })).toBeVisible();
  const form = main.getByRole('form', { name: 'New goal' });
  await form.getByRole('textbox', { name: 'Title' }).fill('Finish the draft');
  await expect(form.getByRole('radio', { name: /^Target/ })).toBeChecked();
  await form.getByRole('textbox', { name: 'Target' }).fill('10000');
  await form.getByRole('textbox', { name: 'Start date' }).fill(daysFromToday(-3));
  await form.getByRole('textbox', { name: 'End date' }).fill(daysFromToday(6));
  await form.getByRole('textbox', { name: 'End date' }).press('Tab');
  await form.getByRole('switch', { name: /Pace plan/ }).check();
  await form.getByRole('textbox', { name: 'Saturday' }).fill('2');
  await form.getByRole('textbox', { name: 'Rest date' }).fill(daysFromToday(2));
  await form.getByRole('textbox', { name: 'Rest date' }).press('Tab');
  await form.getByRole('button', { name: 'Add rest date' }).click();
  await expect(form.getByRole('list', { name: 'Rest dates' }).getByRole('listitem')).toHaveCount(1);
  await form.getByRole('button', { name: 'Create Goal' }).click();
  await expect(page.getByText(messages.success.created('Finish the draft'))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/goals/\\d+$`));
  const targetId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(main.getByRole('heading', { level: 1, name: 'Finish the draft' })).toBeVisible();
  const stored = await getGoal(cookie, targetId);
  expect(stored.plan).toEqual({ weekdayWeights: [1, 1, 1, 1, 1, 1, 2], restDates: [daysFromToday(2)] });
  expect(stored.parameters).toEqual({ threshold: { measure: 'word', count: 10000 } });

  const overall = main.getByRole('region', { name: 'Overall' });
  const today = main.getByRole('region', { name: 'Today' });
  await expect(overall.getByRole('definition').first()).toHaveText('0 words');
  await expect(today.getByRole('definition').first()).toHaveText('0 words');
  await expect(main.getByRole('figure', { name: 'Progress' })).toBeVisible();

  // Log 1,500 words today through the progress dialog: the page's numbers follow.
  await main.getByRole('button', { name: 'Log Progress' }).click();
  const dialog = progressDialog(page);
  await expect(dialog.getByRole('combobox', { name: 'Project' })).toHaveValue('The Long Road');
  await dialog.getByRole('textbox', { name: 'Words' }).fill('1500');
  await dialog.getByRole('button', { name: 'Save Progress' }).click();
  await expect(page.getByText(messages.success.progressLogged)).toBeVisible();
  await expect(overall.getByRole('definition').first()).toHaveText('1,500 words');
  await expect(overall).toContainText('8,500 words');
  await expect(today.getByRole('definition').first()).toHaveText('1,500 words');

  // Edit: only the changed title is sent.
  await main.getByRole('link', { name: 'Configure Goal' }).click();
  const edit = main.getByRole('form', { name: 'Edit goal' });
  await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue('Finish the draft');
  await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
  await edit.getByRole('textbox', { name: 'Title' }).fill('Finish the first draft');
  const patch = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith(`/api/v1/goal/${targetId}`));
  await edit.getByRole('button', { name: 'Save' }).click();
  expect((await patch).postDataJSON()).toEqual({ title: 'Finish the first draft' });
  await expect(page.getByText(messages.success.edited('Finish the first draft'))).toBeVisible();
  await expect(main.getByRole('heading', { level: 1, name: 'Finish the first draft' })).toBeVisible();

  // Star: the goal appears under Goals in the sidebar.
  const star = main.getByRole('button', { name: 'Star Finish the first draft' });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  const starred = page.getByRole('navigation', { name: 'Main' }).getByRole('list', { name: 'Starred goals' });
  await expect(starred.getByRole('link', { name: 'Finish the first draft' })).toHaveAttribute('href', `/goals/${targetId}`);

  // A habit: write every day. The type switch keeps what was typed for each type.
  await page.goto('/goals/new');
  const habitForm = main.getByRole('form', { name: 'New goal' });
  await habitForm.getByRole('textbox', { name: 'Title' }).fill('Write daily');
  await habitForm.getByRole('textbox', { name: 'Target' }).fill('777');
  await habitForm.getByRole('radio', { name: /^Habit/ }).check();
  await habitForm.getByRole('textbox', { name: 'At least' }).fill('100');
  await habitForm.getByRole('radio', { name: /^Target/ }).check();
  await expect(habitForm.getByRole('textbox', { name: 'Target' })).toHaveValue('777');
  await habitForm.getByRole('radio', { name: /^Habit/ }).check();
  await expect(habitForm.getByRole('textbox', { name: 'At least' })).toHaveValue('100');
  await expect(habitForm.getByRole('textbox', { name: 'Every' })).toHaveValue('1');
  // Any progress counts (a habit with an amount is stored without its cadence by the server: see the report).
  await habitForm.getByRole('textbox', { name: 'At least' }).fill('');
  await habitForm.getByRole('button', { name: 'Create Goal' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Write daily' })).toBeVisible();
  const habit = main.getByRole('region', { name: 'Habit' });
  await expect(habit).toContainText('Current streak');
  // Today's 1,500 words count for it: today's period is met.
  await expect(main.getByRole('list', { name: 'Periods, newest first' }).getByRole('listitem').first()).toContainText('Met');

  // The list: starred target first, then the habit.
  await page.goto('/goals');
  await expect(main.getByRole('list', { name: 'Goals' }).getByRole('listitem').getByRole('link')).toHaveText(['Finish the first draft', 'Write daily']);
  await main.getByRole('searchbox', { name: 'Filter' }).fill('nothing like this');
  await expect(main.getByText(messages.empty.noMatchingGoals)).toBeVisible();

  // Delete the target once its title is typed exactly: back to the list, with a toast.
  await page.goto(`/goals/${targetId}`);
  await main.getByRole('button', { name: 'Delete Goal' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Goal' });
  await confirm.getByRole('textbox', { name: "Type the goal's title to confirm" }).fill('Finish the first');
  await expect(confirm.getByRole('button', { name: 'Delete Goal' })).toBeDisabled();
  await confirm.getByRole('textbox', { name: "Type the goal's title to confirm" }).fill('Finish the first draft');
  await confirm.getByRole('button', { name: 'Delete Goal' }).click();
  await expect(page.getByText(messages.success.deleted('Finish the first draft'))).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/goals`);
  await expect(main.getByRole('list', { name: 'Goals' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('list', { name: 'Starred goals' })).toHaveCount(0);
});
