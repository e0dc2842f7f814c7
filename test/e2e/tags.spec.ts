import { messages } from '@inkpace/contracts/messages';
import { createUser, logInBrowser, sessionCookie } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { addProgressTag, createProject, fillProgressDate, listTags, progressDialog } from './support/projects.ts';

test('create a tag, edit it, and delete it by typing its name', async ({ page }) => {
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  await logInBrowser(page, user);
  await page.goto('/account/tags');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  await expect(main.getByText(messages.empty.noTags)).toBeVisible();

  // Create, with a colour.
  await main.getByRole('button', { name: 'New Tag' }).click();
  let dialog = page.getByRole('dialog', { name: 'New Tag' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('research');
  await dialog.getByRole('radio', { name: 'Green' }).check();
  await dialog.getByRole('button', { name: 'Create Tag' }).click();
  await expect(page.getByText(messages.success.tagCreated('research'))).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const rows = main.getByRole('row');
  await expect(rows.filter({ hasText: '#research' })).toContainText('Green');
  expect((await listTags(cookie)).map((t) => [t.name, t.color])).toEqual([['research', 'green']]);

  // Edit: a new name and colour; the form starts with the tag's own.
  await main.getByRole('button', { name: 'Edit #research' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit #research' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('research');
  await expect(dialog.getByRole('radio', { name: 'Green' })).toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Save Tag' })).toBeDisabled(); // nothing changed yet
  await name.fill('worldbuilding');
  await dialog.getByRole('radio', { name: 'Purple' }).check();
  await dialog.getByRole('button', { name: 'Save Tag' }).click();
  await expect(page.getByText(messages.success.tagEdited('worldbuilding'))).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(rows.filter({ hasText: '#worldbuilding' })).toContainText('Purple');
  await expect(rows.filter({ hasText: '#research' })).toHaveCount(0);
  expect((await listTags(cookie)).map((t) => [t.name, t.color])).toEqual([['worldbuilding', 'purple']]);

  // Delete: the button waits for the exact name.
  await main.getByRole('button', { name: 'Delete #worldbuilding' }).click();
  dialog = page.getByRole('dialog', { name: 'Delete #worldbuilding?' });
  const typed = dialog.getByRole('textbox', { name: "Type the tag's name to confirm" });
  const remove = dialog.getByRole('button', { name: 'Delete Tag' });
  await typed.fill('worldbuildin');
  await expect(dialog.getByText(messages.validation.typedName)).toBeVisible();
  await expect(remove).toBeDisabled();
  await typed.fill('worldbuilding');
  await remove.click();
  await expect(page.getByText(messages.success.tagDeleted('worldbuilding'))).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(main.getByText(messages.empty.noTags)).toBeVisible();
  expect(await listTags(cookie)).toEqual([]);
  await page.reload();
  await expect(main.getByText(messages.empty.noTags)).toBeVisible();
});

test('a tag named in the progress dialog appears on the tags page', async ({ page }) => {
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  const project = await createProject(cookie, { title: 'Harbour Lights', phase: 'drafting' });
  await logInBrowser(page, user);
  await page.goto('/dashboard');

  // The only active project is picked for the user.
  await page.getByRole('button', { name: 'Enter Progress' }).click();
  const dialog = progressDialog(page);
  await expect(dialog.getByRole('combobox', { name: 'Project' })).toHaveValue('Harbour Lights');
  await fillProgressDate(dialog, '2024-05-02');
  await dialog.getByRole('textbox', { name: 'Words' }).fill('640');
  await addProgressTag(dialog, 'Revision Notes');
  await expect(dialog.getByText('Revision Notes')).toBeVisible(); // the tag's pill
  await dialog.getByRole('button', { name: 'Save Progress' }).click();
  await expect(page.getByText(messages.success.progressLogged)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.goto('/account/tags');
  await expect(page.getByRole('main').getByRole('row').filter({ hasText: '#Revision Notes' })).toContainText('Default');
  expect((await listTags(cookie)).map((t) => t.name)).toEqual(['Revision Notes']);

  // And the entry carries it on the project's table.
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('main').getByRole('region', { name: 'Progress' }).getByRole('row').filter({ hasText: '640 words' })).toContainText('#Revision Notes');
});
