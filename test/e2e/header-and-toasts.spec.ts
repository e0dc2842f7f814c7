import type { Locator, Page } from '@playwright/test';
import { messages } from '@inkpace/contracts/messages';
import { createUser, logInBrowser } from './support/accounts.ts';
import { SCHEMES, screenshotAt, setTheme, settle, VIEWPORTS } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { progressDialog } from './support/projects.ts';

type ViewportLabel = keyof typeof VIEWPORTS;
const sizes = Object.entries(VIEWPORTS) as Array<[ViewportLabel, (typeof VIEWPORTS)[ViewportLabel]]>;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box ?? { x: 0, y: 0, width: 0, height: 0 };
}

const userMenu = (page: Page, name: string): Locator => page.getByRole('button', { name: `${name}, user menu` });

for (const [label, size] of sizes) {
  test(`the header shows the username whole, toasts leave it free, an empty progress dialog links to a new project (${label})`, async ({ page }) => {
    const username = `night_owl_${Date.now().toString(36).slice(-6)}_x`;
    const user = await createUser({ verify: true, username });
    await logInBrowser(page, user);
    await page.setViewportSize(size);
    await page.goto('/account/tags');
    await settle(page);

    // The user button: the name exactly, underscores and all, not cut; only the icon on a phone.
    const button = userMenu(page, username);
    for (const scheme of SCHEMES) {
      await setTheme(page, scheme);
      if (label === 'desktop') {
        // The name's own text (beside it, the avatar's initials are drawn for the eye and hidden from readers).
        await expect(button.getByText(username, { exact: true })).toBeVisible();
        const cut = await button.evaluate((el) => [...el.querySelectorAll('span')].some((span) => span.scrollWidth > span.clientWidth + 1 || span.scrollHeight > span.clientHeight + 1));
        expect(cut, 'the username is shown whole').toBe(false);
      } else {
        await expect(button.getByText(username)).toBeHidden();
        expect((await boxOf(button)).width, 'a compact button').toBeLessThanOrEqual(96);
      }
      const headerOverflow = await page.locator('.mantine-AppShell-header').evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(headerOverflow, 'the header fits').toBeLessThanOrEqual(0);
      await screenshotAt(page, 'header', scheme, label);
    }

    // A toast (a new tag) leaves the header, the page's buttons and an open dialog's buttons free (issue 27 #8: at
    // the top right it covered the dialog's close button and the page's New Tag button): writers making two tags
    // in a row open the dialog again while the first one's toast still shows.
    const newTag = page.getByRole('main').getByRole('button', { name: 'New Tag' });
    await newTag.click();
    const dialog = page.getByRole('dialog', { name: 'New Tag' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('drafting');
    await dialog.getByRole('button', { name: 'Create Tag' }).click();
    const toast = page.getByText(messages.success.tagCreated('drafting'));
    await expect(toast).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await newTag.click();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeVisible();
    await expect(toast).toBeVisible();
    const toastBox = await boxOf(page.locator('.mantine-Notification-root').first());
    const covered = async (name: string, locator: Locator): Promise<void> => {
      expect(overlaps(toastBox, await boxOf(locator)), `the toast leaves ${name} free`).toBe(false);
    };
    await covered('the header', page.locator('.mantine-AppShell-header'));
    await covered("the page's New Tag button", newTag);
    await covered("the dialog's close button", dialog.getByRole('button', { name: 'Close' }));
    await covered("the dialog's Cancel button", dialog.getByRole('button', { name: 'Cancel' }));
    await covered("the dialog's Create Tag button", dialog.getByRole('button', { name: 'Create Tag' }));
    await screenshotAt(page, 'toast', 'dark', label);
    await page.keyboard.press('Escape');

    // No project yet: the progress dialog says so and links to creating one, which opens the New Project form.
    await page.goto('/dashboard');
    await settle(page);
    await page.getByRole('button', { name: 'Enter Progress' }).click();
    const create = progressDialog(page).getByRole('link', { name: 'Create a project' });
    await expect(create).toBeVisible();
    await create.click();
    await expect(progressDialog(page)).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'New Project' })).toBeVisible();
    await expect(page).toHaveURL(/\/projects$/);
  });
}
