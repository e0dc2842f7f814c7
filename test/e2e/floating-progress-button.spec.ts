import type { Locator, Page } from '@playwright/test';
import { messages } from '@inkpace/contracts/messages';
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

/**
 * On a phone the button sits in a bar of its own across the bottom (issue 27 #8: floating, it covered the page's
 * content where the page lay at rest): every point of the button's row, at the edges too, belongs to that bar, whose
 * background hides what scrolls beneath it, so no content shows beside the button, wherever the page is scrolled.
 */
async function expectBarOfItsOwn(page: Page, scrollTo: 'top' | 'middle' | 'bottom'): Promise<void> {
  await page.evaluate((where) => {
    const end = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, where === 'top' ? 0 : where === 'middle' ? end / 2 : end);
  }, scrollTo);
  const report = await floatingButton(page).evaluate((button) => {
    const box = button.getBoundingClientRect();
    const y = box.top + box.height / 2;
    let bar: Element | null = button;
    while (bar && getComputedStyle(bar).position !== 'fixed') bar = bar.parentElement;
    const stray: string[] = [];
    for (let x = 2; x < window.innerWidth - 1; x += 12) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || !bar?.contains(hit)) stray.push(`${x}: ${hit?.tagName ?? 'nothing'} ${hit?.textContent?.slice(0, 30) ?? ''}`);
    }
    const background = bar ? getComputedStyle(bar).backgroundColor : '';
    return { stray, background, barBottom: bar?.getBoundingClientRect().bottom ?? 0 };
  });
  expect(report.stray, `only the bar beside the button (scrolled to the ${scrollTo})`).toEqual([]);
  expect(report.background, 'the bar hides what scrolls beneath it').toMatch(/^rgb\(/);
  expect(report.barBottom).toBeCloseTo(VIEWPORTS.phone.height, 0);
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
        if (label === 'phone') for (const where of ['top', 'middle', 'bottom'] as const) await expectBarOfItsOwn(page, where);
        await screenshotAt(page, `floating-button${path.replace('/', '-')}`, scheme, label);
      }
    }

    // The toast of a saved entry leaves the button free.
    await floatingButton(page).click();
    await progressDialog(page).getByRole('combobox', { name: 'Project' }).click();
    await page.getByRole('option', { name: 'Poems' }).click();
    await progressDialog(page).getByRole('textbox', { name: 'Words' }).fill('250');
    await progressDialog(page).getByRole('button', { name: 'Save Progress' }).click();
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: messages.success.progressLogged });
    await expect(toast).toBeVisible();
    const [toastBox, buttonBox] = [await toast.boundingBox(), await floatingButton(page).boundingBox()];
    expect(toastBox && buttonBox && toastBox.y + toastBox.height <= buttonBox.y, 'the toast is above the button').toBe(true);
    await screenshotAt(page, 'floating-button-toast', 'dark', label);
    await expect(progressDialog(page)).toHaveCount(0);
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
