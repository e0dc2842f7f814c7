import type { Page } from '@playwright/test';
import { api, createUser, logInBrowser, sessionCookie } from './support/accounts.ts';
import { auditPage, settle } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { addProgressTag, coverPng, createProject, fixToday, logTally, progressDialog } from './support/projects.ts';
import { e2eState } from './support/state.ts';

const TODAY = '2024-03-20';

/** A writer with three projects (one starred, one with a cover), entries in words and time, and two tags. */
async function writerWithProjects(): Promise<{ cookie: string; projectId: number; user: Awaited<ReturnType<typeof createUser>> }> {
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  const novel = await createProject(cookie, { title: 'The Glass Orchard', phase: 'drafting', description: 'A family saga.', startingBalance: { word: 3000 } });
  await createProject(cookie, { title: 'Short Stories', phase: 'revising', starred: true });
  await createProject(cookie, { title: 'Poems', phase: 'on hold' });
  await api('POST', '/api/v1/tag', { name: 'morning', color: 'blue' }, cookie);
  const days: Array<[string, number, number]> = [
    ['2024-02-05', 800, 45],
    ['2024-02-06', 1250, 90],
    ['2024-02-12', 400, 20],
    ['2024-03-01', 2100, 150],
    ['2024-03-18', 650, 30],
  ];
  for (const [date, words, minutes] of days) {
    await logTally(cookie, { date, workId: novel.id, measure: 'word', count: words, tags: ['morning'], note: 'Steady.' });
    await logTally(cookie, { date, workId: novel.id, measure: 'time', count: minutes, tags: ['evening'] });
  }
  await uploadCover(cookie, novel.id);
  return { cookie, projectId: novel.id, user };
}

/** The cover upload as the edit page sends it: multipart, field `cover`. */
async function uploadCover(cookie: string, projectId: number): Promise<void> {
  const form = new FormData();
  form.append('cover', new Blob([new Uint8Array(await coverPng())], { type: 'image/png' }), 'cover.png');
  const res = await fetch(`${e2eState().baseURL}/api/v1/project/${projectId}/cover`, { method: 'POST', headers: { cookie }, body: form });
  expect(res.status, await res.text()).toBe(200);
}

async function openPage(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await settle(page);
  await expect(page.getByRole('main').getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

test('the projects list with projects passes axe in light and dark', async ({ page }) => {
  const { user } = await writerWithProjects();
  await fixToday(page, TODAY);
  await logInBrowser(page, user);
  await openPage(page, '/projects', 'Projects');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3);
  await auditPage(page, 'projects');
});

test('a project page with entries, heat map and charts passes axe in light and dark', async ({ page }) => {
  const { user, projectId } = await writerWithProjects();
  await fixToday(page, TODAY);
  await logInBrowser(page, user);
  await openPage(page, `/projects/${projectId}`, 'The Glass Orchard');
  const main = page.getByRole('main');
  await expect(main.getByRole('figure', { name: 'Words' })).toBeVisible();
  await expect(main.getByRole('img', { name: 'Mar 1, 2024: 2,100 words, 2h 30m' })).toBeVisible();
  await auditPage(page, 'project', async () => {
    await expect(main.getByRole('figure', { name: 'Time' }).locator('canvas').first()).toBeVisible();
  });
});

test('the edit project page (with a cover) passes axe in light and dark', async ({ page }) => {
  const { user, projectId } = await writerWithProjects();
  await logInBrowser(page, user);
  await openPage(page, `/projects/${projectId}/edit`, 'Edit Project');
  await expect(page.getByRole('main').getByRole('img', { name: 'Cover of The Glass Orchard' })).toBeVisible();
  await auditPage(page, 'edit-project');
});

test('the tags page with tags passes axe in light and dark', async ({ page }) => {
  const { user } = await writerWithProjects();
  await logInBrowser(page, user);
  await openPage(page, '/account/tags', 'Tags');
  await expect(page.getByRole('main').getByRole('row')).toHaveCount(3); // header, #evening, #morning
  await auditPage(page, 'tags');
});

test('the open progress dialog passes axe in light and dark', async ({ page }) => {
  const { user, projectId } = await writerWithProjects();
  await fixToday(page, TODAY);
  await logInBrowser(page, user);
  await openPage(page, `/projects/${projectId}`, 'The Glass Orchard');
  // Open it with two measures, a tag and a note, as a writer would fill it in.
  const open = async (): Promise<void> => {
    await page.getByRole('main').getByRole('button', { name: 'Log Progress' }).click();
    const dialog = progressDialog(page);
    await expect(dialog.getByRole('combobox', { name: 'Project' })).toHaveValue('The Glass Orchard');
    await dialog.getByRole('textbox', { name: 'Words' }).fill('500');
    await dialog.getByRole('button', { name: 'Add another measure' }).click();
    await dialog.getByRole('textbox', { name: 'Minutes' }).fill('25');
    await addProgressTag(dialog, 'morning');
    await addProgressTag(dialog, 'sprint');
    await dialog.getByRole('textbox', { name: 'Note' }).fill('A quiet hour.');
    await page.waitForTimeout(300); // the modal's opening transition
  };
  await auditPage(page, 'progress-dialog', open);
});
