import type { Locator, Page } from '@playwright/test';
import { createUser, logInBrowser, sessionCookie } from './support/accounts.ts';
import { settle, VIEWPORTS } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { createProject, fixToday, logTally, progressDialog } from './support/projects.ts';

type ViewportLabel = keyof typeof VIEWPORTS;
const sizes = Object.entries(VIEWPORTS) as Array<[ViewportLabel, (typeof VIEWPORTS)[ViewportLabel]]>;

/** Opens a dialog from `opener` with the keyboard, closes it with Escape, and expects focus back on `opener`. */
async function escapeReturnsFocus(page: Page, opener: Locator, dialog: Locator): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(250); // the opening transition
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener, `focus is back on ${await opener.textContent()}`).toBeFocused();
}

for (const [label, size] of sizes) {
  test(`focus returns to the button that opened a dialog (${label})`, async ({ page }) => {
    const user = await createUser({ verify: true });
    const cookie = await sessionCookie(user);
    const novel = await createProject(cookie, { title: 'The Glass Orchard', phase: 'drafting' });
    await logTally(cookie, { date: '2024-03-18', workId: novel.id, measure: 'word', count: 650, tags: ['drafting'] });
    await fixToday(page, '2024-03-20');
    await logInBrowser(page, user);
    await page.setViewportSize(size);
    const main = page.getByRole('main');

    // The project page: its Log Progress (Escape, then a saved entry), the entry's Edit and Delete, Delete Project.
    await page.goto(`/projects/${novel.id}`);
    await settle(page);
    const logProgress = main.getByRole('button', { name: 'Log Progress' });
    await escapeReturnsFocus(page, logProgress, progressDialog(page));
    await logProgress.focus();
    await page.keyboard.press('Enter');
    // Issue 27 #8: it opened with focus on the close button; the date comes first, its calendar closed.
    await expect(progressDialog(page).getByRole('textbox', { name: 'Date', exact: true })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Previous month' })).toHaveCount(0);
    await progressDialog(page).getByRole('textbox', { name: 'Words' }).fill('400');
    await progressDialog(page).getByRole('button', { name: 'Save Progress' }).click();
    await expect(progressDialog(page)).toHaveCount(0);
    await expect(logProgress).toBeFocused();

    const edit = main.getByRole('button', { name: 'Edit the entry of Mar 18, 2024 (650 words)' });
    await escapeReturnsFocus(page, edit, progressDialog(page, 'Edit Progress'));
    await edit.focus();
    await page.keyboard.press('Enter');
    await progressDialog(page, 'Edit Progress').getByRole('textbox', { name: 'Words' }).fill('700');
    await progressDialog(page, 'Edit Progress').getByRole('button', { name: 'Save Changes' }).click();
    await expect(progressDialog(page, 'Edit Progress')).toHaveCount(0);
    const edited = main.getByRole('button', { name: 'Edit the entry of Mar 18, 2024 (700 words)' });
    await expect(edited).toBeFocused();
    await escapeReturnsFocus(page, main.getByRole('button', { name: 'Delete the entry of Mar 18, 2024 (700 words)' }), page.getByRole('dialog', { name: 'Delete this progress entry?' }));
    await escapeReturnsFocus(page, main.getByRole('button', { name: 'Delete Project' }), page.getByRole('dialog', { name: 'Delete Project' }));

    // The floating button and the sidebar's Log Progress (in the drawer on phones).
    await page.goto('/projects');
    await settle(page);
    await escapeReturnsFocus(page, page.getByRole('button', { name: 'Enter Progress' }), progressDialog(page));
    if (label === 'phone') await page.getByRole('button', { name: 'Open navigation' }).click();
    await escapeReturnsFocus(page, page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log Progress' }), progressDialog(page));
    if (label === 'phone') await page.getByRole('button', { name: 'Close navigation' }).click();
    await escapeReturnsFocus(page, main.getByRole('button', { name: 'New', exact: true }), page.getByRole('dialog', { name: 'New Project' }));

    // Tags: new, edit, delete.
    await page.goto('/account/tags');
    await settle(page);
    await escapeReturnsFocus(page, main.getByRole('button', { name: 'New Tag' }), page.getByRole('dialog', { name: 'New Tag' }));
    await escapeReturnsFocus(page, main.getByRole('button', { name: 'Edit #drafting' }), page.getByRole('dialog', { name: 'Edit #drafting' }));
    await escapeReturnsFocus(page, main.getByRole('button', { name: 'Delete #drafting' }), page.getByRole('dialog', { name: 'Delete #drafting?' }));
  });
}
