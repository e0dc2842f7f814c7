import type { Locator, Page } from '@playwright/test';
import { messages } from '@inkpace/contracts/messages';
import { NANO_PROJECT_DESCRIPTION } from '@inkpace/contracts/rules/import/limits';
import { createUser, logInBrowser, sessionCookie } from './support/accounts.ts';
import { auditPage, settle } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { createProject, getProject, projectTallies } from './support/projects.ts';

const m = messages.imports;
/** NaNoWriMo's table as a writer copies it; line 3 has a day that does not exist. */
const WITH_BAD_LINE_3 = 'Date\tCount\nNov 1, 2025\t1,667\nNov 31, 2025\t2,012\nNov 3, 2025\t980';
const FIXED = 'Date\tCount\nNov 1, 2025\t1,667\nNov 2, 2025\t2,012\nNov 3, 2025\t980';

const stepHeading = (page: Page, n: number): Locator => page.getByRole('main').getByRole('heading', { level: 2, name: new RegExp(`^Step ${n} of 5`) });

/** From the wizard's first step to step 4 with the fixed paste and `project` chosen (a title for a new one). */
async function toConfirm(page: Page, project: string, title?: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Next' }).click();
  await main.getByRole('textbox', { name: m.page.pasteLabel }).fill(FIXED);
  await main.getByRole('button', { name: 'Next' }).click();
  await main.getByRole('combobox', { name: 'Project' }).selectOption({ label: project });
  if (title) await main.getByRole('textbox', { name: m.page.newProjectTitleLabel }).fill(title);
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 4)).toBeVisible();
}

test('the NaNoWriMo wizard: a bad date on line 3 is named, fixed, and the updates land in a new project', async ({ page, baseURL }) => {
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  await logInBrowser(page, user);
  const main = page.getByRole('main');

  await page.goto('/projects');
  await main.getByRole('link', { name: 'Import' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Import' })).toBeVisible();
  await main.getByRole('link', { name: 'Start Manual Import from NaNoWriMo' }).click();
  await expect(page).toHaveURL(`${baseURL}/projects/import/manual-nano`);
  await expect(stepHeading(page, 1)).toBeVisible();
  await expect(main.getByRole('list', { name: 'Import steps' }).locator('[aria-current="step"]')).toContainText('Get Started');

  await main.getByRole('button', { name: 'Next' }).click();
  const paste = main.getByRole('textbox', { name: m.page.pasteLabel });
  await paste.fill(WITH_BAD_LINE_3);
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(paste).toHaveAccessibleDescription(new RegExp(m.pasteDate(3)));
  await expect(paste).toHaveAttribute('aria-invalid', 'true');
  await expect(stepHeading(page, 2)).toBeVisible();

  await paste.fill(FIXED);
  await expect(main.getByText(m.pasteDate(3))).toHaveCount(0);
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 3)).toBeFocused();
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(main.getByText(m.projectRequired)).toBeVisible();
  await main.getByRole('combobox', { name: 'Project' }).selectOption({ label: m.newProject });
  await main.getByRole('textbox', { name: m.page.newProjectTitleLabel }).fill('The November Draft');
  await main.getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(page, 4)).toBeVisible();
  await expect(main.getByText('Nov 1, 2025 – Nov 3, 2025')).toBeVisible();
  await expect(main.getByText('4,659 words')).toBeVisible();
  await main.getByRole('button', { name: 'Import' }).click();

  await expect(main.getByText(m.imported(3))).toBeVisible();
  await expect(stepHeading(page, 5)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Back' })).toBeDisabled();
  const href = await main.getByRole('link', { name: 'Go to the project' }).getAttribute('href');
  const projectId = Number(href?.split('/').pop());

  // Import Another Project starts over, with nothing kept.
  await main.getByRole('button', { name: m.importAnother }).click();
  await expect(stepHeading(page, 1)).toBeVisible();
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(main.getByRole('textbox', { name: m.page.pasteLabel })).toHaveValue('');

  // The entries show on the project, newest first, and the API stores them as word entries.
  await page.goto(`/projects/${projectId}`);
  await expect(main.getByRole('heading', { level: 1, name: 'The November Draft' })).toBeVisible();
  const rows = main.getByRole('region', { name: 'Progress' }).getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('Nov 3, 2025');
  await expect(rows.nth(1)).toContainText('980 words');
  const stored = await projectTallies(cookie, projectId);
  expect(stored.map((t) => [t.date, t.measure, t.count]).sort()).toEqual([['2025-11-01', 'word', 1667], ['2025-11-02', 'word', 2012], ['2025-11-03', 'word', 980]]);
  const project = await getProject(cookie, projectId);
  expect(project).toMatchObject({ description: NANO_PROJECT_DESCRIPTION, phase: 'drafting', startingBalance: {} });
});

test('the import pages pass axe in light and dark, at phone and desktop sizes', async ({ page }) => {
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  await createProject(cookie, { title: 'Harbour Lights', phase: 'drafting' });
  await logInBrowser(page, user);
  const main = page.getByRole('main');
  const open = async (path: string, heading: string): Promise<void> => {
    await page.goto(path);
    await settle(page);
    await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  };

  await open('/projects/import', 'Import');
  await auditPage(page, 'import-methods');

  await open('/projects/import/nano-manual', m.page.nanoTitle);
  await auditPage(page, 'import-nano-paste-problems', async () => {
    await main.getByRole('button', { name: 'Next' }).click();
    await main.getByRole('textbox', { name: m.page.pasteLabel }).fill(WITH_BAD_LINE_3);
    await main.getByRole('button', { name: 'Next' }).click();
    await expect(main.getByText(m.pasteDate(3))).toBeVisible();
  });
  await auditPage(page, 'import-nano-confirm', () => toConfirm(page, m.newProject, 'The November Draft'));
  await auditPage(page, 'import-nano-done', async () => {
    await toConfirm(page, 'Harbour Lights');
    await main.getByRole('button', { name: 'Import' }).click();
    await expect(main.getByText(m.imported(3))).toBeVisible();
  });

  await open('/projects/import/csv', m.page.csvTitle);
  await auditPage(page, 'import-csv');
  await open('/projects/import/zip', m.page.exportZip);
  await auditPage(page, 'import-zip');
});
