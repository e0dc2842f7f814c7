import type { Locator, Page } from '@playwright/test';
import { createUser, logInBrowser, sessionCookie } from './support/accounts.ts';
import { SCHEMES, screenshotAt, setTheme, settle, VIEWPORTS } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { seedGoals } from './support/goal-writer.ts';
import { createProject, progressDialog } from './support/projects.ts';

type ViewportLabel = keyof typeof VIEWPORTS;
const sizes = Object.entries(VIEWPORTS) as Array<[ViewportLabel, (typeof VIEWPORTS)[ViewportLabel]]>;

const floatingButton = (page: Page): Locator => page.getByRole('button', { name: 'Enter Progress' });

/** Scrolled to the very bottom, the floating button lies below the page's last content, covering none of it. */
async function expectClearOfContent(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const button = await floatingButton(page).boundingBox();
  expect(button).not.toBeNull();
  const contentBottom = await page.getByRole('main').evaluate((main) => {
    const boxes = [...main.querySelectorAll('h1, h2, h3, p, a, button, input, select, li, td, canvas, svg')].map((el) => el.getBoundingClientRect());
    return Math.max(...boxes.filter((box) => box.width > 0 && box.height > 0).map((box) => box.bottom));
  });
  expect(contentBottom, 'the last content ends above the floating button').toBeLessThanOrEqual(button?.y ?? 0);
}

for (const [label, size] of sizes) {
  test(`the floating Enter Progress button stays clear of the page (${label}, light and dark)`, async ({ page }) => {
    const user = await createUser({ verify: true });
    const cookie = await sessionCookie(user);
    const { targetId } = await seedGoals(cookie);
    for (const title of ['Poems', 'Short Stories', 'Letters', 'Essays', 'A Play']) await createProject(cookie, { title, phase: 'drafting' });
    await logInBrowser(page, user);
    await page.setViewportSize(size);

    // A page with its own Log Progress button shows no floating one; its own opens the dialog.
    const projects = await page.request.get('/api/v1/project');
    const novel = ((await projects.json()) as { data: Array<{ id: number; title: string }> }).data.find((p) => p.title === 'The Glass Orchard');
    await page.goto(`/projects/${novel?.id ?? 0}`);
    await settle(page);
    await expect(page.getByRole('main').getByRole('button', { name: 'Log Progress' })).toBeVisible();
    await expect(floatingButton(page)).toHaveCount(0);
    await page.getByRole('main').getByRole('button', { name: 'Log Progress' }).click();
    await expect(progressDialog(page).getByRole('combobox', { name: 'Project' })).toHaveValue('The Glass Orchard');
    await page.keyboard.press('Escape');
    await expect(progressDialog(page)).toHaveCount(0);

    await page.goto(`/goals/${targetId}`);
    await settle(page);
    await expect(page.getByRole('main').getByRole('button', { name: 'Log Progress' })).toBeVisible();
    await expect(floatingButton(page)).toHaveCount(0);

    // Elsewhere it is there, with room kept for it below the page's end.
    for (const path of ['/projects', '/dashboard']) {
      await page.goto(path);
      await settle(page);
      for (const scheme of SCHEMES) {
        await setTheme(page, scheme);
        await expect(floatingButton(page)).toBeVisible();
        await expectClearOfContent(page);
        await screenshotAt(page, `floating-button${path.replace('/', '-')}`, scheme, label);
      }
    }
    await floatingButton(page).click();
    await expect(progressDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(progressDialog(page)).toHaveCount(0);

    if (label === 'phone') {
      // Never over the open sidebar: it goes while the sidebar is open and comes back when it closes.
      await page.getByRole('button', { name: 'Open navigation' }).click();
      const sidebar = page.getByRole('navigation', { name: 'Main' });
      await expect(sidebar.getByRole('link', { name: 'Stats' })).toBeVisible();
      await expect(floatingButton(page)).toBeHidden();
      await screenshotAt(page, 'floating-button-sidebar', 'dark', label);
      await sidebar.getByRole('button', { name: 'Log Progress' }).click();
      await expect(progressDialog(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Close navigation' }).click();
      await expect(floatingButton(page)).toBeVisible();
    }
  });
}
