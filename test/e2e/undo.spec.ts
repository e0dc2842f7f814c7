import { messages } from '@inkpace/contracts/messages';
import { api, createUser, logInBrowser, sessionCookie } from './support/accounts.ts';
import { auditPage, checkA11y, screenshotAt, settle, VIEWPORTS } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { createProject, getProject, listTags, logTally, projectTallies } from './support/projects.ts';

/** Undo (issue 28): the toast after a delete, and the "Recently deleted" page under Settings. */

test('delete a project, then Undo from the toast: the project and its entries are back, on its page', async ({ page, baseURL }) => {
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  const project = await createProject(cookie, { title: 'Harbour Lights', phase: 'drafting' });
  await logTally(cookie, { date: '2026-11-01', workId: project.id, measure: 'word', count: 1200, tags: ['research'] });
  await logTally(cookie, { date: '2026-11-02', workId: project.id, measure: 'word', count: 800 });
  const before = (await projectTallies(cookie, project.id)).map((t) => [t.id, t.count, t.tags.map((g) => g.name)]);
  expect(before).toHaveLength(2);

  await logInBrowser(page, user);
  await page.goto(`/projects/${project.id}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Delete Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Project' });
  await dialog.getByRole('textbox', { name: "Type the project's title to confirm" }).fill('Harbour Lights');
  await dialog.getByRole('button', { name: 'Delete Project' }).click();
  const toastAlert = page.getByRole('alert').filter({ hasText: messages.success.deleted('Harbour Lights') });
  await expect(toastAlert).toBeVisible();
  const shownAt = Date.now();
  await expect(page).toHaveURL(`${baseURL}/projects`);
  await expect(main.getByText(messages.empty.noProjects)).toBeVisible();
  expect((await getProject(cookie, project.id).catch(() => null))?.state ?? 'gone').not.toBe('active');
  await checkA11y(page, 'the toast with Undo');
  await screenshotAt(page, 'undo-toast', 'light', 'desktop');
  await page.setViewportSize(VIEWPORTS.phone);
  await screenshotAt(page, 'undo-toast', 'light', 'phone');
  await page.setViewportSize(VIEWPORTS.desktop);

  // Longer than an ordinary toast lasts (3 s, spec §9): Undo is still there.
  await page.waitForTimeout(Math.max(0, 3_500 - (Date.now() - shownAt)));
  await toastAlert.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(messages.success.restored('Harbour Lights'))).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/projects/${project.id}`);
  await expect(main.getByRole('heading', { level: 1, name: 'Harbour Lights' })).toBeVisible();
  await expect(main.getByRole('row', { name: /^Nov 1, 2026 Words 1,200 words/ })).toBeVisible();
  expect((await getProject(cookie, project.id)).state).toBe('active');
  expect((await projectTallies(cookie, project.id)).map((t) => [t.id, t.count, t.tags.map((g) => g.name)])).toEqual(before);

  // And the list has it again.
  await page.goto('/projects');
  await expect(main.getByText('Harbour Lights')).toBeVisible();
});

test('delete a tag, then restore it from Recently deleted: it is back on its entries', async ({ page }) => {
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  const project = await createProject(cookie, { title: 'Night Ferry', phase: 'drafting' });
  const tally = await logTally(cookie, { date: '2026-11-03', workId: project.id, measure: 'word', count: 640, tags: ['research'] });
  await logInBrowser(page, user);
  await page.goto('/account/tags');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Delete #research' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete #research?' });
  await dialog.getByRole('textbox', { name: "Type the tag's name to confirm" }).fill('research');
  await dialog.getByRole('button', { name: 'Delete Tag' }).click();
  await expect(page.getByText(messages.success.tagDeleted('research'))).toBeVisible();
  await expect(main.getByText(messages.empty.noTags)).toBeVisible();
  expect((await projectTallies(cookie, project.id))[0]?.tags).toEqual([]);

  // Through the Settings sidebar, not by typing the address.
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Recently Deleted' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Recently Deleted' })).toBeVisible();
  const row = main.getByRole('row').filter({ hasText: '#research' });
  await expect(row).toContainText('Tag');
  await expect(row).toContainText(/Deleted (just now|1 minute ago) · restorable until/);
  await row.getByRole('button', { name: 'Restore #research' }).click();
  await expect(page.getByText(messages.success.restored('#research'))).toBeVisible();
  await expect(main.getByText(messages.empty.noDeleted)).toBeVisible();

  expect((await listTags(cookie)).map((t) => t.name)).toEqual(['research']);
  const [back] = await projectTallies(cookie, project.id);
  expect([back?.id, back?.tags.map((t) => t.name)]).toEqual([tally.id, ['research']]);
  await page.goto('/account/tags');
  await expect(main.getByRole('row').filter({ hasText: '#research' })).toBeVisible();
});

test('Recently deleted passes axe in light and dark, with rows and when empty; screenshots at phone and desktop widths', async ({ page }) => {
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  await logInBrowser(page, user);
  await page.goto('/account/deleted');
  await settle(page);
  await expect(page.getByText(messages.empty.noDeleted)).toBeVisible();
  await auditPage(page, 'recently-deleted-empty');

  // One of each kind but boards, then a refused restore's message in its row.
  const project = await createProject(cookie, { title: 'The Lighthouse Keeper’s Long Winter', phase: 'drafting' });
  const kept = await createProject(cookie, { title: 'Kept', phase: 'drafting' });
  await logTally(cookie, { date: '2026-11-03', workId: project.id, measure: 'word', count: 640 });
  const entry = await logTally(cookie, { date: '2026-11-04', workId: kept.id, measure: 'word', count: 1500, tags: ['draft'] });
  const tag = (await listTags(cookie)).find((t) => t.name === 'draft');
  await api('DELETE', `/api/v1/tally/${entry.id}`, undefined, cookie);
  await api('DELETE', `/api/v1/tag/${tag?.id}`, undefined, cookie);
  await api('POST', '/api/v1/tag', { name: 'draft', color: 'blue' }, cookie); // the name is taken again: 409
  await api('DELETE', `/api/v1/project/${project.id}`, undefined, cookie);

  await page.reload();
  await settle(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('row')).toHaveCount(4);
  await expect(main.getByRole('row').filter({ hasText: 'Lighthouse' })).toContainText('with 1 entry');
  const prepare = async () => {
    await main.getByRole('button', { name: 'Restore #draft' }).click();
    await expect(main.getByRole('row').filter({ hasText: '#draft' }).getByRole('alert')).toHaveText(messages.errors.tagRestoreExists);
  };
  await auditPage(page, 'recently-deleted', prepare);
});
