import { COVERS_PATH } from '@inkpace/contracts/api/project';
import { messages } from '@inkpace/contracts/messages';
import { PROJECT_SORT_KEY } from '@inkpace/contracts/rules/projects';
import { createUser, logInBrowser, sessionCookie } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { coverPng, createProject, getProject, logTally } from './support/projects.ts';

test('upload a cover on the edit page, see it, then remove it after confirming', async ({ page }) => {
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  const project = await createProject(cookie, { title: 'Salt and Iron', phase: 'outlining' });
  await logInBrowser(page, user);
  await page.goto(`/projects/${project.id}/edit`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Edit Project' })).toBeVisible();
  const card = main.getByRole('region', { name: 'Cover' });
  await expect(card.getByRole('img', { name: 'No cover yet' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Remove' })).toBeDisabled();

  await card.getByLabel('Cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await coverPng() });
  await expect(page.getByText(messages.success.coverUploaded)).toBeVisible();
  const cover = card.getByRole('img', { name: 'Cover of Salt and Iron' });
  await expect(cover).toHaveAttribute('src', new RegExp(`^${COVERS_PATH}/`));
  // The browser really loaded the stored image.
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const stored = await getProject(cookie, project.id);
  expect(stored.cover).not.toBeNull();
  expect(await cover.getAttribute('src')).toContain(encodeURIComponent(stored.cover ?? ''));

  // The project page and the list show it too.
  await page.goto(`/projects/${project.id}`);
  await expect(main.getByRole('img', { name: 'Cover of Salt and Iron' })).toHaveAttribute('src', new RegExp(`^${COVERS_PATH}/`));
  await page.goto('/projects');
  await expect(main.getByRole('listitem').filter({ hasText: 'Salt and Iron' }).locator(`img[src^="${COVERS_PATH}/"]`)).toBeVisible();

  // Remove asks first: Cancel keeps the cover, Remove removes it.
  await page.goto(`/projects/${project.id}/edit`);
  await card.getByRole('button', { name: 'Remove' }).click();
  let confirm = page.getByRole('dialog', { name: 'Remove cover?' });
  await expect(confirm).toContainText(messages.confirm.removeCover);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(card.getByRole('img', { name: 'Cover of Salt and Iron' })).toBeVisible();

  await card.getByRole('button', { name: 'Remove' }).click();
  confirm = page.getByRole('dialog', { name: 'Remove cover?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(messages.success.coverRemoved, { exact: true })).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(card.getByRole('img', { name: 'No cover yet' })).toBeVisible();
  await expect(card.locator('img')).toHaveCount(0);
  expect((await getProject(cookie, project.id)).cover).toBeNull();
  await page.reload();
  await expect(card.getByRole('img', { name: 'No cover yet' })).toBeVisible();
});

test('the projects list: empty, starred first, filtered, and its sort remembered', async ({ page }) => {
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  await logInBrowser(page, user);
  const main = page.getByRole('main');
  const list = main.getByRole('list', { name: 'Projects' });
  const titles = list.getByRole('listitem').getByRole('link');

  await page.goto('/projects');
  await expect(main.getByText(messages.empty.noProjects)).toBeVisible();
  await expect(list).toHaveCount(0);

  // By phase (the default): planning, drafting, revising.
  await createProject(cookie, { title: 'Zephyr', phase: 'planning', description: 'Winds over the sea.' });
  const middle = await createProject(cookie, { title: 'Anchor', phase: 'drafting' });
  await createProject(cookie, { title: 'Marrow', phase: 'revising', description: 'Bones and the sea.' });
  await logTally(cookie, { date: '2024-02-01', workId: middle.id, measure: 'word', count: 500 });
  await page.reload();
  await expect(titles).toHaveText(['Zephyr', 'Anchor', 'Marrow']);
  await expect(main.getByRole('combobox', { name: 'Sort by' })).toHaveValue('phase');
  await expect(list.getByRole('listitem').filter({ hasText: 'Anchor' })).toContainText('500 words');
  await expect(list.getByRole('listitem').filter({ hasText: 'Zephyr' })).toContainText('No progress yet');

  // A starred project comes first, and stays first after a reload.
  const star = list.getByRole('button', { name: 'Star Marrow' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(titles).toHaveText(['Marrow', 'Zephyr', 'Anchor']);
  await page.reload();
  await expect(titles).toHaveText(['Marrow', 'Zephyr', 'Anchor']);
  await expect(list.getByRole('button', { name: 'Star Marrow' })).toHaveAttribute('aria-pressed', 'true');
  expect((await getProject(cookie, middle.id)).starred).toBe(false);

  // The filter matches titles and descriptions, ignoring case.
  const filter = main.getByRole('searchbox', { name: 'Filter' });
  await filter.fill('SEA');
  await expect(titles).toHaveText(['Marrow', 'Zephyr']);
  await filter.fill('anch');
  await expect(titles).toHaveText(['Anchor']);
  await filter.fill('nothing like this');
  await expect(main.getByText(messages.empty.noMatchingProjects)).toBeVisible();
  await expect(list).toHaveCount(0);
  await filter.fill('');
  await expect(titles).toHaveCount(3);

  // Sort by title; the choice is remembered in this browser.
  await main.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Title' });
  await expect(titles).toHaveText(['Marrow', 'Anchor', 'Zephyr']);
  await page.reload();
  await expect(main.getByRole('combobox', { name: 'Sort by' })).toHaveValue('title');
  await expect(titles).toHaveText(['Marrow', 'Anchor', 'Zephyr']);
  expect(await page.evaluate((key) => localStorage.getItem(key), PROJECT_SORT_KEY)).toBe('title');

  // Last updated: the one with progress before those without (the star still first).
  await main.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Last updated' });
  await expect(titles).toHaveText(['Marrow', 'Anchor', 'Zephyr']);

  // Unstarring puts it back in its place.
  await list.getByRole('button', { name: 'Star Marrow' }).click();
  await main.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Phase' });
  await expect(titles).toHaveText(['Zephyr', 'Anchor', 'Marrow']);
});

test('configure a project from its page, then delete it by typing its title', async ({ page, baseURL }) => {
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  const project = await createProject(cookie, { title: 'Night Ferry', phase: 'planning', description: 'Crossing at midnight.' });
  await logInBrowser(page, user);
  const main = page.getByRole('main');
  await page.goto(`/projects/${project.id}`);
  await expect(main.getByText('Crossing at midnight.')).toBeVisible();

  // Configure: the form opens with the project's values and saves only a change.
  await main.getByRole('link', { name: 'Configure Project' }).click();
  await expect(page).toHaveURL(`${baseURL}/projects/${project.id}/edit`);
  const form = main.getByRole('form', { name: 'Edit project' });
  const title = form.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveValue('Night Ferry');
  await expect(form.getByRole('combobox', { name: 'Phase' })).toHaveValue('planning');
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  await title.fill('The Night Ferry');
  await form.getByRole('combobox', { name: 'Phase' }).selectOption({ label: 'Drafting' });
  await form.getByRole('button', { name: 'Add a starting balance' }).click();
  await form.getByRole('textbox', { name: 'Starting words' }).fill('1500');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.success.edited('The Night Ferry'))).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/projects/${project.id}`);
  await expect(main.getByRole('heading', { level: 1, name: 'The Night Ferry' })).toBeVisible();
  const stored = await getProject(cookie, project.id);
  expect([stored.title, stored.phase, stored.startingBalance]).toEqual(['The Night Ferry', 'drafting', { word: 1500 }]);

  // Delete: the button waits for the exact title.
  await main.getByRole('button', { name: 'Delete Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Project' });
  const typed = dialog.getByRole('textbox', { name: "Type the project's title to confirm" });
  const confirm = dialog.getByRole('button', { name: 'Delete Project' });
  await typed.fill('the night ferry');
  await expect(dialog.getByText(messages.validation.typedTitle)).toBeVisible();
  await expect(confirm).toBeDisabled();
  await typed.fill('The Night Ferry');
  await confirm.click();
  await expect(page.getByText(messages.success.deleted('The Night Ferry'))).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/projects`);
  await expect(main.getByText(messages.empty.noProjects)).toBeVisible();
  expect((await getProject(cookie, project.id).catch(() => null))?.state ?? 'gone').not.toBe('active');
});
