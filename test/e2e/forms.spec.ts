import type { Locator } from '@playwright/test';
import { messages } from '@inkpace/contracts/messages';
import { api, createUser, logInBrowser, sessionCookie } from './support/accounts.ts';
import { screenshotAt, settle } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { createProject, getProject, logTally, progressDialog } from './support/projects.ts';

/** Cancel stands before the primary button, both at the right end of the form (one order everywhere, issue 12 #12). */
async function expectCancelThenPrimary(form: Locator, cancel: Locator, primary: Locator): Promise<void> {
  const [a, b, box] = await Promise.all([cancel.boundingBox(), primary.boundingBox(), form.boundingBox()]);
  if (!a || !b || !box) throw new Error('buttons not laid out');
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + 1);
  expect(Math.abs(a.y - b.y)).toBeLessThan(4);
  // The primary button ends at the form's right edge (within its padding).
  expect(box.x + box.width - (b.x + b.width)).toBeLessThan(40);
}

/** The app's one date picker: typed as YYYY-MM-DD, with a calendar whose month buttons are named. */
async function expectCalendarPicker(field: Locator, page: import('@playwright/test').Page): Promise<void> {
  await expect(field).toHaveAttribute('placeholder', 'YYYY-MM-DD');
  await field.click();
  await expect(page.getByRole('button', { name: 'Previous month' })).toBeVisible();
  // Escape closes the calendar only (in a dialog, the dialog stays).
  await field.press('Escape');
  await expect(page.getByRole('button', { name: 'Previous month' })).toHaveCount(0);
  await expect(field).toBeVisible();
}

test('the project form: a new balance row is quiet until touched, time in hours and minutes, counts with separators, Cancel then Create', async ({ page }) => {
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  await logInBrowser(page, user);
  await page.goto('/projects');
  await page.getByRole('main').getByRole('button', { name: 'New' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Project' });
  await dialog.getByRole('textbox', { name: /Title/ }).fill('Separated');
  await dialog.getByRole('combobox', { name: /Phase/ }).selectOption('Drafting');

  await dialog.getByRole('button', { name: 'Add a starting balance' }).click();
  const words = dialog.getByRole('textbox', { name: 'Starting words' });
  await expect(words).toBeVisible();
  await expect(dialog.getByText(messages.validation.balanceBlank)).toHaveCount(0);
  await words.focus();
  await words.press('Tab');
  await expect(dialog.getByText(messages.validation.balanceBlank)).toBeVisible();
  await words.fill('12345');
  await expect(words).toHaveValue('12,345');
  await expect(dialog.getByText(messages.validation.balanceBlank)).toHaveCount(0);

  // A time balance: hours and minutes, as entries are; the hint says so.
  await expect(dialog.getByText('Progress made before you started tracking it here (time in hours and minutes).')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add a starting balance' }).click();
  await dialog.getByRole('combobox', { name: 'Measure of balance 2' }).selectOption('Time');
  await dialog.getByRole('textbox', { name: 'Starting time: hours' }).fill('1200');
  await expect(dialog.getByRole('textbox', { name: 'Starting time: hours' })).toHaveValue('1,200');
  await dialog.getByRole('textbox', { name: 'Starting time: minutes' }).fill('30');

  const create = dialog.getByRole('button', { name: 'Create Project' });
  await expectCancelThenPrimary(dialog.locator('form'), dialog.getByRole('button', { name: 'Cancel' }), create);
  await create.click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  // The separators are for reading: the API got plain numbers.
  expect((await getProject(cookie, id)).startingBalance).toEqual({ word: 12345, time: 1200 * 60 + 30 });

  // The edit page keeps the same order (Cancel, then Save) and shows the time back as hours and minutes.
  await page.goto(`/projects/${id}/edit`);
  const form = page.getByRole('form', { name: 'Edit project' });
  await expect(form.getByRole('textbox', { name: 'Starting time: hours' })).toHaveValue('1,200');
  await expect(form.getByRole('textbox', { name: 'Starting time: minutes' })).toHaveValue('30');
  await expectCancelThenPrimary(form, form.getByRole('link', { name: 'Cancel' }), form.getByRole('button', { name: 'Save' }));
  await screenshotAt(page, 'forms-edit-project', 'light', 'desktop');
});

test('the tag form: one colour control, and a refused name clears its message when the name changes', async ({ page }) => {
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  await api('POST', '/api/v1/tag', { name: 'research', color: 'default' }, cookie);
  await logInBrowser(page, user);
  await page.goto('/account/tags');
  await page.getByRole('main').getByRole('button', { name: 'New Tag' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Tag' });
  // One control per colour: the swatch and its name are the radio's label, no second marker beside them.
  const colors = dialog.getByRole('group', { name: 'Color' });
  await expect(colors.getByRole('radio')).toHaveCount(11);
  await colors.getByRole('radio', { name: 'Green' }).check();
  await expect(colors.getByRole('radio', { name: 'Green' })).toBeChecked();
  await expect(colors.locator('.mantine-Radio-icon, .mantine-Radio-radio')).toHaveCount(0);

  await dialog.getByRole('textbox', { name: 'Name' }).fill('research');
  await dialog.getByRole('button', { name: 'Create Tag' }).click();
  await expect(dialog.getByText(messages.errors.tagExists)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('research-2');
  await expect(dialog.getByText(messages.errors.tagExists)).toHaveCount(0);
  await expectCancelThenPrimary(dialog.locator('form'), dialog.getByRole('button', { name: 'Cancel' }), dialog.getByRole('button', { name: 'Create Tag' }));
});

test('one date picker everywhere, and every confirm dialog has Cancel before its action', async ({ page }) => {
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  const novel = await createProject(cookie, { title: 'Dated', phase: 'drafting' });
  await logTally(cookie, { date: '2024-01-03', workId: novel.id, measure: 'word', count: 1500 });
  await logInBrowser(page, user);

  // Progress: the date, and the entry's delete confirmation.
  await page.goto(`/projects/${novel.id}`);
  await settle(page);
  await page.getByRole('main').getByRole('button', { name: 'Log Progress' }).click();
  const dialog = progressDialog(page);
  await expectCalendarPicker(dialog.getByRole('textbox', { name: 'Date' }), page);
  await expectCancelThenPrimary(dialog.locator('form'), dialog.getByRole('button', { name: 'Cancel' }), dialog.getByRole('button', { name: 'Save Progress' }));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: /^Delete the entry of Jan 3, 2024/ }).click();
  const confirm = page.getByRole('dialog', { name: messages.confirm.deleteTally });
  await expectCancelThenPrimary(confirm.locator('form'), confirm.getByRole('button', { name: 'Cancel' }), confirm.getByRole('button', { name: 'Delete' }));
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);

  // Goals: start and end dates.
  await page.goto('/goals/new');
  await settle(page);
  await expectCalendarPicker(page.getByRole('textbox', { name: 'Start date' }), page);

  // API keys: a custom expiry date.
  await page.goto('/account/api-keys/new');
  await settle(page);
  await page.getByRole('radio', { name: 'On a date' }).check();
  await expectCalendarPicker(page.getByRole('textbox', { name: 'Expiration date' }), page);
});
