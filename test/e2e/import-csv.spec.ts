import type { Page } from '@playwright/test';
import { messages } from '@inkpace/contracts/messages';
import { createUser, logInBrowser, sessionCookie } from './support/accounts.ts';
import { auditPage, settle } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { createProject, projectTallies } from './support/projects.ts';

const m = messages.imports;
/** A spreadsheet whose count and note columns have names detection does not know. */
const CSV = 'Day,Session words,Remarks\n2025-11-01,500,Slow start\n2025-11-02,1200,\n2025-11-03,800,Chapter two\n';

/** Chooses the CSV in the page's file input (Mantine's FileInput keeps a hidden native one). */
async function chooseCsv(page: Page): Promise<void> {
  await page.getByRole('main').locator('input[type="file"]').setInputFiles({ name: 'progress.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
}

/** Upload, project for the rows, Preview: detection misses the count column, so the preview names the problem. */
async function previewWithMissingCount(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await chooseCsv(page);
  await main.getByRole('combobox', { name: m.page.defaultProjectLabel }).selectOption({ label: 'Harbour Lights' });
  await main.getByRole('button', { name: 'Preview' }).click();
  await expect(main.getByText(m.problemAt(1, m.mappingInvalid))).toBeVisible();
}

test('a CSV import: a column detection missed is mapped by hand, previewed again, imported, and the result survives a reload', async ({ page, baseURL }) => {
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  const project = await createProject(cookie, { title: 'Harbour Lights', phase: 'drafting' });
  await logInBrowser(page, user);
  const main = page.getByRole('main');

  await page.goto('/projects/import');
  await main.getByRole('link', { name: `Start ${m.uploadCsv}` }).click();
  await expect(main.getByRole('heading', { level: 1, name: m.page.csvTitle })).toBeVisible();
  await previewWithMissingCount(page);
  await expect(main.getByRole('combobox', { name: 'Session words' })).toHaveValue('ignore');
  await expect(main.getByRole('combobox', { name: 'Day' })).toHaveValue('date');
  await expect(main.getByRole('table').getByRole('row')).toHaveCount(4); // the header and the three rows
  await expect(main.getByRole('button', { name: 'Import' })).toBeDisabled();

  // The fix: Session words hold the count, Remarks the note; each change reads the preview again.
  await main.getByRole('combobox', { name: 'Session words' }).selectOption({ label: m.page.csvFieldLabels.count });
  await expect(main.getByText(m.noProblems)).toBeVisible();
  await main.getByRole('combobox', { name: 'Remarks' }).selectOption({ label: m.page.csvFieldLabels.note });
  await expect(main.getByRole('combobox', { name: 'Remarks' })).toBeEnabled();
  await expect(main.getByText(m.noProblems)).toBeVisible();
  await main.getByRole('button', { name: 'Import' }).click();

  await expect(page).toHaveURL(new RegExp(`^${baseURL}/projects/import/csv\\?import=[0-9a-f-]{36}$`));
  await expect(main.getByText(m.imported(3))).toBeVisible();
  await page.reload();
  await expect(main.getByText(m.imported(3))).toBeVisible();
  await expect(main.getByRole('term').filter({ hasText: 'Entries' }).locator('xpath=following-sibling::dd[1]')).toHaveText('3');

  const stored = await projectTallies(cookie, project.id);
  expect(stored.map((t) => [t.date, t.measure, t.count, t.note]).sort()).toEqual([
    ['2025-11-01', 'word', 500, 'Slow start'],
    ['2025-11-02', 'word', 1200, ''],
    ['2025-11-03', 'word', 800, 'Chapter two'],
  ]);

  // The same file again adds nothing, and says so.
  await main.getByRole('button', { name: m.page.startOver }).click();
  await expect(page).toHaveURL(`${baseURL}/projects/import/csv`);
  await previewWithMissingCount(page);
  await main.getByRole('combobox', { name: 'Session words' }).selectOption({ label: m.page.csvFieldLabels.count });
  await main.getByRole('combobox', { name: 'Remarks' }).selectOption({ label: m.page.csvFieldLabels.note });
  await expect(main.getByRole('button', { name: 'Import' })).toBeEnabled();
  await main.getByRole('button', { name: 'Import' }).click();
  await expect(main.getByText(m.nothingNew)).toBeVisible();
  expect(await projectTallies(cookie, project.id)).toHaveLength(3);
});

test('the CSV preview and an import\'s result pass axe in light and dark, at phone and desktop sizes', async ({ page }) => {
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  await createProject(cookie, { title: 'Harbour Lights', phase: 'drafting' });
  await logInBrowser(page, user);
  const main = page.getByRole('main');
  await page.goto('/projects/import/csv');
  await settle(page);
  await auditPage(page, 'import-csv-preview', () => previewWithMissingCount(page));

  await main.getByRole('combobox', { name: 'Session words' }).selectOption({ label: m.page.csvFieldLabels.count });
  await expect(main.getByRole('button', { name: 'Import' })).toBeEnabled();
  await main.getByRole('button', { name: 'Import' }).click();
  await expect(main.getByText(m.imported(3))).toBeVisible();
  // The import's id is in the address: each theme's reload shows the result again.
  await auditPage(page, 'import-csv-result', async () => {
    await expect(main.getByText(m.imported(3))).toBeVisible();
  });
});
