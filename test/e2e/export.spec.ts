import fs from 'node:fs';
import type { Download } from '@playwright/test';
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

/** The zip's inkpace.json, as the browser saved it. */
async function savedExport(download: Download) {
  expect(download.suggestedFilename()).toBe(EXPORT_ZIP_NAME);
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  expect(Object.keys(files)).toEqual(expect.arrayContaining([INKPACE_JSON, REFERENCE_JSON]));
  return inkpaceExport.parse(JSON.parse(strFromU8(files[INKPACE_JSON] ?? new Uint8Array())));
}

test('the account page makes the export as a job, downloads it and says so, then says to wait a minute; a reload picks a job up; axe in light and dark', async ({ page }) => {
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
  const inkpace = await savedExport(await downloaded);
  expect(inkpace.account.username).toBe(user.username);
  expect(inkpace.entries.map((e) => [e.count, e.note])).toEqual([[1234, 'first, "quoted"']]);
  await expect(section.getByRole('status')).toHaveText(m.exportDownloaded(EXPORT_ZIP_NAME));
  // Downloaded, the address no longer names the job: a reload now fetches nothing again.
  await expect(page).toHaveURL(/\/account$/);
  await expect(button).toBeEnabled();

  // A second export within the minute is refused, in words, and the page with that message passes axe.
  for (const scheme of SCHEMES) {
    await setTheme(page, scheme);
    await section.getByRole('button', { name: m.exportButton }).click();
    await expect(section.getByRole('alert')).toHaveText(m.exportTooSoon);
    await checkA11y(page, `account export too soon (${scheme})`);
  }

  // A page opened (or reloaded) with a job's id in the address follows that job and saves its zip.
  const other = await createUser({ verify: true });
  const { data: started } = await api<{ id: string }>('POST', '/api/v1/export', undefined, await sessionCookie(other));
  await page.context().clearCookies();
  await logInBrowser(page, other);
  const pickedUp = page.waitForEvent('download');
  await page.goto(`/account?export=${started.id}`);
  expect((await savedExport(await pickedUp)).account.username).toBe(other.username);
  await expect(page.getByRole('region', { name: 'Your Data' }).getByRole('status')).toHaveText(m.exportDownloaded(EXPORT_ZIP_NAME));
  await expect(page).toHaveURL(/\/account$/);
});
