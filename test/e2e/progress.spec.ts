import { messages } from '@inkpace/contracts/messages';
import { createUser, logInBrowser, sessionCookie } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { addProgressTag, createProject, fillProgressDate, fixToday, getProject, logTally, progressDialog, projectTallies } from './support/projects.ts';

const TODAY = '2024-01-20';

test('create a project, log words and time, set a total, then edit and delete entries', async ({ page, baseURL }) => {
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  await fixToday(page, TODAY);
  await logInBrowser(page, user);
  const main = page.getByRole('main');

  // New → the New Project dialog → the new project's page.
  await page.goto('/projects');
  await expect(main.getByText(messages.empty.noProjects)).toBeVisible();
  await main.getByRole('button', { name: 'New' }).click();
  const create = page.getByRole('dialog', { name: 'New Project' });
  await create.getByRole('textbox', { name: 'Title' }).fill('The Lighthouse');
  await create.getByRole('textbox', { name: 'Description' }).fill('A keeper and a storm.');
  await create.getByRole('combobox', { name: 'Phase' }).selectOption({ label: 'Drafting' });
  await create.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByText(messages.success.created('The Lighthouse'))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/projects/\\d+$`));
  const projectId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(main.getByRole('heading', { level: 1, name: 'The Lighthouse' })).toBeVisible();
  await expect(main.getByText(messages.empty.noProgress)).toBeVisible();

  // Words and time in one go (time as hours and minutes), with a tag and a note; the project is pre-selected.
  await main.getByRole('button', { name: 'Log Progress' }).click();
  let dialog = progressDialog(page);
  await expect(dialog.getByRole('combobox', { name: 'Project' })).toHaveValue('The Lighthouse');
  await fillProgressDate(dialog, '2024-01-03');
  await dialog.getByRole('textbox', { name: 'Words' }).fill('1200');
  await dialog.getByRole('button', { name: 'Add another measure' }).click();
  const time = dialog.getByRole('group', { name: 'Measure 2' });
  await expect(time.getByRole('combobox', { name: 'Type' })).toHaveValue('Time');
  await time.getByRole('textbox', { name: 'Hours' }).fill('1');
  await time.getByRole('textbox', { name: 'Minutes' }).fill('30');
  await addProgressTag(dialog, 'firstdraft');
  await dialog.getByRole('textbox', { name: 'Note' }).fill('The storm chapter.');
  await dialog.getByRole('button', { name: 'Save Progress' }).click();
  await expect(page.getByText(messages.success.progressLogged)).toBeVisible();
  await expect(dialog).toHaveCount(0); // closes a second after success

  // Set total: the new total of 2,000 words stores the difference (800) on the later day.
  await main.getByRole('button', { name: 'Log Progress' }).click();
  dialog = progressDialog(page);
  await fillProgressDate(dialog, '2024-01-05');
  await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveValue('Words'); // the last measure used
  await dialog.getByRole('textbox', { name: 'Words' }).fill('2000');
  await dialog.getByRole('switch', { name: 'Set total' }).check();
  await expect(dialog.getByRole('textbox', { name: 'New total' })).toBeVisible(); // relabelled while Set total is on
  await expect(dialog.getByText('= +800 words')).toBeVisible(); // what the new total adds, before saving
  await dialog.getByRole('button', { name: 'Save Progress' }).click();
  await expect(page.getByText(messages.success.progressLogged).first()).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const stored = await projectTallies(cookie, projectId);
  expect(stored.map((t) => [t.date, t.measure, t.count]).sort()).toEqual([
    ['2024-01-03', 'time', 90],
    ['2024-01-03', 'word', 1200],
    ['2024-01-05', 'word', 800],
  ]);
  expect(stored.find((t) => t.measure === 'time')?.tags.map((t) => t.name)).toEqual(['firstdraft']);

  // The table, newest first.
  const progress = main.getByRole('region', { name: 'Progress' });
  const rows = progress.getByRole('row');
  await expect(rows).toHaveCount(4); // the header and three entries
  await expect(rows.nth(1)).toContainText('Jan 5, 2024');
  await expect(rows.nth(1)).toContainText('800 words');
  const timeRow = rows.filter({ hasText: '1h 30m' });
  await expect(timeRow).toContainText('Jan 3, 2024');
  await expect(timeRow).toContainText('#firstdraft');
  await expect(timeRow).toContainText('The storm chapter.');
  await expect(rows.filter({ hasText: '1,200 words' })).toContainText('Jan 3, 2024');

  // The heat map names each day with its counts; its summary gives the totals.
  const heatMap = main.getByRole('group', { name: 'Activity on The Lighthouse' });
  await expect(heatMap.getByRole('img', { name: 'Jan 3, 2024: 1,200 words, 1h 30m' })).toBeVisible();
  await expect(heatMap.getByRole('img', { name: 'Jan 5, 2024: 800 words' })).toBeVisible();
  await expect(heatMap.getByRole('img', { name: 'Jan 4, 2024: no progress' })).toBeVisible();
  // The map starts on the first entry's week (Sunday Dec 31, 2023), so its first column is a whole week.
  await expect(heatMap).toContainText('2 days with progress from Dec 31, 2023 to Jan 20, 2024 (total: 2,000 words, 1h 30m).');

  // One chart per measure: a figure named by its title with a caption in words (the canvas is drawn too).
  const words = main.getByRole('figure', { name: 'Words' });
  await expect(words.locator('figcaption')).toContainText('2,000 words logged from Jan 3, 2024 to Jan 20, 2024, on 2 days with progress; best day Jan 3, 2024 with 1,200 words.');
  await expect(words.locator('canvas').first()).toBeVisible();
  await expect(main.getByRole('figure', { name: 'Time' }).locator('figcaption')).toContainText('1h 30m logged');

  // Edit the 800-word entry to 900 through its dialog.
  await progress.getByRole('button', { name: 'Edit the entry of Jan 5, 2024 (800 words)' }).click();
  dialog = progressDialog(page, 'Edit Progress');
  await expect(dialog.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue('2024-01-05');
  const count = dialog.getByRole('textbox', { name: 'Words' });
  await expect(count).toHaveValue('800');
  await count.fill('900');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(messages.success.progressSaved)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Jan 5, 2024' })).toContainText('900 words');
  await expect(heatMap.getByRole('img', { name: 'Jan 5, 2024: 900 words' })).toBeVisible();

  // Delete the time entry.
  // Entries of one day have buttons named apart by their counts.
  await expect(progress.getByRole('button', { name: /^Delete the entry of Jan 3, 2024/ })).toHaveCount(2);
  await progress.getByRole('button', { name: 'Delete the entry of Jan 3, 2024 (1h 30m)' }).click();
  const confirm = page.getByRole('dialog', { name: messages.confirm.deleteTally });
  await expect(confirm).toContainText('1h 30m on The Lighthouse, Jan 3, 2024.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(messages.success.progressDeleted)).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: '1h 30m' })).toHaveCount(0);
  await expect(main.getByRole('figure', { name: 'Time' })).toHaveCount(0);
  await expect(heatMap.getByRole('img', { name: 'Jan 3, 2024: 1,200 words' })).toBeVisible();

  const after = await projectTallies(cookie, projectId);
  expect(after.map((t) => [t.date, t.measure, t.count]).sort()).toEqual([
    ['2024-01-03', 'word', 1200],
    ['2024-01-05', 'word', 900],
  ]);

  // The list shows the project's totals.
  await page.goto('/projects');
  await expect(main.getByRole('listitem').filter({ hasText: 'The Lighthouse' })).toContainText('2,100 words');
});

// Issue 12 #1 and #2: Set total stays on for the next entry, so a count typed as progress would be a new total.
test('a set total that lowers the total says so and asks first; re-picking the measure keeps the count', async ({ page }) => {
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  await fixToday(page, TODAY);
  const project = await createProject(cookie, { title: 'Sonnets', phase: 'drafting' });
  await logTally(cookie, { date: '2024-01-10', workId: project.id, measure: 'line', count: 520 });
  await logInBrowser(page, user);
  await page.goto(`/projects/${project.id}`);

  await page.getByRole('main').getByRole('button', { name: 'Log Progress' }).click();
  const dialog = progressDialog(page);
  const type = dialog.getByRole('combobox', { name: 'Type' });
  await type.click();
  await page.getByRole('option', { name: 'Lines' }).click();
  await dialog.getByRole('textbox', { name: 'Lines' }).fill('10');
  await type.click();
  await page.getByRole('option', { name: 'Lines' }).click(); // picking it again keeps it and the count
  await expect(type).toHaveValue('Lines');
  await expect(dialog.getByRole('textbox', { name: 'Lines' })).toHaveValue('10');

  await dialog.getByRole('switch', { name: 'Set total' }).check();
  await expect(dialog.getByText('= −510 lines')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Progress' }).click();
  const confirm = page.getByRole('dialog', { name: 'Lower the total?' });
  await expect(confirm.getByText('520 lines → 10 lines (−510 lines)')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  expect((await getProject(cookie, project.id)).totals.line).toBe(520); // nothing saved

  await dialog.getByRole('button', { name: 'Save Progress' }).click();
  await confirm.getByRole('button', { name: 'Lower the total' }).click();
  await expect(page.getByText(messages.success.progressLogged).first()).toBeVisible();
  await expect.poll(async () => (await getProject(cookie, project.id)).totals.line).toBe(10);
});
