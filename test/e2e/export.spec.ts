import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { EXPORT_ZIP_NAME, INKPACE_JSON, REFERENCE_JSON, inkpaceExport } from '@inkpace/contracts/api/export-format';
import { messages } from '@inkpace/contracts/messages';
import { RATE_WINDOW_MS } from '@inkpace/contracts/rules/limits';
import { api, createUser, logInBrowser, sessionCookie } from './support/accounts.ts';
import { auditPage, checkA11y, SCHEMES, setTheme, settle } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { createProject } from './support/projects.ts';

const m = messages.imports;

/**
 * Exports are counted in windows of a minute aligned to the clock (as the API's budgets): a download and the
 * refused one after it must fall in the same window, so the journey starts them early in one.
 */
async function earlyInAMinute(): Promise<void> {
  const into = Date.now() % RATE_WINDOW_MS;
  if (into > RATE_WINDOW_MS / 2) await new Promise((resolve) => setTimeout(resolve, RATE_WINDOW_MS - into + 500));
}

test('the account page downloads the export zip, then says to wait a minute; axe in light and dark', async ({ page }) => {
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  const project = await createProject(cookie, { title: 'Exported Novel', phase: 'drafting' });
  await api('POST', '/api/v1/tally', { date: '2026-03-01', workId: project.id, measure: 'word', count: 1234, note: 'first, "quoted"' }, cookie);
  await logInBrowser(page, user);
  await page.goto('/account');
  await settle(page);
  const section = page.getByRole('region', { name: 'Your Data' });
  await expect(section.getByText(m.exportHelp)).toBeVisible();
  await auditPage(page, 'account-export');

  await earlyInAMinute();
  const button = section.getByRole('button', { name: m.exportButton });
  const downloaded = page.waitForEvent('download');
  await button.click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(EXPORT_ZIP_NAME);
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  expect(Object.keys(files)).toEqual(expect.arrayContaining([INKPACE_JSON, REFERENCE_JSON]));
  const inkpace = inkpaceExport.parse(JSON.parse(strFromU8(files[INKPACE_JSON] ?? new Uint8Array())));
  expect(inkpace.account.username).toBe(user.username);
  expect(inkpace.entries.map((e) => [e.count, e.note])).toEqual([[1234, 'first, "quoted"']]);
  await expect(button).toBeEnabled();

  // A second download within the minute is refused, in words, and the page with that message passes axe.
  for (const scheme of SCHEMES) {
    await setTheme(page, scheme);
    await section.getByRole('button', { name: m.exportButton }).click();
    await expect(section.getByRole('alert')).toHaveText(m.exportTooSoon);
    await checkA11y(page, `account export too soon (${scheme})`);
  }
});
